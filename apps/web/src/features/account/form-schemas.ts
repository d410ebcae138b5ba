// The change-password form's validation (the domain's rule, with zod and its resolver), in the `validation` chunk
// that the page loads when the person first focuses the form (lib/forms/lazy-resolver.ts), not before the page can
// respond (issue 24; docs/performance.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordSchema } from '@imole/domain/accounts';
import { z } from 'zod';

/** The server's sentence for a new password equal to the current one, said before sending (the API says it too). */
export const samePasswordMessage = 'Your new password is the same as your current one. Choose a different password.';

/** The form adds "confirm new password" to the shared rule (only the two passwords travel). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword !== value.oldPassword, { message: samePasswordMessage, path: ['newPassword'] })
  .refine((value) => value.confirmPassword === value.newPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  });

export const changePasswordResolver = zodResolver(changePasswordFormSchema);
