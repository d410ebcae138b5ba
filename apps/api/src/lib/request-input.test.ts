/**
 * What no route's schema has to say for itself (issue 18 §4): NUL and lone surrogates are refused in every string,
 * whole-number fields refuse `true` and "1e3", figures without a maximum of their own stop at 1,000,000,000 (an
 * amount at ₦1,000,000,000), each with a 400 in the usual envelope that names the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      seed: false,
      beforeReady(app) {
        app.post(
          '/api/test/figures',
          {
            config: { access: 'public' },
            schema: {
              body: z.object({
                quantity: z.coerce.number().int().optional(),
                amount: z.number().optional(),
                unitPrice: z.coerce.number().nullish(),
                installationCost: z.number().int().optional(),
                id: z.number().int().optional(),
                capped: z.number().max(10).optional(),
                weight: z.number().optional(),
                items: z.array(z.object({ count: z.coerce.number().int() })).optional(),
                note: z.string().optional(),
              }),
            },
          },
          async (request) => ({ status: true, message: 'ok', received: request.body }),
        );
        app.get(
          '/api/test/things/:name',
          {
            config: { access: 'public' },
            schema: {
              params: z.object({ name: z.string() }),
              querystring: z.object({ q: z.string().optional(), page: z.coerce.number().int().optional() }),
            },
          },
          async (request) => ({ status: true, message: 'ok', received: request.query }),
        );
      },
    },
  );
});
afterAll(() => t.close());

const post = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/figures',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

function refused(message: string) {
  return { statusCode: 400, body: { status: false, code: 'VALIDATION_FAILED', message } };
}
const answer = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await response;
  return { statusCode: r.statusCode, body: r.json() };
};

describe('text', () => {
  it('refuses a NUL character anywhere in the body, the query or the path', async () => {
    expect(await answer(post({ note: 'a\u0000b' }))).toEqual(
      refused('The "note" contains a NUL character (\\u0000), which is not allowed. Remove it and try again.'),
    );
    expect(await answer(post({ items: [{ count: 1 }, { count: 2, extra: ['ok', '\u0000'] }] }))).toEqual(
      refused(
        'The "items.1.extra.1" contains a NUL character (\\u0000), which is not allowed. Remove it and try again.',
      ),
    );
    expect(await answer(t.app.inject({ method: 'GET', url: '/api/test/things/x?q=%00' }))).toEqual(
      refused(
        'The query parameter "q" contains a NUL character (\\u0000), which is not allowed. Remove it and try again.',
      ),
    );
    expect(await answer(t.app.inject({ method: 'GET', url: '/api/test/things/a%00b' }))).toEqual(
      refused('The "name" contains a NUL character (\\u0000), which is not allowed. Remove it and try again.'),
    );
    expect(await answer(post('{"no\\u0000te": "x"}'))).toEqual(
      refused(
        'A field name in the request contains a NUL character (\\u0000), which is not allowed. Remove it and try again.',
      ),
    );
  });

  it('refuses a lone UTF-16 surrogate, high or low, and keeps whole emoji', async () => {
    const broken =
      'The "note" contains a broken character (half of an emoji or symbol, a lone UTF-16 surrogate). Retype it and try again.';
    expect(await answer(post('{"note": "sun \\ud83c"}'))).toEqual(refused(broken));
    expect(await answer(post('{"note": "\\ude00 moon"}'))).toEqual(refused(broken));
    const ok = await post({ note: 'Ọ̀rọ̀ ☀️ 😀' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().received.note).toBe('Ọ̀rọ̀ ☀️ 😀');
  });

  it('refuses them on real routes before the database sees them', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/ClientUser/Login',
      payload: { email: 'ada@example.com', password: 'pass\u0000word' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('"password"') });
  });
});

describe('whole numbers', () => {
  it('refuse true, a list and "1e3", wherever the integer field is', async () => {
    expect(await answer(post({ quantity: true }))).toEqual(refused('The "quantity" must be a whole number.'));
    expect(await answer(post({ quantity: [5] }))).toEqual(refused('The "quantity" must be a whole number.'));
    expect(await answer(post({ quantity: '1e3' }))).toEqual(
      refused('The "quantity" must be a whole number, written in digits only.'),
    );
    expect(await answer(post({ items: [{ count: 1 }, { count: true }] }))).toEqual(
      refused('The "items.1.count" must be a whole number.'),
    );
    expect(await answer(t.app.inject({ method: 'GET', url: '/api/test/things/x?page=1e3' }))).toEqual(
      refused('The query parameter "page" must be a whole number, written in digits only.'),
    );
    expect(await answer(t.app.inject({ method: 'GET', url: '/api/test/things/x?page=0x10' }))).toEqual(
      refused('The query parameter "page" must be a whole number, written in digits only.'),
    );
  });

  it('still take digits, as text or as numbers', async () => {
    const ok = await post({ quantity: ' 12 ', items: [{ count: '3' }], id: 7 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().received).toMatchObject({ quantity: 12, items: [{ count: 3 }], id: 7 });
  });

  it('refuse numbers beyond 2^53', async () => {
    expect((await post('{"id": 9007199254740993}')).statusCode).toBe(400);
    expect((await post({ quantity: '90071992547409930' })).statusCode).toBe(400);
  });
});

describe('figures without a maximum of their own', () => {
  it('stop an amount at ₦1,000,000,000 with a sentence that names it', async () => {
    const tooMuch = 'must be at most ₦1,000,000,000; check the figure.';
    expect(await answer(post({ amount: 1_000_000_001 }))).toEqual(refused(`The "amount" ${tooMuch}`));
    expect(await answer(post({ amount: 2 ** 60 }))).toEqual(refused(`The "amount" ${tooMuch}`));
    expect(await answer(post('{"amount": 1e300}'))).toEqual(refused(`The "amount" ${tooMuch}`));
    expect(await answer(post({ unitPrice: '1e300' }))).toEqual(refused(`The "unitPrice" ${tooMuch}`));
    expect(await answer(post({ installationCost: 5_000_000_000 }))).toEqual(
      refused(`The "installationCost" ${tooMuch}`),
    );
    expect(await answer(post({ amount: -(2 ** 60) }))).toEqual(
      refused('The "amount" must be at least -₦1,000,000,000; check the figure.'),
    );
    expect((await post({ amount: 1_000_000_000, unitPrice: 999_999_999.99 })).statusCode).toBe(200);
  });

  it('stop any other figure at 1,000,000,000, and leave a schema’s own maximum in charge', async () => {
    expect(await answer(post({ weight: 1e12 }))).toEqual(refused('The "weight" must be at most 1,000,000,000.'));
    expect(await answer(post({ capped: 11 }))).toEqual(refused('The "capped" must be at most 10.'));
    expect(await answer(post({ amount: true }))).toEqual(refused('The "amount" must be a number.'));
    expect(await answer(post({ unitPrice: true }))).toEqual(refused('The "unitPrice" must be a number.'));
  });
});
