import { z } from 'zod';
import { accountMessages, CODE_PATTERN, normalizeNigerianPhone, PASSWORD_MAX, PASSWORD_MIN } from './account-rules.ts';

/**
 * Account rules shared by the browser and the API: the same schema validates the form and the request, so the person
 * sees the same sentence in both places. The spec gives no texts for these forms; ours follow the spec's style
 * ("Please enter …").
 */

export * from './account-rules.ts';

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

export const codeField = z.string({ error: accountMessages.code }).trim().regex(CODE_PATTERN, accountMessages.code);

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
