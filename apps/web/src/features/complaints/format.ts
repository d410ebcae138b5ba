/** Words and dates of complaints and maintenance checks, as staff read them (days and times: lib/staff-dates.ts). */

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative when `day` is past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** When an open check is due, next to its date: "Due today", "2 days late", "Due tomorrow", "Due in 12 days". */
export function dueWords(dueDate: string, today: string): string {
  const left = daysBetween(today, dueDate);
  if (left === 0) return 'Due today';
  if (left < 0) return `${days(-left)} late`;
  if (left === 1) return 'Due tomorrow';
  return `Due in ${days(left)}`;
}

/** The complaint's status (0 open, 1 resolved, 2 closed), for the status control and badges. */
export const complaintStatuses = [
  { value: 0, label: 'Open', hint: 'Still being worked on' },
  { value: 1, label: 'Resolved', hint: 'The problem is fixed' },
  { value: 2, label: 'Closed', hint: 'No further action' },
] as const;

const badgeTones = {
  warning: 'bg-brand-100 text-brand-900',
  success: 'bg-success-100 text-success-800',
  info: 'bg-info-100 text-info-800',
  danger: 'bg-danger-100 text-danger-800',
  muted: 'bg-ink-200 text-ink-800',
} as const;
export type BadgeTone = keyof typeof badgeTones;

export const badgeClasses = (tone: BadgeTone) =>
  `inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${badgeTones[tone]}`;

export const complaintTone = (issueStatus: number): BadgeTone =>
  issueStatus === 0 ? 'warning' : issueStatus === 1 ? 'success' : 'muted';

export const scheduleTone = (status: number): BadgeTone => (status === 0 ? 'danger' : status === 1 ? 'info' : 'muted');
