import type { Channel, PromiseStatus, WorklistFilter } from './api.ts';

/** The worklist's filters (the URL's `filter`), the first the default. */
export const filterTabs = [
  { key: 'all', label: 'All overdue', query: {}, empty: 'No loan is overdue today.' },
  { key: '1-30', label: '1–30 days', query: { minDays: 1, maxDays: 30 }, empty: 'No loan is 1 to 30 days overdue.' },
  {
    key: '31-90',
    label: '31–90 days',
    query: { minDays: 31, maxDays: 90 },
    empty: 'No loan is 31 to 90 days overdue.',
  },
  { key: '90+', label: 'Over 90 days', query: { minDays: 91 }, empty: 'No loan is more than 90 days overdue.' },
  {
    key: 'broken',
    label: 'Promises broken',
    query: { promise: 'broken' },
    empty: 'No promise to pay has been broken.',
  },
] as const satisfies readonly {
  key: string;
  label: string;
  query: Omit<WorklistFilter, 'search'>;
  empty: string;
}[];

export type FilterTab = (typeof filterTabs)[number];

export const filterTabOf = (key: string | null): FilterTab => filterTabs.find((t) => t.key === key) ?? filterTabs[0];

export const channelWords: Record<Channel, string> = { call: 'Call', visit: 'Visit', sms: 'SMS' };

export const promiseWords: Record<PromiseStatus, string> = {
  open: 'Open',
  kept: 'Kept',
  broken: 'Broken',
};

/** A loan is written off only at this many days overdue or more (the API's rule, docs/portfolio.md). */
export const WRITE_OFF_DAYS = 180;
/** A promise to pay is dated from today to this many days ahead. */
export const PROMISE_MAX_DAYS = 60;

export const daysWord = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
