import { accountMessages, passwordField } from '@imole/domain/accounts';
import { z } from 'zod';

/**
 * A new password typed twice. The second field never goes to the server, so this check lives here; its message is
 * the shared one. Zod runs the match only when both fields pass their own rules (first failure shown).
 */
export const confirmPasswordField = z
  .string({ error: 'Please type your new password again' })
  .min(1, 'Please type your new password again');

export const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;

export const mismatch = { message: accountMessages.passwordMismatch, path: ['confirmPassword'] };

export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmPasswordField })
  .refine(passwordsMatch, mismatch);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
