import { formatNaira } from '@imole/domain/format';
import type { CommissionMonth } from '../api/sales-api.ts';

const monthName = (month: string, style: 'short' | 'long') =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-NG', {
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'Africa/Lagos',
  });

const WIDTH = 360;
const HEIGHT = 160;
const BASE = 136;

/**
 * Commission earned by month, the last 12 months, as bars (paid out drawn inside each), with the same figures in a
 * table beside it for screen readers and for anyone who would rather read them.
 */
export function CommissionChart({ months }: { months: CommissionMonth[] }) {
  const highest = Math.max(...months.map((m) => Math.max(m.earned, m.paid)), 0);
  const slot = WIDTH / months.length;
  const barWidth = Math.min(20, slot - 6);
  const heightOf = (value: number) =>
    highest === 0 ? 0 : Math.max(value > 0 ? 2 : 0, (value / highest) * (BASE - 12));
  const total = months.reduce((sum, m) => sum + m.earned, 0);
  if (highest === 0)
    return (
      <p className="rounded-2xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-800">
        No commission earned in the last 12 months yet. It shows here, month by month, as your customers pay.
      </p>
    );
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-ink-700">
        {highest === 0
          ? 'No commission earned in the last 12 months yet.'
          : `${formatNaira(total)} earned in the last 12 months.`}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label="Commission earned by month, the last 12 months; the table below has the figures"
      >
        <line x1="0" x2={WIDTH} y1={BASE} y2={BASE} className="stroke-ink-300" strokeWidth="1" />
        {months.map((m, i) => {
          const x = i * slot + (slot - barWidth) / 2;
          const earned = heightOf(m.earned);
          const paid = heightOf(Math.min(m.paid, m.earned));
          return (
            <g key={m.month}>
              <rect x={x} y={BASE - earned} width={barWidth} height={earned} rx="3" className="fill-brand-300" />
              <rect x={x} y={BASE - paid} width={barWidth} height={paid} rx="3" className="fill-brand-700" />
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-ink-600 text-[10px]">
                {monthName(m.month, 'short').slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="flex gap-4 text-xs text-ink-700" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-300" /> Earned
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-700" /> Paid to you
        </span>
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Commission by month</caption>
        <thead>
          <tr className="border-b border-ink-200 text-ink-700">
            <th scope="col" className="py-1.5 font-semibold">
              Month
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Earned
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Paid to you
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months]
            .reverse()
            .filter((m, i) => i < 3 || m.earned > 0 || m.paid > 0)
            .map((m) => (
              <tr key={m.month} className="border-b border-ink-100">
                <th scope="row" className="py-1.5 font-normal">
                  {monthName(m.month, 'long')}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatNaira(m.earned)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatNaira(m.paid)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
