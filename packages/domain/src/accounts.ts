import { z } from 'zod';

/**
 * Account rules shared by the browser and the API: the same schema validates the form and the request, so the person
 * sees the same sentence in both places. The spec gives no texts for these forms; ours follow the spec's style
 * ("Please enter …").
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;

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

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const emailFieldSaying = (message: string) =>
  required(message)
    .max(254, accountMessages.emailInvalid)
    .pipe(z.email({ error: accountMessages.emailInvalid }))
    .transform((email) => email.toLowerCase());

const phoneFieldSaying = (message: string) =>
  required(message).transform((value, ctx) => {
    const phone = normalizeNigerianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: accountMessages.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

export const emailField = emailFieldSaying(accountMessages.email);
export const phoneField = phoneFieldSaying(accountMessages.phoneNumber);

/** Length only: the list of common passwords lives on the server (it is too big to send to a phone). */
export const passwordField = z
  .string({ error: accountMessages.password })
  .min(1, accountMessages.password)
  .min(PASSWORD_MIN, accountMessages.passwordShort)
  .max(PASSWORD_MAX, accountMessages.passwordLong);

export const codeField = z
  .string({ error: accountMessages.code })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), accountMessages.code);

const nameField = (message: string) => required(message).max(60, `${message} (at most 60 characters)`);

export const signUpSchema = z.object({
  firstname: nameField(accountMessages.firstname),
  lastname: nameField(accountMessages.lastname),
  email: emailField,
  phoneNumber: phoneField,
  password: passwordField,
  referralCode: z
    .string()
    .trim()
    .max(20, accountMessages.referralCode)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const phone = normalizeNigerianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: accountMessages.referralCode });
        return z.NEVER;
      }
      return phone;
    }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const staffSignUpSchema = signUpSchema.omit({ referralCode: true });

/**
 * An administrator inviting a staff member (CreateSupportUser, /add-engineers) fills in another person's details: the
 * sign-up's rules, said of "their" details, not "your" (issue 19: the form told the admin "your first name").
 */
export const inviteeMessages = {
  firstname: 'Please enter their first name',
  lastname: 'Please enter their last name',
  email: 'Please enter their email',
  phoneNumber: 'Please enter their phone number',
} as const;

export const inviteeSchema = z.object({
  firstname: nameField(inviteeMessages.firstname),
  lastname: nameField(inviteeMessages.lastname),
  email: emailFieldSaying(inviteeMessages.email),
  phoneNumber: phoneFieldSaying(inviteeMessages.phoneNumber),
});

/**
 * A sales agent asking for a quote for a customer (issue 20, CreateSalesQuoteRequestWithProduct) fills in the
 * customer's contact: said of "the customer's" details, on the form and from the API alike.
 */
export const customerContactMessages = {
  firstname: "Please enter the customer's first name",
  lastname: "Please enter the customer's last name",
  email: "Please enter the customer's email",
  phoneNumber: "Please enter the customer's phone number",
} as const;

export const customerContactSchema = z.object({
  firstname: nameField(customerContactMessages.firstname),
  lastname: nameField(customerContactMessages.lastname),
  email: emailFieldSaying(customerContactMessages.email),
  phoneNumber: phoneFieldSaying(customerContactMessages.phoneNumber),
});

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: accountMessages.password })
    .min(1, accountMessages.password)
    .max(PASSWORD_MAX, accountMessages.passwordLong),
});

export const confirmAccountSchema = z.object({ email: emailField, token: codeField });
export const emailOnlySchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({ email: emailField, token: codeField, password: passwordField });
export const changePasswordSchema = z.object({
  oldPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX),
  newPassword: passwordField,
});

export const profileSchema = z.object({
  firstname: nameField(accountMessages.firstname),
  lastname: nameField(accountMessages.lastname),
  email: emailField,
  phoneNumber: phoneField,
  /** base64 image (a data URL or bare base64), already shrunk in the browser; null removes the photo. */
  image: z.string().max(400_000, 'The photo is too large; choose a smaller one').nullable().optional(),
});
