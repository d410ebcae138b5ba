import { CheckStatus } from '@imole/domain/checks';
import { Link } from 'react-router';
import { splitChecks, useCustomerChecks } from '../../lib/checks/get-customer-checks.ts';
import { formatDay, formatMoment } from '../../lib/customer-dates.ts';

/**
 * The Monitoring tab's record of maintenance checks (docs/after-sale.md): what the last check found (its day, the
 * engineer, the note) with a link to its report and photos on /system-checkup, and the next check's day. Nothing
 * while loading or when the customer has no checks yet; a failed read leaves the tab's own message to stand.
 */
export function LastMaintenanceCheck() {
  const checks = useCustomerChecks();
  if (!checks.data) return null;
  const { open, closed } = splitChecks(checks.data);
  const [last] = closed;
  const next = open && open.status !== CheckStatus.Due ? open : null;
  if (!last && !next) return null;
  const engineer = last ? (last.engineer?.firstname ?? last.closedBy) : null;
  return (
    <div className="flex flex-col gap-1.5 rounded-xl bg-ink-50 p-3" data-testid="last-check">
      {last?.closedAt && (
        <>
          <p className="font-semibold text-ink-900">
            Last check: {formatMoment(last.closedAt)}
            {engineer ? `, by ${engineer}` : ''}
          </p>
          <p className="line-clamp-3 text-ink-700">{last.note}</p>
          <Link
            to={`/system-checkup?check=${last.id}`}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            See the check and its photos
          </Link>
        </>
      )}
      {next && <p className="text-sm text-ink-700">Next check due {formatDay(next.dueDate)}.</p>}
    </div>
  );
}
