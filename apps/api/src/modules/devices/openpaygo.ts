import { encodeDisablePaygToken, encodeExtendedToken, encodeToken } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { unseal } from '../../lib/sealed.ts';
import type { PaygDeviceRow } from '../../db/tables/payg.table.ts';

/** The count a device leaves the factory with, as the reference's device and server simulators start. */
export const DEVICE_SETUP_COUNT = 1;

/** The largest number of days one standard OpenPAYGO token adds; more takes the extended token. */
export const MAX_STANDARD_DAYS = 995;

/** What a token does: add days, or unlock the device for good (the loan is paid off). */
export type TokenValue = { days: number } | 'disable';

/** The device's key and starting code, opened only to encode a token (never answered). */
function secretsOf(deps: Pick<AppDeps, 'sealing'>, device: PaygDeviceRow) {
  return {
    // bytea comes back as a Uint8Array from PGlite, a Buffer from pg.
    key: unseal(deps.sealing, Buffer.from(device.secret_key_sealed)).toString('utf8'),
    startingCode: Number(unseal(deps.sealing, Buffer.from(device.starting_code_sealed)).toString('utf8')),
  };
}

/**
 * The next token for the device, from part A's port of the reference (packages/domain/src/openpaygo): the count
 * after the device's last token, as the reference's `generate_token` moves it. Answers the token and the new count.
 */
export function nextToken(deps: Pick<AppDeps, 'sealing'>, device: PaygDeviceRow, value: TokenValue) {
  const { key, startingCode } = secretsOf(deps, device);
  const count = device.token_count;
  if (value === 'disable') return encodeDisablePaygToken({ key, startingCode, count });
  if (value.days > MAX_STANDARD_DAYS)
    return encodeExtendedToken({ key, startingCode, count, value: value.days, mode: 'add' });
  return encodeToken({ key, startingCode, count, value: value.days, mode: 'add' });
}
