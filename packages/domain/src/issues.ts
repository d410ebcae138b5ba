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
