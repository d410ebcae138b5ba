import { csvText } from '../../lib/csv.ts';
import type { PortfolioSummary } from './api.ts';

type Cell = string | number | null;

/**
 * A header row and rows as CSV text, CRLF line ends; `lead` rows (what the file is for) go before the header.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  lead: readonly (readonly Cell[])[] = [],
): string {
  return csvText([...lead, header, ...rows]);
}

/**
 * A UTF-8 byte order mark: without it Excel reads the file as Windows-1252 and "1–30 days" comes out as "1â€“30 days".
 */
export const BOM = '\uFEFF';

/**
 * The file's first lines: which table, the day, the collection rate's period and the filters (named, as on the
 * page: "State: Lagos"), so a file that was renamed or pasted elsewhere still says what it holds. Always four rows,
 * so the table's header is always on line 5.
 */
export function leadRows(table: string, s: PortfolioSummary, filters: readonly string[]): Cell[][] {
  return [
    ['Imole portfolio', table],
    ['As of', s.asOf],
    ['Collection rate period', `${s.period.from} to ${s.period.to}`],
    ['Filters', filters.length > 0 ? filters.join('; ') : 'None (every loan)'],
  ];
}

/** Kobo as naira with two decimals, the way a spreadsheet reads an amount: 123450 -> "1234.50". */
export const nairaCell = (kobo: number): string => (kobo / 100).toFixed(2);

/** A fraction as a decimal (0.1234, not 12.34%), at most six places; null (nothing to divide) stays empty. */
export const fractionCell = (value: number | null): string | null =>
  value === null ? null : String(Number(value.toFixed(6)));

/** The headline figures, one per row. */
export function summaryCsv(s: PortfolioSummary, filters: readonly string[]): string {
  return toCsv(
    ['Figure', 'Value'],
    [
      ['Active loans', s.activeLoans],
      ['Outstanding principal (NGN)', nairaCell(s.outstandingPrincipal)],
      ['PAR1', fractionCell(s.par1)],
      ['PAR30', fractionCell(s.par30)],
      ['PAR90', fractionCell(s.par90)],
      ['Collection rate', fractionCell(s.collectionRate)],
      ['Collected in the period (NGN)', nairaCell(s.collected)],
      ['Due in the period (NGN)', nairaCell(s.due)],
      ['Defaults (loans over 90 days overdue)', s.defaults.count],
      ['Defaults outstanding (NGN)', nairaCell(s.defaults.outstanding)],
      ['Write-offs (loans)', s.writeOffs.count],
      ['Written-off principal (NGN)', nairaCell(s.writeOffs.principal)],
    ],
    leadRows('Figures', s, filters),
  );
}

export const parRows = (s: PortfolioSummary) =>
  [
    { key: 'PAR1', label: 'More than 1 day overdue', share: s.par1 },
    { key: 'PAR30', label: 'More than 30 days overdue', share: s.par30 },
    { key: 'PAR90', label: 'More than 90 days overdue', share: s.par90 },
  ] as const;

export function parCsv(s: PortfolioSummary, filters: readonly string[]): string {
  return toCsv(
    ['Measure', 'Overdue', 'Share of outstanding principal'],
    parRows(s).map((row) => [row.key, row.label, fractionCell(row.share)]),
    leadRows('Portfolio at risk', s, filters),
  );
}

export function agingCsv(s: PortfolioSummary, filters: readonly string[]): string {
  return toCsv(
    ['Days overdue', 'Loans', 'Outstanding principal (NGN)', 'Share of outstanding principal'],
    s.aging.map((bucket) => [
      bucket.label,
      bucket.loans,
      nairaCell(bucket.outstanding),
      fractionCell(s.outstandingPrincipal > 0 ? bucket.outstanding / s.outstandingPrincipal : null),
    ]),
    leadRows('Aging', s, filters),
  );
}

/** The longest cohort's age: how many "after m months" columns the cohort table has. */
export const cohortMonths = (s: PortfolioSummary): number =>
  s.cohorts.reduce((most, cohort) => Math.max(most, cohort.points.at(-1)?.month ?? 0), 0);

export function cohortsCsv(s: PortfolioSummary, filters: readonly string[]): string {
  const months = Array.from({ length: cohortMonths(s) }, (_, i) => i + 1);
  return toCsv(
    ['Installed in', 'Loans', 'Financed (NGN)', ...months.map((m) => `Repaid after ${m} month${m === 1 ? '' : 's'}`)],
    s.cohorts.map((cohort) => [
      cohort.month,
      cohort.loans,
      nairaCell(cohort.financed),
      ...months.map((m) => fractionCell(cohort.points.find((p) => p.month === m)?.share ?? null)),
    ]),
    leadRows('Repayment by cohort', s, filters),
  );
}
