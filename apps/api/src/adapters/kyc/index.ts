import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { KycProvider } from './kyc.ts';
import { sandboxKycProvider } from './sandbox.ts';
import { smileIdProvider } from './smileid.ts';

export type { KycIdInfo, KycJobParams, KycOutcome, KycProvider, KycResult, KycSubmission } from './kyc.ts';
export { KycProviderError } from './kyc.ts';

/** The identity provider the configuration names: SmileID, or the sandbox (never in production). */
export function createKycProvider(config: AppConfig, db: Db): KycProvider {
  return config.kyc.provider === 'smileid' ? smileIdProvider(config.kyc) : sandboxKycProvider(db, config.kyc);
}
