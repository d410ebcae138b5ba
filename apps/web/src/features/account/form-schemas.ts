// The change-password form's validation (the domain's rule, with zod and its resolver), in the `validation` chunk
// that the page loads when the person first focuses the form (lib/forms/lazy-resolver.ts), not before the page can
// respond (issue 24; docs/performance.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordSchema } from '@imole/domain/accounts';
import { z } from 'zod';

/** The form adds "confirm new password" to the shared rule (only the two passwords travel). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword !== value.oldPassword, {
    message: accountMessages.samePassword,
    path: ['newPassword'],
  })
  .refine((value) => value.confirmPassword === value.newPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  });

export const changePasswordResolver = zodResolver(changePasswordFormSchema);
