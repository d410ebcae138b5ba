// The auth forms' validation (the domain's schemas, with zod and its resolver), in a chunk of its own that the
// pages load when the person first focuses a form (lib/forms/lazy-resolver.ts), not before the page can respond.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, signUpSchema } from '@imole/domain/accounts';

export const loginResolver = zodResolver(loginSchema);
export const signUpResolver = zodResolver(signUpSchema);
