/** Nigeria keeps West Africa Time (UTC+1) all year, with no daylight saving. */
const WAT_OFFSET_MS = 60 * 60 * 1000;

/** The calendar day in Nigeria at an instant, 'YYYY-MM-DD'. */
export function lagosDate(at: Date): string {
  return new Date(at.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

export const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
