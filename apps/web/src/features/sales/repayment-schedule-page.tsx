import { lagosDate } from '@imole/domain/dates';
import { formatNaira } from '@imole/domain/format';
import { useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { useCustomerSchedule } from './api/sales-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/** Staff spec §2: 'pending' and 'paid' display as paid; anything else displays as due. */
const shownStatus = (status: string) => (status === 'pending' || status === 'paid' ? 'Paid' : 'Due');

/**
 * /sales-details-repayment/{id} and /customer-details-repayment/{id} ('Repayment Schedule', staff spec §2): a referred
 * customer's instalments, each with its day, amount and paid or due; before installation, 'Repayment schedule yet to
 * be confirmed'. The id is the customer's quote (the spec calls it productId), as the customer's details link it.
 */
export default function RepaymentSchedulePage() {
  useDocumentTitle('Repayment Schedule');
  const param = Number(useParams().id);
  const quoteId = Number.isSafeInteger(param) && param > 0 ? param : 0;
  const schedule = useCustomerSchedule(quoteId);
  const rows = schedule.data?.generalRepayment ?? [];
  const today = lagosDate(new Date());
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Repayment Schedule</h1>
      {quoteId === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-10 text-center text-lg font-semibold">No such quote</p>
      ) : schedule.isPending ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : schedule.isError ? (
        <LoadError
          title="We could not load the schedule"
          message={schedule.error.message}
          retrying={schedule.isRefetching}
          onRetry={() => void schedule.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
          <p className="text-lg font-semibold">Repayment schedule yet to be confirmed</p>
          <p className="mt-1 text-sm text-ink-700">
            {schedule.data.isOutright
              ? 'This system is paid in full: there are no instalments.'
              : 'The full breakdown is available after installation begins.'}
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-700">
            Repaid {formatNaira(schedule.data.totalPaid)} · still to pay {formatNaira(schedule.data.remaining)}
          </p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Instalments</caption>
            <thead>
              <tr className="border-b border-ink-200 text-ink-700">
                <th scope="col" className="py-2 font-semibold">
                  Due
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Amount
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.installmentNumber} className="border-b border-ink-100" data-testid="instalment">
                  <th scope="row" className="py-2 font-normal">
                    {formatDay(row.installmentDate)}
                    {/* The spec's two words stay in Status; a due day gone by is said beside its date. */}
                    {shownStatus(row.repaymentStatus) === 'Due' && row.installmentDate < today && (
                      <span className="block text-xs font-semibold text-danger-700">Overdue</span>
                    )}
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatNaira(row.totalRepayment)}</td>
                  <td
                    className={`py-2 text-right font-semibold ${
                      shownStatus(row.repaymentStatus) === 'Paid' ? 'text-success-800' : 'text-ink-800'
                    }`}
                  >
                    {shownStatus(row.repaymentStatus)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <SalesNavBar />
    </div>
  );
}
