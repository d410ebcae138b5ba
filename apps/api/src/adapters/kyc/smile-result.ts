import type { KycOutcome, KycResult } from './kyc.ts';

/**
 * SmileID's job result, as job_status answers it (`result`) and as its callback posts it (the body itself), read into
 * a KycResult. The outcome follows SmileID's three result categories (Approved, Provisionally Approved, Rejected:
 * https://docs.smileidentity.com/results/result-and-error-codes) and the job's Actions (docs/kyc.md "Provider"):
 * 1. a deciding Action failed, or a Rejected code → rejected;
 * 2. an Action awaiting a person ("Under Review", "Pending"), a provisional result, or an error code that leaves the
 *    job undecided (the ID authority unavailable) → review, so staff decide;
 * 3. an Approved code, or a successful job → verified;
 * 4. anything else complete → rejected.
 */
const FAILED = /^(failed|not verified|rejected|unable to validate|no match)/i;
const PENDING = /^(under review|pending|provisional|awaiting)/i;

/** The Actions that decide a Biometric KYC job (the others, such as Register_Selfie, only report). */
export const DECIDING_ACTIONS = [
  'Liveness_Check',
  'Verify_ID_Number',
  'Selfie_To_ID_Authority_Compare',
  'Human_Review_Compare',
  'Human_Review_Liveness_Check',
] as const;

/** SmileID's documented codes: Approved (1012 Valid ID, 1020 Exact Match, 1021 Partial Match). */
export const APPROVED_CODES: ReadonlySet<string> = new Set(['1012', '1020', '1021']);
/** Rejected: 0001 Data Invalid, 0903 Zip Corrupt, 0907 Possible Spoof, 1013 Unable to Validate ID, 1022 No Match, 1023 Not Found. */
export const REJECTED_CODES: ReadonlySet<string> = new Set(['0001', '0903', '0907', '1013', '1022', '1023']);
/** Errors that leave the ID check undone: 1014 unsupported format, 1015 ID authority unavailable, 1016 product not active. */
export const UNDECIDED_CODES: ReadonlySet<string> = new Set(['1014', '1015', '1016']);

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
  resultText?: string | null;
  actions: Record<string, string>;
}): KycOutcome | null {
  if (!input.complete) return null;
  const code = input.resultCode ?? '';
  const deciding = DECIDING_ACTIONS.map((name) => input.actions[name] ?? '').filter(Boolean);
  if (deciding.some((value) => FAILED.test(value)) || REJECTED_CODES.has(code)) return 'rejected';
  if (deciding.some((value) => PENDING.test(value))) return 'review';
  if (/provisional|pending/i.test(input.resultText ?? '') || UNDECIDED_CODES.has(code)) return 'review';
  if (APPROVED_CODES.has(code) || input.success) return 'verified';
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
    outcome: smileOutcome({ ...envelope, resultCode, resultText: text(body.ResultText), actions }),
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
