/**
 * Identity verification (KYC, issue 21; docs/kyc.md): every call on the real app with the sandbox provider — the
 * form's messages in the spec's order as 400s, the selfie check to each sandbox outcome, staff review, admin-only
 * documents, the customer's download, and who may do what.
 */
import { kycLimitMessages, kycMessages, latestDateOfBirth, lagosDate } from '@imole/domain';
import { Signature } from 'smile-identity-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  dataUrl,
  kycForm,
  paidQuote,
  seedIds,
  testJpeg,
  TINY_PDF,
  verifyIdentity,
  type SeedIds,
} from '../../test/fixtures.ts';
import { get, login, post } from '../../test/session.ts';

const PASSWORD = 'Identity-tests-pass-1';
let t: TestApp;
let ids: SeedIds;
const tokens = { support: '', admin: '', agent: '', coordinator: '', engineer: '' };
let agentId = 0;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  ids = await seedIds(t.app.deps.db);
  for (const who of ['support', 'admin', 'coordinator', 'engineer'] as const)
    tokens[who] = (await login(t.app, `${who}@demo.imole.ng`, PASSWORD)).token;
  const agent = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
  tokens.agent = agent.token;
  agentId = agent.user.id;
});
afterAll(() => t.close());

const paid = () => paidQuote(t.app, ids, tokens.support, `kyc.customer.${++n}@example.com`);
const details = (quoteRequestId: number, token: string) =>
  get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${quoteRequestId}`, token);
const view = async (quoteRequestId: number, token: string) =>
  (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, token)).body;

describe('the identity form (SmileId/UpdateKyc)', () => {
  it('answers the first failure in the spec’s order, as a 400 with the domain’s message', async () => {
    const { customer, quoteRequestId } = await paid();
    const today = lagosDate(new Date());
    const tooYoung = latestDateOfBirth(today).replace(/^\d{4}/, (y) => String(Number(y) + 1));
    const cases: [Record<string, unknown>, string][] = [
      [{ dateOfBirth: '' }, kycMessages.dateOfBirth],
      [{ dateOfBirth: '1990-02-30' }, kycMessages.dateOfBirth],
      [{ dateOfBirth: tooYoung }, kycLimitMessages.tooYoung],
      [{ bvn: '1234' }, kycMessages.bvn],
      [{ bankId: null }, kycMessages.bank],
      [{ bankId: 999_999 }, kycMessages.bank],
      [{ bankId: '99999999999999' }, kycMessages.bank],
      [{ stateOfAccount: '' }, kycMessages.statement],
      // Declared a PDF, but the bytes are a JPEG: the content decides.
      [{ stateOfAccount: dataUrl('application/pdf', testJpeg()) }, kycLimitMessages.statementKind],
      [{ stateOfAccount: 'not base64 at all!' }, kycLimitMessages.statementKind],
      [{ accountNumber: '' }, kycMessages.accountNumber],
      [{ accountNumber: '12345' }, kycLimitMessages.accountNumber],
      [{ accountName: '  ' }, kycMessages.accountName],
      [{ meansOfId: 4 }, kycMessages.meansOfId],
      [{ meansOfIdImage: null }, kycMessages.idImage],
      // Declared an image, but the bytes are a PDF.
      [{ meansOfIdImage: dataUrl('image/jpeg', TINY_PDF) }, kycLimitMessages.idImageKind],
      // Everything wrong at once: the first rule's message.
      [{ dateOfBirth: null, bvn: 'x', bankId: null, accountNumber: '' }, kycMessages.dateOfBirth],
    ];
    for (const [change, message] of cases) {
      const res = await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId, change), customer.token);
      expect([res.statusCode, res.body.message], JSON.stringify(change).slice(0, 80)).toEqual([400, message]);
    }
    expect((await details(quoteRequestId, customer.token)).body.data.kycStatus).toBe('none');
  });

  it('refuses a file over 10 MB by its decoded size', async () => {
    const { customer, quoteRequestId } = await paid();
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await post(
      t.app,
      '/api/SmileId/UpdateKyc',
      kycForm(quoteRequestId, { stateOfAccount: big.toString('base64') }),
      customer.token,
    );
    expect([res.statusCode, res.body.message]).toEqual([400, kycLimitMessages.tooLarge]);
  });

  it('saves the customer’s details sealed, answers them masked, and lists the documents', async () => {
    const { customer, quoteRequestId } = await paid();
    const saved = await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toEqual({
      status: true,
      isSuccess: true,
      message: 'Your details are saved. Next, a quick selfie check.',
    });
    const data = (await details(quoteRequestId, customer.token)).body.data;
    expect(data).toMatchObject({
      kycStatus: 'details',
      statusLabel: 'Details given, selfie check to do',
      dateOfBirth: '1990-04-12',
      bvn: '•••••••5678',
      accountNumber: '••••••6789',
      accountName: 'Chiamaka Obi',
      meansOfId: 1,
      meansOfIdLabel: 'National ID',
      canOpenDocuments: false,
      canReview: false,
      locationCaptured: false,
      // The details were given; no selfie was sent yet, so nothing is "submitted".
      detailsGivenAt: expect.any(String),
      submittedAt: null,
    });
    expect(data.documents.map((d: { kind: string; contentType: string }) => [d.kind, d.contentType])).toEqual([
      ['statement', 'application/pdf'],
      ['id-document', 'image/jpeg'],
    ]);
    const request = await view(quoteRequestId, customer.token);
    expect([request.kycStatus, request.isVerified, request.isToDoVerification]).toEqual(['details', false, true]);
  });
});

describe('the selfie check', () => {
  it('goes from details to verified with the sandbox; the quote view says so; the customer is told', async () => {
    const { customer, quoteRequestId } = await paid();
    expect((await view(quoteRequestId, customer.token)).isToDoVerification).toBe(true);
    const noDetails = await get(
      t.app,
      `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${quoteRequestId}`,
      customer.token,
    );
    expect([noDetails.statusCode, noDetails.body.message]).toEqual([
      400,
      'First give your details on the identity form.',
    ]);

    await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    const job = await get(
      t.app,
      `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${quoteRequestId}`,
      customer.token,
    );
    expect(job.statusCode).toBe(200);
    expect(job.body.data).toMatchObject({ jobType: 1, provider: 'sandbox', environment: 'sandbox' });
    expect(job.body.data.partnerParams.job_id).toBe(job.body.data.jobId);
    const { jobId } = job.body.data;
    const notSent = await post(t.app, '/api/SmileId/BiometricKYCJobStatus', { quoteRequestId }, customer.token);
    expect(notSent.body).toMatchObject({
      message: 'Take your selfie to start the check.',
      data: { jobComplete: false },
    });

    const badSelfie = await post(
      t.app,
      '/api/SmileId/BiometricKYCPostZipFile',
      {
        quoteRequestId,
        jobId,
        selfieImage: TINY_PDF.toString('base64'),
        livenessImages: [testJpeg().toString('base64')],
      },
      customer.token,
    );
    expect([badSelfie.statusCode, badSelfie.body.message]).toEqual([
      400,
      'Take a selfie with your front camera (a JPEG photo) and try again.',
    ]);
    const noLiveness = await post(
      t.app,
      '/api/SmileId/BiometricKYCPostZipFile',
      { quoteRequestId, jobId, selfieImage: testJpeg().toString('base64'), livenessImages: [] },
      customer.token,
    );
    expect(noLiveness.statusCode).toBe(400);

    const sent = await post(
      t.app,
      '/api/SmileId/BiometricKYCPostZipFile',
      {
        quoteRequestId,
        jobId,
        selfieImage: dataUrl('image/jpeg', testJpeg()),
        livenessImages: [testJpeg().toString('base64')],
      },
      customer.token,
    );
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({ jobId, kycStatus: 'submitted' });
    const inCheck = (await details(quoteRequestId, tokens.support)).body.data;
    // Now the selfie was sent: both moments are known.
    expect([inCheck.detailsGivenAt, inCheck.submittedAt]).toEqual([expect.any(String), expect.any(String)]);
    const again = await post(
      t.app,
      '/api/SmileId/BiometricKYCPostZipFile',
      {
        quoteRequestId,
        jobId,
        selfieImage: testJpeg().toString('base64'),
        livenessImages: [testJpeg().toString('base64')],
      },
      customer.token,
    );
    expect([again.statusCode, again.body.message]).toEqual([
      400,
      'This selfie check was already sent. Start a new one to take it again.',
    ]);

    const status = await post(t.app, '/api/SmileId/BiometricKYCJobStatus', { quoteRequestId, jobId }, customer.token);
    expect(status.body).toMatchObject({
      status: true,
      message: 'Your identity is verified.',
      data: { jobId, jobComplete: true, jobSuccess: true, kycStatus: 'verified', resultText: 'Verified' },
    });
    const request = await view(quoteRequestId, customer.token);
    expect([request.kycStatus, request.isVerified, request.isToDoVerification]).toEqual(['verified', true, false]);
    const verified = (await details(quoteRequestId, tokens.support)).body.data;
    expect(verified.documents.map((d: { kind: string }) => d.kind)).toEqual(['statement', 'id-document', 'selfie']);
    expect(verified.verifiedAt).toEqual(expect.any(String));

    const feed = await get(t.app, '/api/ClientUser/GetNotifications?PageIndex=1&PageSize=10', customer.token);
    expect(JSON.stringify(feed.body)).toContain('Your identity is verified');
    // Verified details are locked.
    const locked = await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    expect([locked.statusCode, locked.body.message]).toEqual([
      400,
      'Your identity is already verified. Ask support if your details changed.',
    ]);
  });

  it('rejects a BVN ending 0000 and a blank selfie, and lets the customer try again', async () => {
    const { customer, quoteRequestId } = await paid();
    const failed = await verifyIdentity(t.app, customer.token, quoteRequestId, { bvn: '22212340000' });
    expect(failed).toMatchObject({
      kycStatus: 'rejected',
      resultText: 'The ID number was not found at the ID authority.',
    });
    const status = await post(t.app, '/api/SmileId/BiometricKYCJobStatus', { quoteRequestId }, customer.token);
    expect(status.body.message).toBe(
      'Your identity could not be verified: The ID number was not found at the ID authority. Check your details and take the check again.',
    );
    expect((await view(quoteRequestId, customer.token)).isToDoVerification).toBe(true);
    // Details given again: a new selfie is due, so the old one's sending time no longer stands.
    await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    expect((await details(quoteRequestId, tokens.support)).body.data).toMatchObject({
      kycStatus: 'details',
      submittedAt: null,
    });

    const blank = await verifyIdentity(t.app, customer.token, quoteRequestId, {}, testJpeg(true));
    expect(blank).toMatchObject({ kycStatus: 'rejected', resultText: 'The selfie did not pass the liveness check.' });

    expect(await verifyIdentity(t.app, customer.token, quoteRequestId)).toMatchObject({ kycStatus: 'verified' });
  });

  it('leaves a BVN ending 1111 for review; support approves or rejects with a reason, audited', async () => {
    const first = await paid();
    expect(
      await verifyIdentity(t.app, first.customer.token, first.quoteRequestId, { bvn: '22212341111' }),
    ).toMatchObject({
      kycStatus: 'review',
    });
    const locked = await post(t.app, '/api/SmileId/UpdateKyc', kycForm(first.quoteRequestId), first.customer.token);
    expect(locked.statusCode).toBe(400);
    expect((await details(first.quoteRequestId, tokens.support)).body.data.canReview).toBe(true);
    expect((await details(first.quoteRequestId, first.customer.token)).body.data.canReview).toBe(false);

    const noReason = await post(
      t.app,
      '/api/SmileId/ReviewKyc',
      { quoteRequestId: first.quoteRequestId, approve: false },
      tokens.support,
    );
    expect([noReason.statusCode, noReason.body.message]).toEqual([400, 'Say why, so the customer knows what to fix.']);
    const approved = await post(
      t.app,
      '/api/SmileId/ReviewKyc',
      { quoteRequestId: first.quoteRequestId, approve: true },
      tokens.support,
    );
    expect(approved.statusCode).toBe(200);
    const data = (await details(first.quoteRequestId, tokens.admin)).body.data;
    expect(data).toMatchObject({ kycStatus: 'verified', reviewedBy: expect.any(String), canReview: false });
    const notInReview = await post(
      t.app,
      '/api/SmileId/ReviewKyc',
      { quoteRequestId: first.quoteRequestId, approve: true },
      tokens.support,
    );
    expect([notInReview.statusCode, notInReview.body.message]).toEqual([
      400,
      'Only a verification waiting for review can be approved or rejected.',
    ]);

    const second = await paid();
    await verifyIdentity(t.app, second.customer.token, second.quoteRequestId, { bvn: '22212341111' });
    const rejected = await post(
      t.app,
      '/api/SmileId/ReviewKyc',
      { quoteRequestId: second.quoteRequestId, approve: false, reason: 'The statement is older than 3 months.' },
      tokens.admin,
    );
    expect(rejected.statusCode).toBe(200);
    expect((await details(second.quoteRequestId, second.customer.token)).body.data).toMatchObject({
      kycStatus: 'rejected',
      reviewReason: 'The statement is older than 3 months.',
    });
    const trail = (await view(second.quoteRequestId, tokens.support)).auditTrail.map(
      (a: { action: string }) => a.action,
    );
    expect(trail).toEqual(expect.arrayContaining(['kyc.details', 'kyc.rejected']));
    const feed = await get(t.app, '/api/ClientUser/GetNotifications?PageIndex=1&PageSize=10', second.customer.token);
    expect(JSON.stringify(feed.body)).toContain('The statement is older than 3 months');
  });
});

describe('documents and the customer’s download', () => {
  it('opens a document for an admin only, decrypted, and audits every opening', async () => {
    const { customer, quoteRequestId } = await paid();
    await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    const data = (await details(quoteRequestId, tokens.admin)).body.data;
    expect(data.canOpenDocuments).toBe(true);
    const statement = data.documents.find((d: { kind: string }) => d.kind === 'statement');
    const url = `/api/SmileId/KycDocument?id=${statement.id}`;
    const opened = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline/);
    expect(opened.rawPayload.equals(TINY_PDF)).toBe(true);
    for (const token of [tokens.support, customer.token, tokens.agent])
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(403);
    const openings = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'kyc_document')
      .where('entity_id', '=', statement.id)
      .execute();
    expect(openings).toEqual([{ action: 'kyc.document-opened' }]);
  });

  it('gives the customer everything held about them as a JSON download', async () => {
    const { customer, quoteRequestId } = await paid();
    await verifyIdentity(t.app, customer.token, quoteRequestId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/SmileId/MyKycData?quoteRequestId=${quoteRequestId}`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const body = res.json();
    expect(body).toMatchObject({ bvn: '22212345678', accountNumber: '0123456789', kycStatus: 'verified' });
    // The codes come with their words, so the file reads as a person's record.
    expect(body).toMatchObject({ statusLabel: 'Verified', meansOfId: 1, meansOfIdLabel: 'National ID' });
    expect(body.bank).toEqual(expect.any(String));
    expect(body.bank).not.toMatch(/^\d+$/);
    expect(body.documents.map((d: { label: string }) => d.label)).toEqual([
      'Statement of account',
      'Means of identification',
      'Selfie',
    ]);
    expect([body.detailsGivenAt, body.selfieSentAt]).toEqual([expect.any(String), expect.any(String)]);
    expect(body.documents.map((d: { kind: string }) => d.kind)).toEqual(['statement', 'id-document', 'selfie']);
    expect(Buffer.from(body.documents[0].dataUrl.split(',')[1], 'base64').equals(TINY_PDF)).toBe(true);
    expect(body.checks).toHaveLength(1);
  });
});

describe('who may do what', () => {
  it('lets staff and the referring agent give the details for the customer (audited, no plaintext); the coordinator only reads', async () => {
    const { customer, quoteRequestId } = await paid();
    await t.app.deps.db
      .updateTable('app_user')
      .set({ referred_by_user_id: agentId })
      .where('id', '=', customer.user.id)
      .execute();
    const byAgent = await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), tokens.agent);
    expect(byAgent.body).toMatchObject({
      isSuccess: true,
      message: 'The customer’s details are saved. They finish with a selfie check on their phone.',
    });
    const bySupport = await post(
      t.app,
      '/api/SmileId/UpdateKyc',
      kycForm(quoteRequestId, { bvn: '22299998888' }),
      tokens.support,
    );
    expect(bySupport.statusCode).toBe(200);
    expect((await details(quoteRequestId, tokens.coordinator)).statusCode).toBe(200);
    expect((await details(quoteRequestId, tokens.agent)).body.data.bvn).toBe('•••••••8888');
    const coordinatorWrites = await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), tokens.coordinator);
    expect(coordinatorWrites.statusCode).toBe(404);
    const trail = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'after'])
      .where('quote_request_id', '=', quoteRequestId)
      .where('action', '=', 'kyc.details')
      .execute();
    expect(trail).toHaveLength(2);
    expect(JSON.stringify(trail)).not.toMatch(/22299998888|0123456789|22212345678/);
    // The customer still takes the selfie check themselves.
    expect((await verifyIdentity(t.app, customer.token, quoteRequestId)).kycStatus).toBe('verified');
  });

  it('answers "not found" to another customer and another agent, and refuses engineers and the wrong roles', async () => {
    const mine = await paid();
    const other = await paid();
    await post(t.app, '/api/SmileId/UpdateKyc', kycForm(mine.quoteRequestId), mine.customer.token);
    const id = mine.quoteRequestId;
    const theirs = other.customer.token;
    const calls = [
      () => post(t.app, '/api/SmileId/UpdateKyc', kycForm(id), theirs),
      () => get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${id}`, theirs),
      () => get(t.app, `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${id}`, theirs),
      () => post(t.app, '/api/SmileId/BiometricKYCJobStatus', { quoteRequestId: id }, theirs),
      () => get(t.app, `/api/SmileId/MyKycData?quoteRequestId=${id}`, theirs),
      () =>
        post(
          t.app,
          '/api/Quote/UpdateQuoteRequestLocationData',
          { quoteRequestId: id, latitude: 6.6, longitude: 3.35 },
          theirs,
        ),
      // An agent who did not refer this customer.
      () => post(t.app, '/api/SmileId/UpdateKyc', kycForm(id), tokens.agent),
      () => get(t.app, `/api/SmileId/KycDetails?quoteRequestId=${id}`, tokens.agent),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    expect((await details(id, mine.customer.token)).body.data.kycStatus).toBe('details');
    expect((await details(id, tokens.engineer)).statusCode).toBe(403);
    // A partner bank's officer (issue 22) never sees a customer's identity, even a customer of their bank.
    const officer = (await login(t.app, 'bankofficer@demo.imole.ng', PASSWORD)).token;
    expect((await details(id, officer)).statusCode).toBe(403);
    expect((await post(t.app, '/api/SmileId/UpdateKyc', kycForm(id), officer)).statusCode).toBe(403);
    expect((await get(t.app, `/api/SmileId/MyKycData?quoteRequestId=${id}`, officer)).statusCode).toBe(403);
    // Staff read the status but take no selfie check for the customer.
    const staffJob = await get(t.app, `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${id}`, tokens.support);
    expect(staffJob.statusCode).toBe(403);
  });

  it('checks the callback’s signature, and applies a signed result once', async () => {
    const forged = { signature: 'forged', timestamp: new Date().toISOString(), ResultCode: '1012' };
    expect((await post(t.app, '/api/SmileId/Callback', forged)).statusCode).toBe(401);

    const { customer, quoteRequestId } = await paid();
    await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    const job = (
      await get(t.app, `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${quoteRequestId}`, customer.token)
    ).body.data;
    const photos = { selfieImage: testJpeg().toString('base64'), livenessImages: [testJpeg().toString('base64')] };
    const sent = await post(
      t.app,
      '/api/SmileId/BiometricKYCPostZipFile',
      { quoteRequestId, jobId: job.jobId, ...photos },
      customer.token,
    );
    expect(sent.statusCode).toBe(200);
    // The provider's callback, signed as SmileID signs (the sandbox's key here): it says the check needs review.
    const settings = t.app.deps.config.kyc as { partnerId: string; apiKey: string };
    const signed = new Signature(settings.partnerId, settings.apiKey).generate_signature(new Date().toISOString());
    const callback = {
      ...signed,
      timestamp: String(signed.timestamp),
      PartnerParams: job.partnerParams,
      ResultCode: '1021',
      ResultText: 'Partial Match',
      Actions: { Liveness_Check: 'Passed', Verify_ID_Number: 'Verified', Human_Review_Compare: 'Under Review' },
    };
    for (let i = 0; i < 2; i++) expect((await post(t.app, '/api/SmileId/Callback', callback)).statusCode).toBe(200);
    expect((await details(quoteRequestId, tokens.support)).body.data).toMatchObject({
      kycStatus: 'review',
      resultCode: '1021',
      resultText: 'Partial Match',
      canReview: true,
    });
    const notices = await t.app.deps.db
      .selectFrom('notification')
      .select('title')
      .where('user_id', '=', customer.user.id)
      .where('event', '=', 'identity-checked')
      .execute();
    expect(notices).toEqual([{ title: 'Your identity check is with our team' }]);
  });
});

describe('a job answering late (SmileId/BiometricKYCJobStatus)', () => {
  it('applies only the result of the newest job sent: an older one answering after it changes nothing', async () => {
    const { customer, quoteRequestId } = await paid();
    await post(t.app, '/api/SmileId/UpdateKyc', kycForm(quoteRequestId), customer.token);
    const send = async (selfie: Buffer) => {
      const job = await get(
        t.app,
        `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${quoteRequestId}`,
        customer.token,
      );
      const { jobId } = job.body.data as { jobId: string };
      const body = {
        quoteRequestId,
        jobId,
        selfieImage: selfie.toString('base64'),
        livenessImages: [selfie.toString('base64')],
      };
      expect((await post(t.app, '/api/SmileId/BiometricKYCPostZipFile', body, customer.token)).statusCode).toBe(200);
      return jobId;
    };
    // The first selfie is blank (the sandbox fails it); the customer takes it again before its result is asked for.
    const first = await send(testJpeg(true));
    const second = await send(testJpeg());
    const status = (jobId: string) =>
      post(t.app, '/api/SmileId/BiometricKYCJobStatus', { quoteRequestId, jobId }, customer.token);

    const late = await status(first);
    expect(late.body.data).toMatchObject({ jobComplete: true, jobSuccess: false, kycStatus: 'submitted' });
    expect((await view(quoteRequestId, tokens.support)).kycStatus).toBe('submitted');
    const newest = await status(second);
    expect(newest.body.data).toMatchObject({ jobComplete: true, jobSuccess: true, kycStatus: 'verified' });
    expect((await view(quoteRequestId, tokens.support)).isVerified).toBe(true);
  });
});
