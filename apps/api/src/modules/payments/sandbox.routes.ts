import { createHash } from 'node:crypto';
import { AppError, kobo, koboToNaira } from '@imole/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import { closeSandboxCharge, findSandboxCharge } from './sandbox.repository.ts';
import { signedChargeSuccess } from './webhook.ts';

/**
 * The sandbox payment provider's own side (development and test only): it settles a charge in its books and then
 * delivers a signed webhook to our API, exactly as Paystack would.
 */
async function settle(app: FastifyInstance, reference: string, outcome: 'success' | 'abandoned') {
  const charge = await findSandboxCharge(app.deps.db, reference);
  if (!charge) throw new AppError('NOT_FOUND', 'The sandbox has no payment with that reference.');
  if (charge.status !== 'pending') return charge;
  await closeSandboxCharge(app.deps.db, reference, outcome);
  if (outcome === 'success' && app.deps.config.payments.provider === 'sandbox') {
    const { body, signature } = signedChargeSuccess(app.deps.config.payments.secret, {
      reference,
      amountKobo: charge.amount_kobo,
    });
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/Transaction/PaystackWebhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    });
    if (delivered.statusCode !== 200)
      app.log.warn({ reference, status: delivered.statusCode }, 'sandbox webhook was not accepted');
  }
  return { ...charge, status: outcome };
}

const referenceBody = z.object({
  reference: z
    .string({ error: 'The payment reference is missing' })
    .trim()
    .min(1, 'The payment reference is missing')
    .max(100),
});

export const sandboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Sandbox payments (development)'];
  for (const [url, outcome] of [
    ['/Sandbox/Pay', 'success'],
    ['/Sandbox/Cancel', 'abandoned'],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'development' },
        schema: {
          tags,
          summary: `${outcome === 'success' ? 'Pay' : 'Cancel'} a sandbox charge`,
          body: referenceBody,
          response: { 200: envelope({}) },
        },
      },
      async (request) => {
        const charge = await settle(app, request.body.reference, outcome);
        return { status: true as const, message: charge.status === 'success' ? 'Paid' : 'Cancelled' };
      },
    );
  }
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Back after paying, a browser may show the checkout from its page cache with a live "Pay" (issue 19): the page is
 * not stored (no-store), and should a browser keep it anyway, this one line reloads it when it is shown from there,
 * so it says "already paid". Allowed by its hash, nothing else runs.
 */
const RECHECK_SCRIPT = "addEventListener('pageshow',function(e){if(e.persisted)location.reload()})";
const RECHECK_HASH = `'sha256-${createHash('sha256').update(RECHECK_SCRIPT).digest('base64')}'`;

/** The sandbox checkout page, /sandbox/checkout/{reference}: plain HTML forms, and the re-check above. */
export const sandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const params = z.object({ reference: z.string().max(100) });

  app.get(
    '/sandbox/checkout/:reference',
    { config: { access: 'development' }, schema: { hide: true, params } },
    async (request, reply) => {
      const charge = await findSandboxCharge(app.deps.db, request.params.reference);
      const amount = charge ? koboToNaira(kobo(charge.amount_kobo)) : 0;
      const body = !charge
        ? '<h1>Payment not found</h1><p>This checkout link is not valid.</p>'
        : charge.status !== 'pending'
          ? `<h1>This payment is ${charge.status === 'success' ? 'already paid' : 'cancelled'}</h1><p><a href="${escape(charge.callback_url)}">Back to Imole</a></p>`
          : `<p class="badge">Sandbox: no real money moves</p><h1>Pay ${new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount)}</h1>
<p>to Imole, from ${escape(charge.email)}</p><p class="ref">Reference ${escape(charge.reference)}</p>
<form method="post" action="/sandbox/checkout/${escape(charge.reference)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/sandbox/checkout/${escape(charge.reference)}/cancel"><button class="cancel" type="submit">Cancel</button></form>`;
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; script-src ${RECHECK_HASH}; form-action 'self'`,
        )
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout · Sandbox</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;max-width:420px;margin:auto;color:#1c1917}h1{font-size:1.6rem;margin:.5rem 0}
.badge{display:inline-block;background:#fef3c7;color:#78350f;padding:4px 10px;border-radius:999px;font-size:.85rem;margin:0}.ref{color:#57534e;font-size:.9rem}
button{width:100%;min-height:48px;font-size:1.05rem;border-radius:12px;margin-top:12px;font-weight:600}.pay{background:#0f766e;color:#fff;border:0}.cancel{background:#fff;border:2px solid #1c1917;color:#1c1917}a{color:#9a3412}</style>
<script>${RECHECK_SCRIPT}</script></head><body><main>${body}</main></body></html>`);
    },
  );

  for (const [action, outcome] of [
    ['pay', 'success'],
    ['cancel', 'abandoned'],
  ] as const) {
    app.post(
      `/sandbox/checkout/:reference/${action}`,
      { config: { access: 'development' }, schema: { hide: true, params } },
      async (request, reply) => {
        const charge = await settle(app, request.params.reference, outcome);
        const back = new URL(charge.callback_url);
        back.searchParams.set('reference', charge.reference);
        back.searchParams.set(
          outcome === 'success' ? 'trxref' : 'cancelled',
          outcome === 'success' ? charge.reference : '1',
        );
        return reply.redirect(`${back.pathname}${back.search}`, 303);
      },
    );
  }
};
