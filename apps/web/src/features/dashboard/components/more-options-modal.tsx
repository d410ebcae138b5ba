import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useOpenIssues } from '../../../lib/issues/get-customer-issues.ts';
import type { MoreOption } from '../dashboard-state.ts';
import { EDIT_PATH } from './quote-panels.tsx';

/**
 * Where each entry goes. "Increase Contribution" is not a page: it opens the "Select a new down payment plan" modal
 * (onIncreaseContribution). "Monitoring & Issues" opens /issues and carries a badge counting the open issues, asked
 * for only when the modal opens with that entry in it.
 */
export const moreOptionLinks: Partial<Record<MoreOption, { label: string; to: string }>> = {
  'quote-details': { label: 'Quote Details', to: '/quote-details' },
  'edit-quote-request': { label: 'Edit Quote Request', to: EDIT_PATH },
  'installation-details': { label: 'Installation Details', to: '/installation-details' },
  'repayment-schedule': { label: 'Repayment Schedule', to: '/repayment-schedule' },
  'payment-history': { label: 'Payment History', to: '/payment-history' },
  'monitoring-and-issues': { label: 'Monitoring & Issues', to: '/issues' },
  'warranty-details': { label: 'Warranty Details', to: '/warranty-details' },
};

interface MoreOptionsModalProps {
  open: boolean;
  onClose(): void;
  options: readonly MoreOption[];
  /** The second "Installation Details" entry of the spec (Installation tab, or status 3) opens /install-details. */
  installationDetailsPath?: string;
  /** Opens the plan modal (or, before the quote is priced, says when it can be changed). */
  onIncreaseContribution?: (() => void) | undefined;
  /** A bank-financed request: said below the entries, where "Edit Quote Request" would be (docs/banks.md). */
  note?: string | undefined;
}

/** The "More options" modal (customer spec §2), its entries chosen by moreOptionsFor (spec §4). */
export function MoreOptionsModal({
  open,
  onClose,
  options,
  installationDetailsPath,
  onIncreaseContribution,
  note,
}: MoreOptionsModalProps) {
  const entries = options.flatMap((option) => {
    const link = moreOptionLinks[option];
    if (!link) return [];
    const to = option === 'installation-details' && installationDetailsPath ? installationDetailsPath : link.to;
    return [{ option, label: link.label, to }];
  });
  const increase = options.includes('increase-contribution') ? onIncreaseContribution : undefined;
  const openIssues = useOpenIssues({ enabled: open && options.includes('monitoring-and-issues') });
  const openCount = openIssues.data?.count ?? 0;
  const row =
    'flex min-h-13 w-full items-center justify-between gap-3 rounded-xl px-2 py-3 text-left text-base font-semibold hover:bg-ink-100';
  return (
    <Modal open={open} onClose={onClose} title="More options">
      <ul className="-mx-2 flex flex-col" data-testid="more-options">
        {entries.map((entry) => (
          <li key={entry.option}>
            <Link to={entry.to} className={row}>
              {entry.label}
              <span className="inline-flex items-center gap-2">
                {entry.option === 'monitoring-and-issues' && openCount > 0 && (
                  <span
                    data-testid="open-issues-badge"
                    className="min-w-6 rounded-full bg-danger-700 px-1.5 text-center text-sm leading-6 font-semibold text-white"
                  >
                    {openCount}
                    <span className="sr-only">{openCount === 1 ? ' open issue' : ' open issues'}</span>
                  </span>
                )}
                <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
              </span>
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
      {note && (
        <p className="mt-3 text-sm text-ink-700" data-testid="more-options-note">
          {note}
        </p>
      )}
    </Modal>
  );
}
