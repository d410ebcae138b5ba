import type { KycOutcome, KycResult } from './kyc.ts';

/**
 * SmileID's job result, as job_status answers it (`result`) and as its callback posts it (the body itself), read into
 * a KycResult. The outcome follows the job's Actions and result code (docs/kyc.md "Provider", with SmileID's
 * documentation as the source): any check failed → rejected; a check awaiting a person (a human review or a
 * provisional approval) → review; a completed, successful job → verified.
 */
const FAILED = /^(failed|not verified|rejected|unable to validate|not returned|no match)/i;
const PENDING = /^(under review|pending|provisional|awaiting)/i;

/** The Actions that decide a Biometric KYC job (the others, such as Register_Selfie, only report). */
export const DECIDING_ACTIONS = [
  'Liveness_Check',
  'Verify_ID_Number',
  'Selfie_To_ID_Authority_Compare',
  'Human_Review_Compare',
  'Human_Review_Liveness_Check',
] as const;

/** Result codes SmileID documents as Approved, Provisionally Approved and Rejected for Biometric KYC. */
export const APPROVED_CODES = new Set(['0810', '1012', '1020', '1021', '1210']);
export const PROVISIONAL_CODES = new Set([
  '0811',
  '0812',
  '0813',
  '0814',
  '0815',
  '1211',
  '1212',
  '1213',
  '1220',
  '1221',
]);
export const REJECTED_CODES = new Set([
  '0001',
  '0903',
  '0907',
  '0911',
  '0912',
  '0921',
  '0922',
  '1013',
  '1022',
  '1023',
  '1214',
  '1215',
  '1216',
  '1217',
  '1218',
  '1222',
  '1223',
  '1224',
]);

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export function smileOutcome(input: {
  complete: boolean;
  success: boolean;
  resultCode: string | null;
  actions: Record<string, string>;
}): KycOutcome | null {
  if (!input.complete) return null;
  const deciding = DECIDING_ACTIONS.map((name) => input.actions[name] ?? '').filter(Boolean);
  if (deciding.some((value) => FAILED.test(value))) return 'rejected';
  if (input.resultCode !== null && REJECTED_CODES.has(input.resultCode)) return 'rejected';
  if (deciding.some((value) => PENDING.test(value))) return 'review';
  if (input.resultCode !== null && PROVISIONAL_CODES.has(input.resultCode)) return 'review';
  if (input.success || (input.resultCode !== null && APPROVED_CODES.has(input.resultCode))) return 'verified';
  return 'rejected';
}

/** The answer without what must not be kept: image links, the provider's personal data and photo. */
export function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImages);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !/^(image_links|images?|photo|FullData|selfie|liveness_images)$/i.test(key))
      .map(([key, inner]) => [key, withoutImages(inner)]),
  );
}

/** A job result (job_status's `result`, or the callback body) with the job's completion as its envelope says. */
export function readSmileResult(
  result: unknown,
  envelope: { complete: boolean; success: boolean },
  fallback: { jobId: string; userId: string },
  raw: unknown,
): KycResult {
  const body = record(result);
  const params = record(body.PartnerParams);
  const actions = Object.fromEntries(
    Object.entries(record(body.Actions))
      .map(([key, value]) => [key, text(value)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null),
  );
  const resultCode = text(body.ResultCode);
  return {
    jobId: text(params.job_id) ?? fallback.jobId,
    userId: text(params.user_id) ?? fallback.userId,
    complete: envelope.complete,
    success: envelope.success,
    outcome: smileOutcome({ ...envelope, resultCode, actions }),
    resultCode,
    resultText: text(body.ResultText),
    actions,
    raw: withoutImages(raw),
  };
}

/**
 * A callback's envelope when its signature checks out (SmileID signs `timestamp` with the partner's key: HMAC-SHA256
 * of timestamp + partner id + "sid_request", base64), or null. A callback is a finished job; it succeeded unless its
 * code or a deciding Action says it failed.
 */
export function smileCallbackEnvelope(
  body: unknown,
  signature: { confirm_signature(timestamp: string, signature: string): boolean },
): { complete: true; success: boolean } | null {
  const fields = record(body);
  const timestamp = text(fields.timestamp);
  const signed = text(fields.signature);
  if (!timestamp || !signed || Number.isNaN(Date.parse(timestamp))) return null;
  let valid: boolean;
  try {
    valid = signature.confirm_signature(timestamp, signed);
  } catch {
    valid = false;
  }
  if (!valid) return null;
  const code = text(fields.ResultCode);
  const failedAction = DECIDING_ACTIONS.some((name) => FAILED.test(text(record(fields.Actions)[name]) ?? ''));
  return { complete: true, success: !failedAction && !(code !== null && REJECTED_CODES.has(code)) };
}
