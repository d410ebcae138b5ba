/**
 * Maintenance checks ("monitoring schedules", docs/after-sale.md "Maintenance checks"). A check's status is worked
 * out from its dates, never stored: open and due today or earlier is Due, open and later is Upcoming.
 */
export const CheckStatus = { Due: 0, Upcoming: 1, Closed: 2 } as const;
export type CheckStatus = (typeof CheckStatus)[keyof typeof CheckStatus];
export const checkStatusLabels = ['Due', 'Upcoming', 'Closed'] as const;

/** The status of a check on a Lagos calendar day (`today`, YYYY-MM-DD). */
export function checkStatusOf(check: { dueDate: string; closed: boolean }, today: string): CheckStatus {
  if (check.closed) return CheckStatus.Closed;
  return check.dueDate <= today ? CheckStatus.Due : CheckStatus.Upcoming;
}

export const MAX_CHECK_PHOTOS = 6;
export const MAX_CHECK_PHOTO_BYTES = 500 * 1024;
export const CHECK_NOTE_MIN = 3;
export const CHECK_NOTE_MAX = 1000;

export const checkMessages = {
  status: 'Choose a status: 0 due, 1 upcoming, 2 closed',
  note: 'Write what you checked and did',
  noteTooLong: 'Keep the note under 1,000 characters',
  needsPhoto: 'Upload at least one photo of the system before closing the check',
  tooManyPhotos: `A check can have at most ${MAX_CHECK_PHOTOS} photos.`,
  closed: 'This maintenance check is already closed.',
  notFound: 'Maintenance check not found.',
} as const;
