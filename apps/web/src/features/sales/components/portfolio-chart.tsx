import { formatNaira } from '@imole/domain/format';
import type { Portfolio } from '../api/sales-api.ts';

const percent = (bps: number | null) => (bps === null ? '—' : `${(bps / 100).toFixed(1)}%`);

const parts = [
  { key: 'upToDate', label: 'Up to date', bar: 'bg-success-600', text: 'text-success-800' },
  { key: 'owing', label: 'Owing', bar: 'bg-brand-400', text: 'text-brand-900' },
  { key: 'nonPerforming', label: 'Non-performing (30+ days)', bar: 'bg-danger-600', text: 'text-danger-800' },
] as const;

/**
 * The health of a book of loans: one bar split by standing (up to date, owing, non-performing), PAR30 beside it, and
 * the same figures in a table for screen readers and anyone who would rather read them.
 */
export function PortfolioChart({ book }: { book: Portfolio }) {
  if (book.runningLoans === 0)
    return (
      <p className="rounded-2xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-800">
        No loans running yet{book.paidOff > 0 ? ` (${book.paidOff} paid off)` : ''}.
      </p>
    );
  return (
    <figure className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-ink-200 p-3">
          <p className="text-sm text-ink-700">Up to date</p>
          <p className="text-xs text-ink-600">of the running loans</p>
          <p className="text-2xl font-bold tabular-nums">{percent(book.upToDateBps)}</p>
        </div>
        <div className="rounded-2xl border border-ink-200 p-3">
          <p className="text-sm text-ink-700">PAR30</p>
          <p className="text-xs text-ink-600">of the money owed</p>
          <p className={`text-2xl font-bold tabular-nums ${(book.par30Bps ?? 0) > 0 ? 'text-danger-700' : ''}`}>
            {percent(book.par30Bps)}
          </p>
        </div>
      </div>
      <div className="flex h-4 w-full overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
        {parts.map((p) =>
          book[p.key] > 0 ? (
            <span key={p.key} className={p.bar} style={{ width: `${(book[p.key] / book.runningLoans) * 100}%` }} />
          ) : null,
        )}
      </div>
      <figcaption className="text-xs text-ink-700">
        {book.runningLoans} running {book.runningLoans === 1 ? 'loan' : 'loans'}, {formatNaira(book.outstanding)}{' '}
        outstanding. PAR30 is the share of it owed by customers 30 or more days late.
      </figcaption>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Loans by standing</caption>
        <thead>
          <tr className="border-b border-ink-200 text-ink-700">
            <th scope="col" className="py-1.5 font-semibold">
              Standing
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Loans
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.key} className="border-b border-ink-100">
              <th scope="row" className="py-1.5 font-normal">
                <span className={`mr-2 inline-block size-3 rounded-sm align-middle ${p.bar}`} aria-hidden="true" />
                {p.label}
              </th>
              <td className={`py-1.5 text-right font-semibold tabular-nums ${p.text}`}>{book[p.key]}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5 font-normal">
              Paid off
            </th>
            <td className="py-1.5 text-right tabular-nums">{book.paidOff}</td>
          </tr>
        </tbody>
      </table>
    </figure>
  );
}
