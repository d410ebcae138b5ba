import { createHash } from 'node:crypto';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { KycDocumentKind } from '../../db/tables/kyc.table.ts';
import { keyIdOf, seal, unseal } from '../../lib/sealed.ts';
import { insertDocument } from './identity.repository.ts';

/**
 * A KYC file is sealed (AES-256-GCM, lib/sealed.ts) before it reaches the file store, so the disk (and any backup
 * of it) holds no readable document; its row keeps the kind, size, SHA-256 of the plain file and the key id.
 */
export interface PlainFile {
  kind: KycDocumentKind;
  contentType: string;
  bytes: Buffer;
}

/** Seals and stores a file, then records it in the transaction; a failed transaction leaves an orphan file only. */
export async function storeDocument(
  deps: AppDeps,
  trx: Transaction,
  owner: { verificationId: number; quoteRequestId: number; uploadedBy: number },
  file: PlainFile,
): Promise<number> {
  const sealed = seal(deps.sealing, file.bytes);
  const storageKey = `kyc/${owner.quoteRequestId}/${file.kind}-${createHash('sha256').update(sealed).digest('hex').slice(0, 24)}`;
  await deps.files.put(storageKey, sealed);
  return insertDocument(trx, {
    kyc_verification_id: owner.verificationId,
    quote_request_id: owner.quoteRequestId,
    kind: file.kind,
    content_type: file.contentType,
    size_bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    storage_key: storageKey,
    key_id: keyIdOf(sealed),
    uploaded_by_user_id: owner.uploadedBy,
  });
}

/** A stored document's plain bytes. */
export async function readDocument(deps: AppDeps, storageKey: string): Promise<Buffer> {
  return unseal(deps.sealing, await deps.files.get(storageKey));
}

/** Removes files whose rows were marked deleted (after their transaction committed); a failure is only logged. */
export async function removeFiles(deps: AppDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) await deps.files.remove(key);
}
