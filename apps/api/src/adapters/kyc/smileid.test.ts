/**
 * SmileID through its official SDK (smile-identity-core), against a local HTTPS server that replays SmileID's
 * recorded answers: prep_upload (POST /v1/upload) → the upload URL → the zip PUT → job_status. The SDK insists on
 * https://, so the server has a certificate made for this test and trusted by this process only. What the SDK sent
 * is checked against SmileID's upload format, and every signature is computed here as SmileID computes it.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KycProviderError, type KycProvider, type KycSubmission } from './kyc.ts';
import { smileIdProvider } from './smileid.ts';
import { testJpeg } from '../../test/jpeg.ts';

const PARTNER_ID = '2468';
const API_KEY = 'a-test-api-key-for-smileid-0123456789';

/** SmileID's signature: HMAC-SHA256 with the API key of timestamp + partner id + "sid_request", base64. */
function smileSignature(timestamp: string, apiKey = API_KEY, partnerId = PARTNER_ID): string {
  return createHmac('sha256', apiKey).update(timestamp).update(partnerId).update('sid_request').digest('base64');
}

function signed<T extends object>(body: T, apiKey = API_KEY) {
  const timestamp = '2026-11-26T05:10:11.123Z';
  return { ...body, timestamp, signature: smileSignature(timestamp, apiKey) };
}

interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** SmileID's recorded answers, by job id (job_status) and for the upload. */
const jobStatus = new Map<string, { status: number; body: unknown }>();
let prepUpload: { status: number; body: unknown };
let received: Received[] = [];
let server: https.Server;
let base = '';
let previousCa: unknown;
let provider: KycProvider;

function recordedPrepUpload(port: number) {
  return {
    status: 200,
    body: {
      code: '2202',
      ref_id: '9fb7a7a1-5a4e-4cb4-9cbb-6a3e2c1d4f10',
      upload_url: `https://127.0.0.1:${port}/smile-uploads/2468/0000057011.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=600&X-Amz-Signature=c0ffee`,
      smile_job_id: '0000057011',
      camera_config: 'null',
    },
  };
}

beforeAll(async () => {
  // A certificate for 127.0.0.1 made once for this test only (100 years; `openssl req -x509 … -days 36500`), so the
  // test needs no openssl on the machine. Only this test's process trusts it; it guards nothing.
  const key = fileURLToPath(new URL('./fixtures/recorded-smileid-test-key.pem', import.meta.url));
  const cert = fileURLToPath(new URL('./fixtures/recorded-smileid-test-cert.pem', import.meta.url));
  server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      // A SmileID that never answers: the request stays open until the server closes.
      if (request.url === '/v1/job_status' && body.includes('"job-silent"')) return;
      const answer =
        request.method === 'POST' && request.url === '/v1/upload'
          ? prepUpload
          : request.method === 'PUT' && request.url?.startsWith('/smile-uploads/')
            ? { status: 200, body: '' }
            : request.method === 'POST' && request.url === '/v1/job_status'
              ? (jobStatus.get(String((JSON.parse(body.toString()) as { job_id: string }).job_id)) ?? {
                  status: 404,
                  body: { code: '2204', error: 'Job not found' },
                })
              : { status: 404, body: { error: 'not recorded' } };
      response.writeHead(answer.status, {
        'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
      });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `https://127.0.0.1:${port}`;
  prepUpload = recordedPrepUpload(port);
  // This process (and only it, only for this file) trusts the test certificate.
  previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = readFileSync(cert);
  provider = smileIdProvider({
    partnerId: PARTNER_ID,
    apiKey: API_KEY,
    environment: 'sandbox',
    callbackUrl: 'https://imole.example/api/SmileId/Callback',
    serverUrl: `${base}/v1`,
  });
});

afterAll(async () => {
  https.globalAgent.options.ca = previousCa as typeof https.globalAgent.options.ca;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

/** The files of a zip (stored or deflated), as the SDK's JSZip writes them. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString();
    const start = at + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at = start + size;
  }
  return files;
}

const selfie = testJpeg('face');
const frames = [testJpeg('face', 32), testJpeg('face', 48)];
const submission: KycSubmission = {
  jobId: 'kyc-41-3',
  userId: 'customer-17',
  idInfo: {
    country: 'NG',
    idType: 'BVN',
    idNumber: '22212345678',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    dob: '1988-03-14',
  },
  selfie,
  liveness: frames,
};

describe('SmileID through smile-identity-core', () => {
  it('submits a Biometric KYC job: prep_upload, then the zip with the ID info and the images to the upload URL', async () => {
    await provider.submit(submission);
    expect(received.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /v1/upload',
      'PUT /smile-uploads/2468/0000057011.zip',
    ]);
    const prep = JSON.parse(received[0]!.body.toString()) as Record<string, unknown>;
    expect(prep).toMatchObject({
      smile_client_id: PARTNER_ID,
      file_name: 'selfie.zip',
      callback_url: 'https://imole.example/api/SmileId/Callback',
      partner_params: { job_id: 'kyc-41-3', user_id: 'customer-17', job_type: 1 },
      source_sdk: 'javascript',
      source_sdk_version: '3.2.1',
    });
    expect(prep.signature).toBe(smileSignature(String(prep.timestamp)));

    const put = received[1]!;
    expect(put.headers['content-type']).toBe('application/zip');
    const files = unzip(put.body);
    expect([...files.keys()]).toEqual(['info.json']);
    const info = JSON.parse(files.get('info.json')!.toString()) as {
      id_info: unknown;
      images: unknown;
      package_information: unknown;
      misc_information: { timestamp: string };
      server_information: unknown;
    };
    expect(info.id_info).toEqual({
      entered: 'true',
      country: 'NG',
      id_type: 'BVN',
      id_number: '22212345678',
      first_name: 'Adaeze',
      last_name: 'Okafor',
      dob: '1988-03-14',
    });
    // SmileID's upload format: base64 images in info.json, the selfie as type 2 and each liveness frame as type 6.
    expect(info.images).toEqual([
      { image_type_id: 2, image: selfie.toString('base64'), file_name: '' },
      { image_type_id: 6, image: frames[0]!.toString('base64'), file_name: '' },
      { image_type_id: 6, image: frames[1]!.toString('base64'), file_name: '' },
    ]);
    expect(info.package_information).toMatchObject({ apiVersion: { majorVersion: 2 }, language: 'javascript' });
    expect(info.misc_information).toMatchObject({
      smile_client_id: PARTNER_ID,
      partner_params: { job_id: 'kyc-41-3', user_id: 'customer-17', job_type: 1 },
      callback_url: 'https://imole.example/api/SmileId/Callback',
      file_name: 'selfie.zip',
    });
    expect(Number.isNaN(Date.parse(info.misc_information.timestamp))).toBe(false);
    expect(info.server_information).toEqual(prepUpload.body);
  });

  it("reports a refused upload with SmileID's code, never the request (it holds the BVN and the images)", async () => {
    const recorded = prepUpload;
    prepUpload = { status: 401, body: { code: '2205', error: 'You are not authorized to do that.' } };
    try {
      const failure = await provider.submit(submission).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(KycProviderError);
      expect((failure as Error).message).toBe(
        'SmileID job submission failed (401): 2205 You are not authorized to do that.',
      );
      expect(JSON.stringify(failure)).not.toContain('22212345678');
    } finally {
      prepUpload = recorded;
    }
  });

  it('reads job_status answers: verified, review, rejected and not yet complete', async () => {
    const params = (jobId: string) => ({ job_id: jobId, user_id: 'customer-17', job_type: 1 });
    const passed = {
      Liveness_Check: 'Passed',
      Register_Selfie: 'Approved',
      Verify_ID_Number: 'Verified',
      Return_Personal_Info: 'Returned',
      Human_Review_Compare: 'Not Applicable',
      Selfie_To_ID_Authority_Compare: 'Completed',
    };
    jobStatus.set('job-verified', {
      status: 200,
      body: signed({
        code: '2302',
        job_complete: true,
        job_success: true,
        result: {
          ResultCode: '1012',
          ResultText: 'Valid ID',
          Actions: passed,
          PartnerParams: params('job-verified'),
          SmileJobID: '0000057011',
          ConfidenceValue: '99',
        },
        history: [],
        image_links: { selfie_image: 'https://smile-images.example/selfie.jpg' },
      }),
    });
    jobStatus.set('job-review', {
      status: 200,
      body: signed({
        code: '2302',
        job_complete: true,
        job_success: true,
        result: {
          ResultCode: '1021',
          ResultText: 'Provisional Approval - Under Human Review',
          Actions: { ...passed, Selfie_To_ID_Authority_Compare: 'Under Review', Human_Review_Compare: 'Under Review' },
          PartnerParams: params('job-review'),
        },
      }),
    });
    jobStatus.set('job-rejected', {
      status: 200,
      body: signed({
        code: '2302',
        job_complete: true,
        job_success: false,
        result: {
          ResultCode: '0907',
          ResultText: 'FAIL - Possible Spoof',
          Actions: { ...passed, Liveness_Check: 'Failed', Selfie_To_ID_Authority_Compare: 'Not Applicable' },
          PartnerParams: params('job-rejected'),
        },
      }),
    });
    jobStatus.set('job-id-unknown', {
      status: 200,
      body: signed({
        code: '2302',
        job_complete: true,
        job_success: false,
        result: {
          ResultCode: '1013',
          ResultText: 'Unable to Validate ID',
          Actions: { ...passed, Verify_ID_Number: 'Not Verified' },
          PartnerParams: params('job-id-unknown'),
        },
      }),
    });
    jobStatus.set('job-pending', {
      status: 200,
      body: signed({ code: '2302', job_complete: false, job_success: false, result: 'Job is still being processed' }),
    });

    const verified = await provider.status('job-verified', 'customer-17');
    expect(verified).toMatchObject({
      jobId: 'job-verified',
      userId: 'customer-17',
      complete: true,
      success: true,
      outcome: 'verified',
      resultCode: '1012',
      resultText: 'Valid ID',
      actions: passed,
    });
    // What is kept of the answer: no image links.
    expect(JSON.stringify(verified.raw)).not.toContain('smile-images.example');
    expect(verified.raw).toMatchObject({ job_complete: true, result: { SmileJobID: '0000057011' } });
    const statusRequest = JSON.parse(received.at(-1)!.body.toString()) as Record<string, unknown>;
    expect(statusRequest).toMatchObject({
      job_id: 'job-verified',
      user_id: 'customer-17',
      partner_id: PARTNER_ID,
      image_links: false,
      history: false,
    });
    expect(statusRequest.signature).toBe(smileSignature(String(statusRequest.timestamp)));

    expect(await provider.status('job-review', 'customer-17')).toMatchObject({
      complete: true,
      outcome: 'review',
      resultCode: '1021',
    });
    expect(await provider.status('job-rejected', 'customer-17')).toMatchObject({
      complete: true,
      success: false,
      outcome: 'rejected',
      resultCode: '0907',
    });
    expect(await provider.status('job-id-unknown', 'customer-17')).toMatchObject({
      outcome: 'rejected',
      resultText: 'Unable to Validate ID',
    });
    expect(await provider.status('job-pending', 'customer-17')).toMatchObject({
      jobId: 'job-pending',
      userId: 'customer-17',
      complete: false,
      outcome: null,
      resultCode: null,
    });
  });

  it("refuses a job_status answer whose signature is not SmileID's", async () => {
    jobStatus.set('job-forged', {
      status: 200,
      body: signed(
        { job_complete: true, job_success: true, result: { ResultCode: '1012', ResultText: 'Valid ID' } },
        'someone-elses-key-0123456789',
      ),
    });
    await expect(provider.status('job-forged', 'customer-17')).rejects.toThrow(KycProviderError);
  });

  it('gives up on a SmileID that does not answer, so the person can be told to try again', async () => {
    const impatient = smileIdProvider({
      partnerId: PARTNER_ID,
      apiKey: API_KEY,
      environment: 'sandbox',
      callbackUrl: 'https://imole.example/api/SmileId/Callback',
      serverUrl: `${base}/v1`,
      timeoutMs: 300,
    });
    const failure = await impatient.status('job-silent', 'customer-17').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(KycProviderError);
    expect((failure as Error).message).toBe('SmileID job status did not answer within 0.3 seconds');
  });

  it("checks the callback signature: SmileID's is accepted, a wrong one refused", () => {
    const callback = {
      ResultCode: '1012',
      ResultText: 'Valid ID',
      ResultType: 'SAIA',
      SmileJobID: '0000057011',
      Actions: {
        Liveness_Check: 'Passed',
        Verify_ID_Number: 'Verified',
        Selfie_To_ID_Authority_Compare: 'Completed',
        Human_Review_Compare: 'Not Applicable',
      },
      PartnerParams: { job_id: 'kyc-41-3', user_id: 'customer-17', job_type: 1 },
      ConfidenceValue: '99',
      IsFinalResult: 'true',
      FullData: { FullName: 'ADAEZE OKAFOR', Photo: '/9j/4AAQSkZJRg' },
    };
    const result = provider.fromCallback(signed(callback));
    expect(result).toMatchObject({
      jobId: 'kyc-41-3',
      userId: 'customer-17',
      complete: true,
      success: true,
      outcome: 'verified',
      resultCode: '1012',
    });
    // The provider's copy of the person's data and photo is not kept.
    expect(JSON.stringify(result?.raw)).not.toContain('/9j/4AAQ');
    expect(provider.fromCallback(signed(callback, 'someone-elses-key-0123456789'))).toBeNull();
    expect(provider.fromCallback({ ...signed(callback), timestamp: '2026-11-26T05:10:12.000Z' })).toBeNull();
    expect(
      provider.fromCallback({ ...callback, timestamp: 'not a time', signature: smileSignature('not a time') }),
    ).toBeNull();
    expect(provider.fromCallback(callback)).toBeNull();
    expect(provider.fromCallback(null)).toBeNull();
    const failed = provider.fromCallback(
      signed({
        ...callback,
        ResultCode: '1013',
        ResultText: 'Unable to Validate ID',
        Actions: { ...callback.Actions, Verify_ID_Number: 'Not Verified' },
      }),
    );
    expect(failed).toMatchObject({ complete: true, success: false, outcome: 'rejected' });
  });

  it('gives the browser job parameters signed as SmileID signs them', () => {
    const params = provider.jobParams('kyc-41-4', 'customer-17');
    expect(params).toMatchObject({
      jobId: 'kyc-41-4',
      userId: 'customer-17',
      jobType: 1,
      partnerParams: { job_id: 'kyc-41-4', user_id: 'customer-17', job_type: 1 },
      callbackUrl: 'https://imole.example/api/SmileId/Callback',
      environment: 'sandbox',
      provider: 'smileid',
    });
    expect(params.signature).toBe(smileSignature(params.timestamp));
  });
});
