/**
 * Data protection (NDPA 2023; docs/kyc.md "Data protection"): after KYC submissions the database holds no plaintext
 * BVN or account number in any column of any table, the files directory holds no readable document, and the retention
 * job deletes the documents and sealed numbers KYC_RETENTION_DAYS after the loan closed, once, whichever process runs it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanClosedOnFor } from '../../app.ts';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  installedQuote,
  kycForm,
  paidQuote,
  pricedQuote,
  seedIds,
  TINY_PDF,
  verifyIdentity,
  type SeedIds,
} from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';
import { runKycRetention } from './retention.ts';

const DAY = 86_400_000;
const RETENTION_DAYS = 30;
let t: TestApp;
let ids: SeedIds;
let support = '';
let engineer = { token: '', id: 0 };
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp(
    { kycRetentionDays: RETENTION_DAYS },
    { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } },
  );
  await seedDemoAccounts(t.app.deps.db, 'Protect-pass-word-1');
  support = (await login(t.app, 'support@demo.imole.ng', 'Protect-pass-word-1')).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', 'Protect-pass-word-1');
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('no plaintext at rest', () => {
  it('keeps no BVN or account number in any column of any table, and no readable document on disk', async () => {
    const secrets = ['27182818284', '5904523536', '31415926535', '2718281828'];
    const first = await paidQuote(t.app, ids, support, 'plain.1@example.com');
    await verifyIdentity(t.app, first.customer.token, first.quoteRequestId, {
      bvn: secrets[0],
      accountNumber: secrets[1],
    });
    const second = await paidQuote(t.app, ids, support, 'plain.2@example.com');
    // Given by support for the customer (audited): its numbers are in no audit entry either.
    await post(
      t.app,
      '/api/SmileId/UpdateKyc',
      kycForm(second.quoteRequestId, { bvn: secrets[2], accountNumber: secrets[3] }),
      support,
    );

    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'bytea', 'json', 'jsonb')`.execute(
      t.app.deps.db,
    );
    expect(columns.rows.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining(['kyc_verification.bvn_sealed', 'audit_log.after', 'sandbox_kyc_job.id_number_masked']),
    );
    for (const { table_name, column_name, data_type } of columns.rows) {
      const column = sql.ref(`${table_name}.${column_name}`);
      for (const secret of secrets) {
        const found =
          data_type === 'bytea'
            ? sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
                where position(convert_to(${secret}, 'UTF8') in ${column}) > 0`
            : sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
                where ${column}::text like ${`%${secret}%`}`;
        const { rows } = await found.execute(t.app.deps.db);
        expect(rows[0]!.n, `${table_name}.${column_name} holds ${secret}`).toBe(0);
      }
    }
    // The last four digits, for the masked answers, are all that is clear.
    const row = await t.app.deps.db
      .selectFrom('kyc_verification')
      .select(['bvn_last4', 'account_number_last4'])
      .where('quote_request_id', '=', first.quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bvn_last4: '8284', account_number_last4: '3536' });

    const files = await filesUnder(t.app.deps.config.filesDir);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.includes(Buffer.from('%PDF')), file).toBe(false);
      expect(bytes.includes(TINY_PDF.subarray(0, 40)), file).toBe(false);
      expect([bytes[0], bytes[1]], file).not.toEqual([0xff, 0xd8]);
      for (const secret of secrets) expect(bytes.includes(Buffer.from(secret)), file).toBe(false);
    }
  });
});

describe('the retention job', () => {
  it('deletes the documents and sealed numbers KYC_RETENTION_DAYS after the loan closed, once', async () => {
    const today = lagosDate(new Date());
    const installed = await installedQuote(t.app, ids, support, engineer, 'retained@example.com', today);
    const { quoteId, quoteRequestId, customer } = installed;
    const running = await paidQuote(t.app, ids, support, 'still-paying@example.com');
    await verifyIdentity(t.app, running.customer.token, running.quoteRequestId);
    const closedOn = loanClosedOnFor(t.app.deps);
    // Nothing is deleted while the loan runs.
    expect(await runKycRetention(t.app.deps, closedOn)).toEqual([]);

    const started = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'payoff' },
      customer.token,
    );
    expect((await post(t.app, '/api/Sandbox/Pay', { reference: started.body.data.reference })).statusCode).toBe(200);
    expect(await closedOn(quoteId, new Date())).toBe(today);
    const keys = (
      await t.app.deps.db
        .selectFrom('kyc_document')
        .select('storage_key')
        .where('quote_request_id', '=', quoteRequestId)
        .execute()
    ).map((d) => path.join(t.app.deps.config.filesDir, d.storage_key));
    expect(keys.length).toBeGreaterThan(0);

    // A day short of the retention time: kept.
    offsetMs = (RETENTION_DAYS - 1) * DAY;
    expect(await runKycRetention(t.app.deps, closedOn)).toEqual([]);
    // On the day: deleted, by exactly one of two processes running the job at once.
    offsetMs = RETENTION_DAYS * DAY;
    const [a, b] = await Promise.all([runKycRetention(t.app.deps, closedOn), runKycRetention(t.app.deps, closedOn)]);
    expect([...a, ...b]).toEqual([quoteRequestId]);
    expect(await runKycRetention(t.app.deps, closedOn)).toEqual([]);

    const row = await t.app.deps.db
      .selectFrom('kyc_verification')
      .selectAll()
      .where('quote_request_id', '=', quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'verified', bvn_sealed: null, account_number_sealed: null, bvn_last4: '5678' });
    expect(row.data_deleted_at).not.toBeNull();
    for (const key of keys) await expect(readFile(key)).rejects.toThrow();
    // Back to today, where the sessions are still valid.
    offsetMs = 0;
    const details = (await get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${quoteRequestId}`, support)).body.data;
    expect([details.kycStatus, details.documents]).toEqual(['verified', []]);
    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('quote_request_id', '=', quoteRequestId)
      .where('action', '=', 'kyc.data-deleted')
      .execute();
    expect(trail).toHaveLength(1);
    // The other customer's loan has not even started: their documents stay.
    const kept = (await get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${running.quoteRequestId}`, support)).body
      .data;
    expect(kept.documents).toHaveLength(3);
  });

  it('deletes them KYC_RETENTION_DAYS after an outright system was installed (no loan)', async () => {
    const { customer, quoteId, quoteRequestId } = await pricedQuote(t.app, ids, support, 'outright-kept@example.com');
    const checkout = await post(
      t.app,
      '/api/Transaction/InitializePayment',
      { quoteId, purpose: 'outright' },
      customer.token,
    );
    expect((await post(t.app, '/api/Sandbox/Pay', { reference: checkout.body.data.reference })).statusCode).toBe(200);
    // Not needed for an outright system, but given: it is kept as long as for anyone else.
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    const today = lagosDate(new Date());
    for (const [url, body, token] of [
      ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, support],
      ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: today }, support],
      ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customer.token],
      [
        '/api/Quote/InstallationCompletion',
        { quoteId, fulfilmentDate: today, installationData: 'Done' },
        engineer.token,
      ],
      ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customer.token],
    ] as const)
      expect((await post(t.app, url, body, token)).statusCode, url).toBe(200);
    const closedOn = loanClosedOnFor(t.app.deps);
    offsetMs = (RETENTION_DAYS - 1) * DAY;
    expect(await runKycRetention(t.app.deps, closedOn)).not.toContain(quoteRequestId);
    offsetMs = RETENTION_DAYS * DAY;
    expect(await runKycRetention(t.app.deps, closedOn)).toContain(quoteRequestId);
    offsetMs = 0;
  });

  it('deletes them KYC_RETENTION_DAYS after a request closed without an installation', async () => {
    const { customer, quoteRequestId } = await paidQuote(t.app, ids, support, 'closed-unserved@example.com');
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    const closedOn = loanClosedOnFor(t.app.deps);
    // Closed today (as support closes a request the customer gave up on): nothing goes yet.
    await t.app.deps.db
      .updateTable('quote_request')
      .set({ status: 5, updated_at: new Date() })
      .where('id', '=', quoteRequestId)
      .execute();
    expect(await runKycRetention(t.app.deps, closedOn)).not.toContain(quoteRequestId);
    offsetMs = RETENTION_DAYS * DAY;
    expect(await runKycRetention(t.app.deps, closedOn)).toContain(quoteRequestId);
    offsetMs = 0;
    const row = await t.app.deps.db
      .selectFrom('kyc_verification')
      .select(['bvn_sealed', 'data_deleted_at'])
      .where('quote_request_id', '=', quoteRequestId)
      .executeTakeFirstOrThrow();
    expect(row.bvn_sealed).toBeNull();
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select('after')
      .where('quote_request_id', '=', quoteRequestId)
      .where('action', '=', 'kyc.data-deleted')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ ended: 'closed', retentionDays: RETENTION_DAYS, documents: 3 });
  });
});
