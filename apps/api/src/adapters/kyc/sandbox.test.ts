import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testJpeg } from '../../test/jpeg.ts';
import { isBlankImage, pixelDeviation } from './blank-image.ts';
import type { KycSubmission } from './kyc.ts';
import { sandboxTexts } from './sandbox.ts';

const submission = (jobId: string, bvn: string, selfie = testJpeg('face')): KycSubmission => ({
  jobId,
  userId: 'user-7',
  idInfo: { country: 'NG', idType: 'BVN', idNumber: bvn, firstName: 'Ada', lastName: 'Obi', dob: '1990-04-02' },
  selfie,
  liveness: [testJpeg('face'), testJpeg('face')],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe('blank selfies', () => {
  it('tells one flat colour from a picture by the spread of its pixel values', () => {
    expect(pixelDeviation(testJpeg('blank'))).toBeLessThan(1);
    expect(pixelDeviation(testJpeg('face'))).toBeGreaterThan(20);
    expect(isBlankImage(testJpeg('blank'))).toBe(true);
    expect(isBlankImage(testJpeg('face'))).toBe(false);
    // Not a JPEG at all: nothing to see, so it cannot pass a liveness check.
    expect(pixelDeviation(Buffer.from('not an image'))).toBeNull();
    expect(isBlankImage(Buffer.from('not an image'))).toBe(true);
  });
});

describe('the sandbox identity provider', () => {
  it('is the default outside production, with job parameters signed like SmileID', () => {
    const { kyc, config } = t.app.deps;
    expect(kyc.kind).toBe('sandbox');
    const params = kyc.jobParams('job-1', 'user-7');
    expect(params).toMatchObject({
      jobId: 'job-1',
      userId: 'user-7',
      jobType: 1,
      partnerParams: { job_id: 'job-1', user_id: 'user-7', job_type: 1 },
      callbackUrl: null,
      environment: 'sandbox',
      provider: 'sandbox',
    });
    expect(Number.isNaN(Date.parse(params.timestamp))).toBe(false);
    expect(config.kyc.provider).toBe('sandbox');
    // Its own job params' signature is one its callback check accepts.
    expect(
      kyc.fromCallback({ ...callbackBody('job-1', '1012'), timestamp: params.timestamp, signature: params.signature }),
    ).not.toBeNull();
  });

  it('decides every path the same way each time, and completes a job at once', async () => {
    const { kyc } = t.app.deps;
    const cases = [
      { jobId: 'job-ok', bvn: '22212345678', outcome: 'verified', code: '1012', text: sandboxTexts.verified },
      { jobId: 'job-id', bvn: '22212340000', outcome: 'rejected', code: '1013', text: sandboxTexts.idNotFound },
      { jobId: 'job-review', bvn: '22212341111', outcome: 'review', code: '1021', text: sandboxTexts.review },
    ] as const;
    for (const c of cases) {
      await kyc.submit(submission(c.jobId, c.bvn));
      const result = await kyc.status(c.jobId, 'user-7');
      expect(result, c.jobId).toMatchObject({
        jobId: c.jobId,
        userId: 'user-7',
        complete: true,
        success: c.outcome !== 'rejected',
        outcome: c.outcome,
        resultCode: c.code,
        resultText: c.text,
      });
    }
    await kyc.submit(submission('job-blank', '22212345678', testJpeg('blank')));
    expect(await kyc.status('job-blank', 'user-7')).toMatchObject({
      complete: true,
      success: false,
      outcome: 'rejected',
      resultText: 'The selfie did not pass the liveness check.',
      actions: { Liveness_Check: 'Failed' },
    });
    expect(sandboxTexts).toEqual({
      idNotFound: 'The ID number was not found at the ID authority.',
      review: 'Could not decide; a person will check.',
      liveness: 'The selfie did not pass the liveness check.',
      verified: 'Verified',
    });
  });

  it('answers a job it never received as not complete, and a job of another user too', async () => {
    const { kyc } = t.app.deps;
    expect(await kyc.status('no-such-job', 'user-7')).toMatchObject({ complete: false, outcome: null });
    await kyc.submit(submission('job-mine', '22212345678'));
    expect(await kyc.status('job-mine', 'someone-else')).toMatchObject({ complete: false, outcome: null });
  });

  it('keeps no BVN and no image: the ID number masked, the selfie only as a number', async () => {
    await t.app.deps.kyc.submit(submission('job-private', '22298765432'));
    const row = await t.app.deps.db
      .selectFrom('sandbox_kyc_job')
      .selectAll()
      .where('job_id', '=', 'job-private')
      .executeTakeFirstOrThrow();
    expect(row.id_number_masked).toBe('•••••••5432');
    expect(JSON.stringify(row)).not.toContain('22298765432');
    expect(row.liveness_count).toBe(2);
    expect(row.selfie_deviation).toBeGreaterThan(20);
  });

  it('accepts a callback signed with its key and refuses one signed otherwise', () => {
    const { kyc } = t.app.deps;
    const params = kyc.jobParams('job-cb', 'user-7');
    const good = { ...callbackBody('job-cb', '1013'), timestamp: params.timestamp, signature: params.signature };
    expect(kyc.fromCallback(good)).toMatchObject({
      jobId: 'job-cb',
      userId: 'user-7',
      complete: true,
      outcome: 'rejected',
    });
    expect(kyc.fromCallback({ ...good, signature: Buffer.alloc(32, 1).toString('base64') })).toBeNull();
    expect(
      kyc.fromCallback({ ...good, timestamp: new Date(Date.parse(params.timestamp) + 1000).toISOString() }),
    ).toBeNull();
    expect(kyc.fromCallback({ ...good, signature: undefined })).toBeNull();
    expect(kyc.fromCallback('not an object')).toBeNull();
  });
});

function callbackBody(jobId: string, code: string) {
  return {
    ResultCode: code,
    ResultText: code === '1012' ? 'Verified' : 'The ID number was not found at the ID authority.',
    Actions: { Verify_ID_Number: code === '1012' ? 'Verified' : 'Not Verified', Liveness_Check: 'Passed' },
    PartnerParams: { job_id: jobId, user_id: 'user-7', job_type: 1 },
  };
}

describe('/dev/kyc-sandbox', () => {
  it('lists the jobs the sandbox received, newest first, and how it decides', async () => {
    await t.app.deps.kyc.submit(submission('job-page', '22212340000'));
    const page = await t.app.inject({ method: 'GET', url: '/dev/kyc-sandbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Identity sandbox (development only)');
    expect(page.body).toContain('Job <b>job-page</b>');
    expect(page.body).toContain('BVN •••••••0000');
    expect(page.body).toContain('The ID number was not found at the ID authority.');
    expect(page.body).toContain('BVN ending 1111');
    expect(page.body).not.toContain('22212340000');
  });

  it('answers this machine only', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/kyc-sandbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
  });

  it('is not there in production', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const app = await buildApp(
      testConfig({
        env: 'production',
        mail: { transport: 'smtp', url: 'smtp://127.0.0.1:1', from: 'Imole <no-reply@imole.ng>' },
        sms: { provider: 'http', url: 'http://127.0.0.1:1/sms', apiKey: 'k', senderId: 'Imole' },
      }),
      { database },
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/dev/kyc-sandbox', remoteAddress: '127.0.0.1' });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
