import { isCalendarDate } from '@imole/domain/dates';
import type { PortfolioFilterOptions } from './api.ts';

/**
 * What the page shows, as its URL holds it (/portfolio?asOf=2026-10-31&stateId=25): only what the person chose, so a
 * month-end report re-opens by its link with the same figures, and a link without asOf is always "today".
 */
export interface PortfolioQuery {
  asOf?: string;
  from?: string;
  to?: string;
  stateId?: string;
  /** A package's id, or 'custom' for systems built from components. */
  packageId?: string;
  agentId?: string;
  coordinatorId?: string;
  financialInstitutionId?: string;
}

export const queryKeys = [
  'asOf',
  'from',
  'to',
  'stateId',
  'packageId',
  'agentId',
  'coordinatorId',
  'financialInstitutionId',
] as const satisfies readonly (keyof PortfolioQuery)[];

export type FilterKey = 'stateId' | 'packageId' | 'agentId' | 'coordinatorId' | 'financialInstitutionId';
export const filterKeys: readonly FilterKey[] = [
  'stateId',
  'packageId',
  'agentId',
  'coordinatorId',
  'financialInstitutionId',
];

export function queryOf(params: URLSearchParams): PortfolioQuery {
  const query: PortfolioQuery = {};
  for (const key of queryKeys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The query with one value changed (an empty value removes it). */
export function withValue(query: PortfolioQuery, key: keyof PortfolioQuery, value: string): PortfolioQuery {
  const next = { ...query };
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

export function paramsOf(query: PortfolioQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of queryKeys) if (query[key]) params.set(key, query[key]);
  return params;
}

/** The dates the figures are for: the chosen ones, else today and the month to date (the server's defaults too). */
export function datesOf(query: PortfolioQuery, today: string): { asOf: string; from: string; to: string } {
  const asOf = query.asOf ?? today;
  return { asOf, from: query.from ?? `${asOf.slice(0, 8)}01`, to: query.to ?? asOf };
}

/** What is wrong with the chosen dates, in words, before asking the server (which says the same with a 400). */
export function datesProblem(query: PortfolioQuery, today: string): string | null {
  for (const [key, label] of [
    ['asOf', 'The “as of” date'],
    ['from', 'The period’s first day'],
    ['to', 'The period’s last day'],
  ] as const) {
    const value = query[key];
    if (value !== undefined && !isCalendarDate(value)) return `${label} is not a date: choose one from the calendar.`;
  }
  const { asOf, from, to } = datesOf(query, today);
  if (asOf > today) return 'The figures can be as of today at the latest: choose today or a day before.';
  if (from > to) return 'The period starts after it ends: choose a first day on or before the last day.';
  if (to > asOf) return 'The period ends after the “as of” date: it can end on that day at the latest.';
  return null;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const filterWords: Record<FilterKey, [string, Exclude<keyof PortfolioFilterOptions, 'customSystems'>]> = {
  stateId: ['state', 'states'],
  packageId: ['product', 'packages'],
  agentId: ['agent', 'agents'],
  coordinatorId: ['coordinator', 'coordinators'],
  financialInstitutionId: ['bank', 'financialInstitutions'],
};

/** Each filter's label on the form and in the line that says what the figures are for ("Agent: Kemi Adeyemi"). */
export const filterLabels: Record<FilterKey, { label: string; any: string }> = {
  stateId: { label: 'State', any: 'Every state' },
  packageId: { label: 'Product', any: 'Every product' },
  agentId: { label: 'Agent', any: 'Every agent' },
  coordinatorId: { label: 'Coordinator', any: 'Every coordinator' },
  financialInstitutionId: { label: 'Partner bank', any: 'Every partner bank' },
};

/**
 * The chosen filters, each named ("State: Lagos", "Coordinator: Emeka Nwosu"): one person can be both an agent and
 * a coordinator, so the name alone does not say which filter it is.
 */
export function chosenFilters(query: PortfolioQuery, options: PortfolioFilterOptions | undefined): string[] {
  return filterKeys
    .filter((key) => query[key])
    .map((key) => `${filterLabels[key].label}: ${filterValueName(key, query[key]!, options)}`);
}

/** The name of a chosen filter value ("Lagos", "Custom system"), or its id when the list has not loaded. */
export function filterValueName(key: FilterKey, value: string, options: PortfolioFilterOptions | undefined): string {
  if (key === 'packageId' && value === 'custom') return 'Custom system';
  const list = options?.[filterWords[key][1]] ?? [];
  return list.find((option) => String(option.id) === value)?.name ?? `#${value}`;
}

/**
 * A CSV file's name: what it holds, the as-of date, the period and each filter chosen, e.g.
 * "portfolio-aging_as-of-2026-10-31_period-2026-10-01-to-2026-10-31_state-lagos.csv".
 */
export function csvFileName(
  table: string,
  query: PortfolioQuery,
  today: string,
  options: PortfolioFilterOptions | undefined,
): string {
  const { asOf, from, to } = datesOf(query, today);
  const parts = [`portfolio-${table}`, `as-of-${asOf}`, `period-${from}-to-${to}`];
  for (const key of filterKeys) {
    const value = query[key];
    if (value) parts.push(`${filterWords[key][0]}-${slug(filterValueName(key, value, options)) || value}`);
  }
  return `${parts.join('_')}.csv`;
}
