/**
 * A bank-financed request's application (issue 22; docs/banks.md "The application"): its stage, one word derived from
 * the application's status, the request's status, the quote's status and whether the signed undertaking is in.
 */
export const applicationStages = [
  'awaiting-price',
  'awaiting-undertaking',
  'awaiting-decision',
  'approved',
  'declined',
  'switched',
] as const;
export type ApplicationStage = (typeof applicationStages)[number];
export type ApplicationStatus = 'open' | 'approved' | 'declined' | 'switched';

/**
 * Where the application stands: awaiting-price until staff have priced the request (request status 0/1, or no sent
 * quote yet); then awaiting-undertaking until the customer uploads the signed undertaking; then awaiting-decision;
 * and the decision itself (approved, declined), or switched once a declined customer took an ordinary plan.
 */
export function applicationStageOf(input: {
  status: ApplicationStatus;
  requestStatus: number;
  /** The quote's status (0 draft, 1 sent, 2 paid, 7 expired, 8 rejected), or null when there is no quote yet. */
  quoteStatus: number | null;
  undertakingUploaded: boolean;
  /**
   * When the undertaking was uploaded and when the quote was last priced: an undertaking signed before the request was
   * priced again (the customer edited it) names an old amount, so the bank waits for a new one.
   */
  undertakingUploadedAt?: Date | string | null;
  pricedAt?: Date | string | null;
}): ApplicationStage {
  if (input.status !== 'open') return input.status;
  if (input.requestStatus < 2 || input.quoteStatus === null || input.quoteStatus === 0) return 'awaiting-price';
  return input.undertakingUploaded && !undertakingStale(input) ? 'awaiting-decision' : 'awaiting-undertaking';
}

function undertakingStale(input: { undertakingUploadedAt?: Date | string | null; pricedAt?: Date | string | null }) {
  if (!input.undertakingUploadedAt || !input.pricedAt) return false;
  return new Date(input.undertakingUploadedAt).getTime() < new Date(input.pricedAt).getTime();
}

/** The customer may upload (or replace) the signed undertaking at these stages only. */
export const undertakingUploadStages: readonly ApplicationStage[] = ['awaiting-undertaking', 'awaiting-decision'];

/** The undertaking's largest file: 10 MB (a phone's photo of a signed page, or a scanned PDF). */
export const UNDERTAKING_MAX_BYTES = 10 * 1024 * 1024;

export const bankApplicationMessages = {
  notFound: 'We could not find that bank application.',
  notPriced:
    'Your quote is not priced yet: the undertaking form shows the amount, so it is ready once our team has priced your request.',
  reasonRequired: 'Say why the application is declined, so the customer knows what to do.',
  noFile: 'Choose the signed undertaking to upload: a PDF or a photo (JPEG, PNG or WebP).',
  wrongKind:
    'This file is not a PDF or a photo we can read. Upload the signed undertaking as a PDF, or take a photo of it (JPEG, PNG or WebP).',
  tooLarge: 'This file is larger than 10 MB. Take the photo again at a smaller size, or scan the page as a PDF.',
  notSwitchable: 'Only a declined bank application can be switched to an ordinary plan.',
} as const;

/**
 * Quote/UpdateQuoteRequest on a bank-financed request, and the dashboard's line where "Edit quote request" would be
 * (docs/banks.md "Changing a bank-financed request"): the bank's undertaking names the package and its price.
 */
export const bankRequestLockedMessage =
  'Your bank finances this package at this price, so it cannot be changed here. To change the package or the installation address, ask Imole’s support.';
