import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages } from '@imole/domain/account-rules';
import { loginSchema } from '@imole/domain/accounts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyResolver', () => {
  it("downloads the validation once, on preload, and answers with the schema's own messages", async () => {
    let loads = 0;
    const validation = lazyResolver(async () => {
      loads += 1;
      return zodResolver(loginSchema);
    });
    expect(loads).toBe(0);
    validation.preload();
    validation.preload();
    const result = await validation.resolver({ email: 'not-an-email', password: '' }, undefined, options);
    expect(loads).toBe(1);
    expect(result.errors.email?.message).toBe(accountMessages.emailInvalid);
    expect(result.errors.password?.message).toBe(accountMessages.password);
    const valid = await validation.resolver({ email: ' Ada@Example.com ', password: 'x' }, undefined, options);
    expect(valid).toEqual({ values: { email: 'ada@example.com', password: 'x' }, errors: {} });
  });

  it('sends the form as typed when the download fails, and tries again on the next submit', async () => {
    let loads = 0;
    const validation = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return zodResolver(loginSchema);
    });
    const values = { email: 'not-an-email', password: '' };
    expect(await validation.resolver(values, undefined, options)).toEqual({ values, errors: {} });
    const again = await validation.resolver(values, undefined, options);
    expect(loads).toBe(2);
    expect(again.errors.email?.message).toBe(accountMessages.emailInvalid);
  });
});
