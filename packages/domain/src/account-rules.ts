/**
 * The account rules that need no schema library: lengths, the messages and the phone number's normal form. The
 * schemas of accounts.ts are built on them; a page imports these without downloading zod (docs/performance.md).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
/** A sign-up or reset code: exactly CODE_LENGTH digits (after trimming). */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export const accountMessages = {
  firstname: 'Please enter your first name',
  lastname: 'Please enter your last name',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  phoneNumber: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid Nigerian phone number, e.g. 0803 123 4567',
  password: 'Please enter your password',
  passwordShort: `Your password must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `Your password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: 'This password is too common. Choose one that is harder to guess',
  passwordMismatch: 'The two passwords do not match',
  /** A new password equal to the current one: the change-password form says it before sending, the API after. */
  samePassword: 'Your new password is the same as your current one. Choose a different password.',
  code: `Enter the ${CODE_LENGTH}-digit code`,
  referralCode: 'A referral code is the phone number of the person who referred you, e.g. 0803 123 4567',
} as const;

/**
 * Nigerian mobile numbers in any common form (0803 123 4567, +234 803 123 4567, 2348031234567) to the 11-digit local
 * form, or null when it is not one.
 */
export function normalizeNigerianPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  let local: string;
  if (/^234\d{10}$/.test(digits)) local = `0${digits.slice(3)}`;
  else if (/^0\d{10}$/.test(digits)) local = digits;
  else if (/^[789]\d{9}$/.test(digits)) local = `0${digits}`;
  else return null;
  return /^0[789][01]\d{8}$/.test(local) ? local : null;
}

/** 08031234567 -> 2348031234567, the form SMS gateways expect. */
export function internationalPhone(local: string): string {
  return `234${local.slice(1)}`;
}

/** Whether a typed code is one (the rule of `codeField`, for a page that checks it without the schema library). */
export function isCode(value: string): boolean {
  return CODE_PATTERN.test(value.trim());
}
