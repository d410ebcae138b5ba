import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { MoreOption } from '../dashboard-state.ts';
import { EDIT_PATH } from './quote-panels.tsx';

/**
 * Where each entry goes. "Increase Contribution" is not a page: it opens the "Select a new down payment plan" modal
 * (onIncreaseContribution). "Monitoring & Issues" (/issues, with its open-issue badge) belongs to the monitoring
 * issue and has no page yet, so it is left out rather than linked to a 404.
 */
export const moreOptionLinks: Partial<Record<MoreOption, { label: string; to: string }>> = {
  'quote-details': { label: 'Quote Details', to: '/quote-details' },
  'edit-quote-request': { label: 'Edit Quote Request', to: EDIT_PATH },
  'installation-details': { label: 'Installation Details', to: '/installation-details' },
  'repayment-schedule': { label: 'Repayment Schedule', to: '/repayment-schedule' },
  'payment-history': { label: 'Payment History', to: '/payment-history' },
  'warranty-details': { label: 'Warranty Details', to: '/warranty-details' },
};

interface MoreOptionsModalProps {
  open: boolean;
  onClose(): void;
  options: readonly MoreOption[];
  /** The second "Installation Details" entry of the spec (Installation tab, or status 3) opens /install-details. */
  installationDetailsPath?: string;
  /** Opens the plan modal; without it (no priced quote to change) the entry is left out. */
  onIncreaseContribution?: (() => void) | undefined;
}

/** The "More options" modal (customer spec §2), its entries chosen by moreOptionsFor (spec §4). */
export function MoreOptionsModal({
  open,
  onClose,
  options,
  installationDetailsPath,
  onIncreaseContribution,
}: MoreOptionsModalProps) {
  const entries = options.flatMap((option) => {
    const link = moreOptionLinks[option];
    if (!link) return [];
    const to = option === 'installation-details' && installationDetailsPath ? installationDetailsPath : link.to;
    return [{ option, label: link.label, to }];
  });
  const increase = options.includes('increase-contribution') ? onIncreaseContribution : undefined;
  const row =
    'flex min-h-13 w-full items-center justify-between gap-3 rounded-xl px-2 py-3 text-left text-base font-semibold hover:bg-ink-100';
  return (
    <Modal open={open} onClose={onClose} title="More options">
      <ul className="-mx-2 flex flex-col" data-testid="more-options">
        {entries.map((entry) => (
          <li key={entry.option}>
            <Link to={entry.to} className={row}>
              {entry.label}
              <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
            </Link>
          </li>
        ))}
        {increase && (
          <li>
            <button type="button" onClick={increase} className={row}>
              Increase Contribution
              <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
            </button>
          </li>
        )}
      </ul>
    </Modal>
  );
}
