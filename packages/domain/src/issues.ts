/** Monitoring issues (customer spec §3: issueStatus 0 active/open; 1 and 2 resolved). */
export const IssueStatus = { Open: 0, Resolved: 1, Closed: 2 } as const;
export const issueStatusLabels = ['Open', 'Resolved', 'Closed'] as const;

export const issueCategories = [
  'No power at all',
  'Batteries run down quickly',
  'Inverter alarm or error',
  'Solar panels not charging',
  'Wiring, sockets or breakers',
  'Something else',
] as const;
export type IssueCategory = (typeof issueCategories)[number];

export const MAX_ISSUE_PHOTOS = 3;
export const MAX_ISSUE_PHOTO_BYTES = 500 * 1024;

export const ISSUE_DESCRIPTION_MIN = 10;
export const ISSUE_DESCRIPTION_MAX = 2000;

/** The sentences a customer meets when an issue is refused; the browser checks first with the same words. */
export const issueMessages = {
  category: 'Choose what the problem is about',
  description: 'Describe the problem',
  descriptionShort: 'Describe the problem in a sentence or two',
  descriptionLong: 'Keep the description under 2,000 characters',
  tooManyPhotos: `Add at most ${MAX_ISSUE_PHOTOS} photos`,
} as const;

export const ISSUE_NOTE_MIN = 3;
export const ISSUE_NOTE_MAX = 1000;

/** The sentences staff meet when a status change or an assignment is refused; the complaint page checks first with the same words. */
export const issueStatusMessages = {
  status: 'Choose a status: 0 open, 1 resolved, 2 closed',
  note: 'Write a note for the customer',
  noteTooLong: 'Keep the note under 1,000 characters',
  engineer: 'Choose an engineer',
  activeEngineer: 'Choose an active engineer.',
} as const;

/** The first problem with a note on a status change, counted as the API counts it (trimmed), or null. */
export function issueNoteError(note: string): string | null {
  const length = note.trim().length;
  if (length < ISSUE_NOTE_MIN) return issueStatusMessages.note;
  if (length > ISSUE_NOTE_MAX) return issueStatusMessages.noteTooLong;
  return null;
}

export const isIssueCategory = (value: string): value is IssueCategory =>
  (issueCategories as readonly string[]).includes(value);

/** The first problem with a new issue's category, or null. */
export function issueCategoryError(category: string): string | null {
  return isIssueCategory(category) ? null : issueMessages.category;
}

/** The first problem with a new issue's description, counted as the API counts it (trimmed, UTF-16 units), or null. */
export function issueDescriptionError(description: string): string | null {
  const length = description.trim().length;
  if (length === 0) return issueMessages.description;
  if (length < ISSUE_DESCRIPTION_MIN) return issueMessages.descriptionShort;
  if (length > ISSUE_DESCRIPTION_MAX) return issueMessages.descriptionLong;
  return null;
}
