import { contentKind } from '../../lib/uploaded-file.ts';

/** Files as the KYC calls receive them: decoded and told by their content in lib/uploaded-file.ts (shared with banks). */
export { contentKind, decodeBase64File, type FileKind } from '../../lib/uploaded-file.ts';

/** A file as the domain's rules (kycFailure) weigh it: its kind by content and its size; absent when empty. */
export function asKycFile(bytes: Buffer | null) {
  return bytes && bytes.length > 0 ? { type: contentKind(bytes), size: bytes.length } : null;
}
