/**
 * Identity verification (KYC): the form's rules (staff spec §5 "KYC", §9), one definition for the browser and the API.
 * kycFailure answers the FIRST failing rule, in the spec's order, with the field it belongs to, or null when all is
 * well. Files are checked here by presence and kind as the browser knows them; the server checks them again by their
 * content (a real PDF, a real image) and size (docs/kyc.md).
 */

/** Means of identification (staff spec §3 KYC payload `meansOfId`). */
export const MeansOfId = { NationalId: 1, VotersCard: 2, DriversLicense: 3 } as const;
export type MeansOfId = (typeof MeansOfId)[keyof typeof MeansOfId];
export const meansOfIdLabels: Record<MeansOfId, string> = {
  1: 'National ID',
  2: "Voter's card",
  3: "Driver's license",
};

export const BVN_LENGTH = 11;
export const NUBAN_LENGTH = 10;
export const MIN_KYC_AGE_YEARS = 18;
/** The statement of account must cover more than this many months up to today (staff spec §9). */
export const STATEMENT_MONTHS = 3;
/** Largest file the server keeps (statement or ID image). */
export const MAX_KYC_FILE_BYTES = 10 * 1024 * 1024;
/** The browser shrinks the ID image to at most this before upload. */
export const ID_IMAGE_TARGET_BYTES = 500 * 1024;

export const kycMessages = {
  dateOfBirth: 'Please enter Date of birth',
  bvn: 'Enter a valid BVN',
  bank: 'Select your bank',
  statement: 'Upload your statement of account',
  accountNumber: 'Please enter account number',
  accountName: 'Please enter account name',
  meansOfId: 'Select your means of identification',
  idImage: 'Upload your means of identification document',
} as const;

/** Ours: what the spec's messages do not say, each checked right after the spec's rule for its field. */
export const kycLimitMessages = {
  tooYoung: `You must be at least ${MIN_KYC_AGE_YEARS} years old to buy on credit.`,
  accountNumber: `Enter your ${NUBAN_LENGTH}-digit account number (NUBAN).`,
  statementKind: 'Your statement of account must be a PDF file.',
  idImageKind: 'Your means of identification must be a photo (JPEG, PNG or WebP).',
  tooLarge: `Each file must be at most ${MAX_KYC_FILE_BYTES / 1024 / 1024} MB.`,
} as const;

export type KycField =
  | 'dateOfBirth'
  | 'bvn'
  | 'bankId'
  | 'stateOfAccount'
  | 'accountNumber'
  | 'accountName'
  | 'meansOfId'
  | 'meansOfIdImage';

export interface KycInput {
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  bvn?: string | null;
  bankId?: number | string | null;
  /** The statement of account, as the browser or the payload has it. */
  stateOfAccount?: KycFile | null;
  accountNumber?: string | null;
  accountName?: string | null;
  meansOfId?: number | string | null;
  meansOfIdImage?: KycFile | null;
}

/** What the rules need to know of a file: its type as declared (MIME) and its size in bytes. */
export interface KycFile {
  type: string;
  size: number;
}

const blank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The latest date of birth allowed on `today` (YYYY-MM-DD, Lagos): today minus 18 years (29 Feb → 28 Feb). */
export function latestDateOfBirth(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - MIN_KYC_AGE_YEARS;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** A real calendar day, YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

export const isPdfType = (type: string): boolean => type.toLowerCase() === 'application/pdf';
export const isIdImageType = (type: string): boolean => /^image\/(jpeg|png|webp)$/i.test(type);

/**
 * The form's first failure on `today` (YYYY-MM-DD, Lagos), in the spec's order; each field's own limit (age, NUBAN
 * length, file kind and size) right after its spec rule.
 */
export function kycFailure(input: KycInput, today: string): { field: KycField; message: string } | null {
  const dob = String(input.dateOfBirth ?? '').trim();
  if (!dob || !isCalendarDay(dob)) return { field: 'dateOfBirth', message: kycMessages.dateOfBirth };
  if (dob > latestDateOfBirth(today)) return { field: 'dateOfBirth', message: kycLimitMessages.tooYoung };
  if (!new RegExp(`^\\d{${BVN_LENGTH}}$`).test(String(input.bvn ?? '').trim()))
    return { field: 'bvn', message: kycMessages.bvn };
  if (blank(input.bankId) || !(Number(input.bankId) > 0)) return { field: 'bankId', message: kycMessages.bank };
  const statement = input.stateOfAccount;
  if (!statement || statement.size <= 0) return { field: 'stateOfAccount', message: kycMessages.statement };
  if (!isPdfType(statement.type)) return { field: 'stateOfAccount', message: kycLimitMessages.statementKind };
  if (statement.size > MAX_KYC_FILE_BYTES) return { field: 'stateOfAccount', message: kycLimitMessages.tooLarge };
  const account = String(input.accountNumber ?? '').trim();
  if (!account) return { field: 'accountNumber', message: kycMessages.accountNumber };
  if (!new RegExp(`^\\d{${NUBAN_LENGTH}}$`).test(account))
    return { field: 'accountNumber', message: kycLimitMessages.accountNumber };
  if (blank(input.accountName)) return { field: 'accountName', message: kycMessages.accountName };
  if (![1, 2, 3].includes(Number(input.meansOfId)) || blank(input.meansOfId))
    return { field: 'meansOfId', message: kycMessages.meansOfId };
  const image = input.meansOfIdImage;
  if (!image || image.size <= 0) return { field: 'meansOfIdImage', message: kycMessages.idImage };
  if (!isIdImageType(image.type)) return { field: 'meansOfIdImage', message: kycLimitMessages.idImageKind };
  if (image.size > MAX_KYC_FILE_BYTES) return { field: 'meansOfIdImage', message: kycLimitMessages.tooLarge };
  return null;
}

/**
 * BVN •••••••1234, account ••••••7890: only the last four digits ever leave the server. `length`: the whole number's,
 * when only its last four digits are kept (the BVN's 11, a NUBAN's 10).
 */
export function maskDigits(value: string | null | undefined, length = value?.length ?? 0): string | null {
  if (!value) return null;
  return `${'•'.repeat(Math.max(0, length - 4))}${value.slice(-4)}`;
}

/**
 * Where a request's identity verification stands (docs/kyc.md):
 * - `none`: no details given yet;
 * - `details`: the form is in, the selfie and liveness check not done (or to be done again);
 * - `submitted`: the check is with the provider;
 * - `review`: the provider could not decide; staff approve or reject;
 * - `verified`: passed (by the provider, or approved by staff);
 * - `rejected`: failed; the customer can give their details and take the check again.
 */
export const KycStatus = {
  None: 'none',
  Details: 'details',
  Submitted: 'submitted',
  Review: 'review',
  Verified: 'verified',
  Rejected: 'rejected',
} as const;
export type KycStatus = (typeof KycStatus)[keyof typeof KycStatus];

export const kycStatusLabels: Record<KycStatus, string> = {
  none: 'Not started',
  details: 'Details given, selfie check to do',
  submitted: 'Checking',
  review: 'Waiting for our review',
  verified: 'Verified',
  rejected: 'Not verified',
};
