import { formatKoboAsNaira } from '@imole/domain/format';
import type { Kobo } from '@imole/domain/money';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { saveBlob } from '../../lib/save-blob.ts';
import type { PortfolioSummary } from './api.ts';
import { Chart, type ChartSpec } from './chart.tsx';
import { agingCsv, BOM, cohortMonths, cohortsCsv, parCsv, parRows } from './csv.ts';
import { formatPercent, formatMonth, compactNaira } from './words.ts';

export const naira = (kobo: number) => formatKoboAsNaira(kobo as Kobo);

/** How many cohorts the chart draws: the latest with a point; more lines than this cannot be told apart on a phone. */
export const CHART_COHORTS = 6;

/**
 * One look per drawn cohort, each a colour of its own (at least 3:1 against white) and, for readers who do not tell
 * colours apart, lines of close hues (orange and pink, blue and purple) drawn differently: solid, dashed or dotted.
 */
const cohortLooks: readonly { color: string; dash?: number[] }[] = [
  { color: '#1d4ed8' },
  { color: '#c2410c', dash: [8, 4] },
  { color: '#15803d', dash: [2, 3] },
  { color: '#be185d' },
  { color: '#7e22ce', dash: [8, 4] },
  { color: '#292524', dash: [2, 3] },
];

/** "Download CSV" for one table: the file is made here, on the device, from the figures on the screen. */
export function CsvButton({ what, fileName, csv }: { what: string; fileName: string; csv: () => string }) {
  return (
    <button
      type="button"
      // The visible words first, then which table: four buttons read the same on screen.
      aria-label={`Download CSV of ${what}`}
      className={`${buttonClasses('secondary')} min-h-11 self-start px-4 text-sm`}
      onClick={() => saveBlob(new Blob([BOM + csv()], { type: 'text/csv;charset=utf-8' }), fileName)}
    >
      Download CSV
    </button>
  );
}

/** Whether a box is narrower than what it holds (it scrolls sideways), followed as the screen turns or resizes. */
function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [box]);
  return overflows;
}

/**
 * A table that scrolls sideways inside itself on a phone (focusable, so a keyboard can scroll it too). With a `hint`,
 * it says so above the table whenever the table is wider than the screen: a cut-off column does not show it scrolls.
 */
function TableBox({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  return (
    <div className="flex flex-col gap-1">
      {hint && overflows && (
        <p className="text-right text-xs font-medium text-ink-700">
          {hint} <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        ref={box}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-xl border border-ink-200"
      >
        <table className="w-full border-collapse text-sm tabular-nums">{children}</table>
      </div>
    </div>
  );
}

const th = 'bg-ink-50 px-2 py-2 text-left align-bottom font-semibold';
const td = 'border-t border-ink-200 px-2 py-2 text-right whitespace-nowrap';
const rowTh = 'border-t border-ink-200 px-2 py-2 text-left font-medium';
/** The first column stays while the months scroll under it (a line on its right edge marks where they pass). */
const stickyCell = 'sticky left-0 z-[1] shadow-[inset_-1px_0_0_#e7e5e4]';

function ReportSection(props: { title: string; note: string; chart: ReactNode; table: ReactNode; csv: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-3 sm:p-4"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {props.title}
        </h2>
        <p className="text-sm text-ink-700">{props.note}</p>
      </div>
      {props.chart}
      {props.table}
      {props.csv}
    </section>
  );
}

/** A section's figures, its CSV file's name and the chosen filters, named ("State: Lagos"), for the file's first lines. */
interface SectionProps {
  summary: PortfolioSummary;
  fileName: string;
  filters: readonly string[];
}

export function ParSection({ summary, fileName, filters }: SectionProps) {
  const rows = parRows(summary);
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bars',
      x: [0, 1, 2],
      categories: rows.map((row) => row.key),
      series: [{ label: 'Share of outstanding principal', color: '#c96707', values: rows.map((row) => row.share) }],
      yMax: Math.min(1, Math.max(0.1, ...rows.map((row) => row.share * 1.2))),
      yFormat: (v) => formatPercent(v, 0),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows are the summary's
    [summary],
  );
  return (
    <ReportSection
      title="Portfolio at risk"
      note="The share of outstanding principal on loans with an instalment unpaid for more than 1, 30 or 90 days."
      chart={<Chart spec={spec} />}
      table={
        <TableBox label="Portfolio at risk, table">
          <caption className="sr-only">Portfolio at risk as of {summary.asOf}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Measure
              </th>
              <th scope="col" className={`${th} text-right`}>
                Share of outstanding
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={rowTh}>
                  {row.key} <span className="font-normal text-ink-700">· {row.label.toLowerCase()}</span>
                </th>
                <td className={td}>{formatPercent(row.share)}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      }
      csv={<CsvButton what="portfolio at risk" fileName={fileName} csv={() => parCsv(summary, filters)} />}
    />
  );
}

export function AgingSection({ summary, fileName, filters }: SectionProps) {
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bars',
      x: summary.aging.map((_, i) => i),
      categories: summary.aging.map((bucket) => (bucket.key === 'current' ? 'Current' : bucket.key.replace('-', '–'))),
      series: [{ label: 'Outstanding', color: '#1d4ed8', values: summary.aging.map((bucket) => bucket.outstanding) }],
      yFormat: compactNaira,
      xLabel: 'Days overdue',
    }),
    [summary],
  );
  return (
    <ReportSection
      title="Aging"
      note="Active loans by how many days their oldest unpaid instalment is overdue."
      chart={<Chart spec={spec} />}
      table={
        <TableBox label="Aging, table">
          <caption className="sr-only">Active loans by days overdue as of {summary.asOf}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Days overdue
              </th>
              <th scope="col" className={`${th} text-right`}>
                Loans
              </th>
              <th scope="col" className={`${th} text-right`}>
                Outstanding
              </th>
              <th scope="col" className={`${th} text-right`}>
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.aging.map((bucket) => (
              <tr key={bucket.key}>
                <th scope="row" className={rowTh}>
                  {bucket.label}
                </th>
                <td className={td}>{bucket.loans}</td>
                <td className={td}>{naira(bucket.outstanding)}</td>
                <td className={td}>
                  {summary.outstandingPrincipal > 0
                    ? formatPercent(bucket.outstanding / summary.outstandingPrincipal)
                    : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      }
      csv={<CsvButton what="aging" fileName={fileName} csv={() => agingCsv(summary, filters)} />}
    />
  );
}

/** The cohorts the chart draws: those with a point (a month old or more), the latest CHART_COHORTS of them. */
export const chartCohorts = (s: PortfolioSummary) => s.cohorts.filter((c) => c.points.length > 0).slice(-CHART_COHORTS);

/** What the chart leaves to the table, in a sentence (null when it draws every cohort). */
function chartNote(s: PortfolioSummary, drawn: number): string | null {
  const young = s.cohorts.filter((c) => c.points.length === 0).map((c) => formatMonth(c.month));
  const older = s.cohorts.length - young.length - drawn;
  const parts = [
    older > 0 ? `The chart shows the ${drawn} latest cohorts; the table has all ${s.cohorts.length}.` : null,
    young.length > 0
      ? `${young.join(' and ')} ${young.length === 1 ? 'is' : 'are'} under a month old: no point yet.`
      : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function Legend({ series }: { series: ChartSpec['series'] }) {
  return (
    <ul aria-hidden="true" data-testid="cohort-legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <svg width="24" height="6" className="shrink-0">
            <line x1="0" y1="3" x2="24" y2="3" stroke={s.color} strokeWidth="2.5" strokeDasharray={s.dash?.join(' ')} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

export function CohortSection({ summary, fileName, filters }: SectionProps) {
  const months = Array.from({ length: cohortMonths(summary) }, (_, i) => i + 1);
  const drawn = chartCohorts(summary);
  const spec = useMemo<ChartSpec>(() => {
    const shown = chartCohorts(summary);
    const length = shown.reduce((most, cohort) => Math.max(most, cohort.points.at(-1)!.month), 0);
    return {
      kind: 'lines',
      x: Array.from({ length }, (_, i) => i + 1),
      series: shown.map((cohort, i) => ({
        label: formatMonth(cohort.month),
        ...cohortLooks[i % cohortLooks.length]!,
        values: Array.from({ length }, (_, m) => cohort.points.find((p) => p.month === m + 1)?.share ?? null),
      })),
      yMax: 1,
      yFormat: (v) => formatPercent(v, 0),
      xLabel: 'Months since installation',
    };
  }, [summary]);
  const note = chartNote(summary, drawn.length);
  return (
    <ReportSection
      title="Repayment by cohort"
      note="For the loans installed in each month, the share of the financed amount repaid after 1, 2, 3… months."
      chart={
        drawn.length === 0 ? (
          <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
            No cohort is a whole month old yet: a cohort’s curve starts once its month has ended.
          </p>
        ) : (
          <>
            <Chart spec={spec} />
            <Legend series={spec.series} />
            {note && <p className="text-sm text-ink-700">{note}</p>}
          </>
        )
      }
      table={
        <TableBox label="Repayment by cohort, table" hint="Scroll sideways for later months">
          <caption className="sr-only">Share of the financed amount repaid, by month of installation</caption>
          <thead>
            <tr>
              <th scope="col" className={`${th} ${stickyCell} whitespace-nowrap`}>
                Installed in
              </th>
              <th scope="col" className={`${th} text-right whitespace-nowrap`}>
                Loans
              </th>
              <th scope="col" className={`${th} text-right whitespace-nowrap`}>
                Financed
              </th>
              {months.map((m) => (
                <th key={m} scope="col" className={`${th} text-right whitespace-nowrap`}>
                  {m === 1 ? 'After 1 month' : `${m} months`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.cohorts.map((cohort) => (
              <tr key={cohort.month}>
                <th scope="row" className={`${rowTh} ${stickyCell} bg-white whitespace-nowrap`}>
                  {formatMonth(cohort.month)}
                </th>
                <td className={td}>{cohort.loans}</td>
                <td className={td}>{naira(cohort.financed)}</td>
                {months.map((m) => {
                  const point = cohort.points.find((p) => p.month === m);
                  return (
                    <td key={m} className={td}>
                      {point ? formatPercent(point.share) : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </TableBox>
      }
      csv={<CsvButton what="repayment by cohort" fileName={fileName} csv={() => cohortsCsv(summary, filters)} />}
    />
  );
}
