import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import { listOutboxMessages } from '../../adapters/outbox/outbox-store.ts';

const message = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** The development outbox: every e-mail and SMS the product "sent". Never registered in production. */
export const outboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'development' },
      schema: {
        tags: ['Development'],
        summary: 'Messages written to the outbox, newest first (development only)',
        querystring: z.object({
          to: z.string().max(320).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: { 200: envelope({ data: z.array(message) }) },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.deps.db, { to: request.query.to, limit: request.query.limit });
      return {
        status: true as const,
        message: 'Outbox messages',
        data: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },
  );
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A readable page of the same list at /dev/outbox. */
export const outboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'development' },
      schema: { hide: true, querystring: z.object({ to: z.string().max(320).optional() }) },
    },
    async (request, reply) => {
      const rows = await listOutboxMessages(app.deps.db, { to: request.query.to, limit: 100 });
      const items = rows
        .map(
          (r) =>
            `<li><p class="meta">${escape(r.channel === 'email' ? 'E-mail' : 'SMS')} to <b>${escape(r.recipient)}</b> · ${escape(
              r.created_at.toISOString().replace('T', ' ').slice(0, 19),
            )} UTC</p>${r.subject ? `<p class="subject">${escape(r.subject)}</p>` : ''}<pre>${escape(r.body)}</pre></li>`,
        )
        .join('');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Imole (development)</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#fafaf9;color:#1c1917;max-width:720px}
h1{font-size:1.25rem}form{display:flex;gap:8px;margin-bottom:16px}input{flex:1;padding:10px;font-size:1rem;border:1px solid #a8a29e;border-radius:8px}
button{padding:10px 16px;font-size:1rem;border:0;border-radius:8px;background:#9a3412;color:#fff}
ul{list-style:none;padding:0}li{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:12px;margin-bottom:12px}
.meta{margin:0;color:#57534e;font-size:.875rem}.subject{font-weight:600;margin:6px 0}pre{white-space:pre-wrap;margin:6px 0 0;font:inherit}
</style></head><body><h1>Outbox (development only)</h1>
<p>Every e-mail and SMS the product sends outside production lands here, newest first.</p>
<form method="get"><label for="to" class="meta" hidden>Recipient</label><input id="to" name="to" placeholder="Filter by recipient" value="${escape(
        request.query.to ?? '',
      )}"><button type="submit">Filter</button></form>
${rows.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}</body></html>`;
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
