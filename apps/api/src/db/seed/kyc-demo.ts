import jpeg from 'jpeg-js';

/**
 * Files for demo and test identity checks (issue 21; docs/kyc.md "Demo data"): a tiny real PDF as the statement of
 * account and a small real JPEG. The sandbox provider verifies a selfie with some variation in it and fails a flat
 * one (a blank frame), so `flat` gives the photo that fails the liveness check.
 */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function demoJpeg(flat = false, size = 32): Buffer {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      data[i] = flat ? 128 : (x * 255) / size;
      data[i + 1] = flat ? 128 : (y * 255) / size;
      data[i + 2] = flat ? 128 : ((x + y) * 127) / size;
      data[i + 3] = 255;
    }
  return Buffer.from(jpeg.encode({ data, width: size, height: size }, 90).data);
}

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The identity form's answers, valid for the sandbox (a fake BVN: one ending 0000 fails, 1111 goes to review). */
export function kycForm(quoteRequestId: number, overrides: Record<string, unknown> = {}) {
  return {
    quoteRequestId,
    dateOfBirth: '1990-04-12',
    bvn: '22212345678',
    bankId: 1,
    stateOfAccount: dataUrl('application/pdf', TINY_PDF),
    accountNumber: '0123456789',
    accountName: 'Chiamaka Obi',
    meansOfId: 1,
    meansOfIdImage: dataUrl('image/jpeg', demoJpeg()),
    ...overrides,
  };
}

type Call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
) => Promise<{ statusCode: number; body: { message?: string; data?: unknown } }>;

/**
 * Verifies a customer's identity for a request through the real calls (the sandbox provider): the form, a job, the
 * selfie and liveness photos, then the job's status. Answers each call's answer, the status's last.
 */
export async function verifyThroughApi(
  call: Call,
  customerToken: string,
  quoteRequestId: number,
  form: Record<string, unknown> = {},
  selfie = demoJpeg(),
) {
  const steps = [await call('POST', '/api/SmileId/UpdateKyc', customerToken, kycForm(quoteRequestId, form))];
  steps.push(await call('GET', `/api/SmileId/BiometricKYCJobRequest?quoteRequestId=${quoteRequestId}`, customerToken));
  const jobId = (steps[1]!.body.data as { jobId?: string } | undefined)?.jobId;
  steps.push(
    await call('POST', '/api/SmileId/BiometricKYCPostZipFile', customerToken, {
      quoteRequestId,
      jobId,
      selfieImage: selfie.toString('base64'),
      livenessImages: [demoJpeg().toString('base64')],
    }),
    await call('POST', '/api/SmileId/BiometricKYCJobStatus', customerToken, { quoteRequestId, jobId }),
  );
  for (const step of steps)
    if (step.statusCode !== 200) throw new Error(`identity step answered ${step.statusCode}: ${step.body.message}`);
  return steps[3]!.body.data as { jobId: string; kycStatus: string; jobComplete: boolean; resultText: string | null };
}
