/** The calendar day `days` after `day` (both 'YYYY-MM-DD'; `days` may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
