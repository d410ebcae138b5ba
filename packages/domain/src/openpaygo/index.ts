/** OpenPAYGO Token: the device lock/unlock codes (docs/tokens.md "The algorithm"). */
export {
  encodeCounterSyncToken,
  encodeDisablePaygToken,
  encodeExtendedToken,
  encodeToken,
  formatToken,
  generateToken,
  nextTokenCount,
  type EncodeTokenInput,
  type GeneratedToken,
  type GenerateTokenInput,
  type TokenKind,
} from './encode.ts';
export {
  decodeToken,
  MAX_TOKEN_JUMP,
  MAX_TOKEN_JUMP_COUNTER_SYNC,
  MAX_UNUSED_OLDER_TOKENS,
  updateUsedCounts,
  type DecodedToken,
  type DecodeTokenInput,
} from './decode.ts';
export {
  COUNTER_SYNC_VALUE,
  generateStartingCode,
  MAX_ACTIVATION_VALUE,
  MAX_EXTENDED_ACTIVATION_VALUE,
  PAYG_DISABLE_VALUE,
  type OpenPaygoKey,
} from './shared.ts';
export { sipHash24 } from './siphash.ts';
export { afterDays, enterToken, newPaygDevice, type PaygDevice, type TokenEntry } from './device.ts';
