import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSandboxKycJobs } from './sandbox.repository.ts';
import { BLANK_DEVIATION } from './blank-image.ts';
import { sandboxTexts } from './sandbox.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const outcomeLabels = { verified: 'Verified', review: 'Needs review', rejected: 'Rejected' } as const;

/**
 * /dev/kyc-sandbox: the jobs the sandbox identity provider received, newest first (development only: registered only
 * with the sandbox, never in production, and answering this machine only, like the outbox; lib/dev-tools.ts).
 */
export const kycSandboxPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/kyc-sandbox',
    { config: { access: 'development' }, schema: { hide: true } },
    async (_request, reply) => {
      const jobs = await listSandboxKycJobs(app.deps.db, 200);
      const rows = jobs
        .map(
          (
            job,
          ) => `<li class="${escape(job.outcome)}"><p class="meta">Job <b>${escape(job.job_id)}</b> · user ${escape(job.user_id)} · ${escape(
            job.received_at.toISOString().replace('T', ' ').slice(0, 19),
          )} UTC</p><p class="outcome">${outcomeLabels[job.outcome]} <span class="code">${escape(job.result_code)}</span></p>
<p>${escape(job.result_text)}</p><p class="meta">BVN ${escape(job.id_number_masked)} · selfie pixel spread ${
            job.selfie_deviation === null ? 'unreadable' : escape(job.selfie_deviation.toFixed(1))
          } (blank under ${BLANK_DEVIATION}) · ${job.liveness_count} liveness ${job.liveness_count === 1 ? 'frame' : 'frames'}</p></li>`,
        )
        .join('');
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Identity sandbox · Imole (development)</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#fafaf9;color:#1c1917;max-width:720px}
h1{font-size:1.25rem}ul{list-style:none;padding:0}li{background:#fff;border:1px solid #e7e5e4;border-left-width:6px;border-radius:12px;padding:12px;margin-bottom:12px}
li.verified{border-left-color:#0f766e}li.review{border-left-color:#b45309}li.rejected{border-left-color:#b91c1c}
p{margin:4px 0}.meta{color:#57534e;font-size:.875rem}.outcome{font-weight:600}.code{font-weight:400;color:#57534e}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:12px}dt{font-weight:600}dd{margin:0}
</style></head><body><h1>Identity sandbox (development only)</h1>
<p>Every identity check the sandbox received, newest first. No one is really verified here. It decides at once, checking in this order:</p>
<dl><dt>BVN ending 0000</dt><dd>Rejected: ${escape(sandboxTexts.idNotFound)}</dd>
<dt>A blank selfie</dt><dd>Rejected: ${escape(sandboxTexts.liveness)} One flat colour (a covered camera) counts as blank.</dd>
<dt>BVN ending 1111</dt><dd>Needs review: ${escape(sandboxTexts.review)}</dd>
<dt>Anything else</dt><dd>${escape(sandboxTexts.verified)}</dd></dl>
${jobs.length === 0 ? '<p>No identity checks yet.</p>' : `<ul>${rows}</ul>`}</body></html>`);
    },
  );
};
