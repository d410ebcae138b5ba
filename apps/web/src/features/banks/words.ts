import type { Institution } from './api.ts';
import type { ApplicationStage } from '@imole/domain/bank-application';

export interface StageTab {
  stage: ApplicationStage;
  label: string;
  /** What an empty tab says. */
  empty: string;
}

/**
 * The list's tabs (docs/banks.md "The bank's side"): what the officer acts on first, then what waits on the customer
 * or on us, then what is decided, and last the declined customers who took an ordinary Imole plan instead.
 */
export const stageTabs: readonly StageTab[] = [
  {
    stage: 'awaiting-decision',
    label: 'Awaiting decision',
    empty: 'No application is waiting for a decision. A customer’s signed undertaking brings it here.',
  },
  {
    stage: 'awaiting-undertaking',
    label: 'Awaiting undertaking',
    empty: 'No customer is signing an undertaking now.',
  },
  {
    stage: 'awaiting-price',
    label: 'Awaiting price',
    empty: 'No request is waiting for Imole to price it.',
  },
  { stage: 'approved', label: 'Approved', empty: 'No application has been approved yet.' },
  { stage: 'declined', label: 'Declined', empty: 'No application has been declined.' },
  {
    stage: 'switched',
    label: 'Took an ordinary plan',
    empty: 'No declined customer has taken an ordinary Imole plan instead.',
  },
];

export const stageWords: Record<ApplicationStage, string> = {
  'awaiting-price': 'Imole is pricing the system',
  'awaiting-undertaking': 'Waiting for the customer’s signed undertaking',
  'awaiting-decision': 'Waiting for the bank’s decision',
  approved: 'Approved',
  declined: 'Declined',
  switched: 'Declined; the customer took an ordinary plan',
};

export function stageTabOf(value: string | null): StageTab {
  return stageTabs.find((tab) => tab.stage === value) ?? stageTabs[0]!;
}

/** Counts the officers who can act for the bank; switched-off ones are named apart (they cannot sign in). */
export function officersLine({
  officerCount,
  activeOfficerCount,
}: Pick<Institution, 'officerCount' | 'activeOfficerCount'>) {
  if (officerCount === 0) return 'No officer yet';
  const off = officerCount - activeOfficerCount;
  const active =
    activeOfficerCount === 0
      ? 'No active officer'
      : `${activeOfficerCount} ${activeOfficerCount === 1 ? 'officer' : 'officers'}`;
  return off === 0 ? active : `${active} (${off} switched off)`;
}
