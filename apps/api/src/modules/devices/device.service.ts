import { AppError, kobo, koboToNaira, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { PaygDeviceRow } from '../../db/tables/payg.table.ts';
import { seal } from '../../lib/sealed.ts';
import { audit } from '../audit/index.ts';
import { deliverPending, recordNotice } from '../notifications/index.ts';
import { loanOf } from '../payments/index.ts';
import { findQuoteWithRequest, referrerOf } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import { checkDeviceInput, masked, type DeviceInput } from './device-input.ts';
import * as repo from './device.repository.ts';
import { DEVICE_SETUP_COUNT } from './openpaygo.ts';
import { issueToken, reissueNotice } from './token.service.ts';

const notFound = () => new AppError('NOT_FOUND', 'Quote not found.');

export const deviceErrors = {
  outright:
    'This system was paid in full: it has no loan, so it carries no PAYG device. Complete the installation without one.',
  noEngineer: 'Assign an engineer to this installation before entering its device.',
  tokensIssued:
    'Tokens have already been issued for this device, so only support can replace it. Call support with the new device’s label.',
  noDevice: 'This system has no PAYG device yet: the engineer enters it at installation.',
  nothingToReissue:
    'No token has been issued for this device yet: the first one comes with the customer’s first repayment.',
} as const;

/**
 * The quote an installer may act on: support and admin any; an engineer only the installation assigned to them (any
 * other is not found to them, as on their board).
 */
async function installerQuote(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const quote = await findQuoteWithRequest(deps.db, quoteId);
  if (!quote || (user.is_engineer && quote.support_user_id !== user.id)) throw notFound();
  return quote;
}

/**
 * The quote whose tokens a person may read: its customer, the sales agent who referred them (they may pay for them),
 * support and admin (engineers are refused by the route).
 */
async function readableQuote(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const quote = await findQuoteWithRequest(deps.db, quoteId);
  if (!quote) throw notFound();
  if (user.user_role === UserRole.Customer && quote.customer_id !== user.id) throw notFound();
  if (user.user_role === UserRole.SalesAgent) {
    const customer = await referrerOf(deps.db, quote.customer_id);
    if (customer?.referred_by_user_id !== user.id) throw notFound();
  }
  if (user.user_role === UserRole.BankOfficer) throw notFound();
  return quote;
}

const isStaff = (user: AppUserRow) => !user.is_engineer;

/**
 * The engineer (their own job) or staff enter the financed system's device: its serial number, starting code and
 * secret key, the last two sealed. Until a token is issued the engineer may correct it; after, only staff replace it
 * (a new device starts its count again at the setup count, 1), and the audit keeps what was there (serial and last four only).
 */
export async function saveDevice(deps: AppDeps, user: AppUserRow, quoteId: number, input: DeviceInput) {
  const quote = await installerQuote(deps, user, quoteId);
  const entered = checkDeviceInput(input);
  if (quote.is_outright) throw new AppError('CONFLICT', deviceErrors.outright);
  if (!quote.support_user_id || quote.installation_status < 1) throw new AppError('CONFLICT', deviceErrors.noEngineer);
  return deps.events.transaction(async (trx) => {
    const before = await repo.lockDevice(trx, quoteId);
    const tokens = before ? await repo.countTokens(trx, before.id) : 0;
    if (before && tokens > 0 && !isStaff(user)) throw new AppError('CONFLICT', deviceErrors.tokensIssued);
    const row = {
      serial: entered.serial,
      starting_code_sealed: seal(deps.sealing, String(entered.startingCode)),
      starting_code_last4: String(entered.startingCode).slice(-4),
      secret_key_sealed: seal(deps.sealing, entered.key),
      secret_key_last4: entered.key.slice(-4),
      token_count: DEVICE_SETUP_COUNT,
      entered_by: user.id,
      updated_at: deps.clock.now(),
    };
    const device = before
      ? await repo.updateDevice(trx, before.id, row)
      : await repo.insertDevice(trx, { ...row, quote_id: quoteId, created_at: deps.clock.now() });
    await audit(trx, {
      actorUserId: user.id,
      action: before ? 'device.replaced' : 'device.entered',
      entity: 'payg_device',
      entityId: device.id,
      quoteRequestId: quote.quote_request_id,
      before: before ? auditView(before, tokens) : undefined,
      after: auditView(device, 0),
    });
    return { device, replaced: before !== undefined };
  });
}

/** What the audit keeps of a device: never the key or the starting code, only their last four. */
const auditView = (d: PaygDeviceRow, tokens: number) => ({
  serial: d.serial,
  startingCodeLast4: d.starting_code_last4,
  secretKeyLast4: d.secret_key_last4,
  tokenCount: d.token_count,
  tokensIssued: tokens,
});

type InstallerQuote = Awaited<ReturnType<typeof installerQuote>>;

/** Whether any repayment of the loan was credited (a device entered now gets tokens from the next one on). */
async function repaidYet(deps: AppDeps, quote: InstallerQuote) {
  if (quote.is_outright) return false;
  const loan = await loanOf(deps.db, quote, await loadSettings(deps.db), deps.clock.now());
  return (loan?.statement.payments.length ?? 0) > 0;
}

/**
 * The device as staff and the engineer read it: the secrets masked to their last four; whether this person may enter
 * or correct it now (saveDevice's rules: a financed system with an engineer assigned, and for an engineer no token
 * issued yet); and whether repayments were made already.
 */
export async function deviceForInstaller(deps: AppDeps, user: AppUserRow, quoteId: number) {
  const quote = await installerQuote(deps, user, quoteId);
  const financed = !quote.is_outright;
  const device = await repo.findDevice(deps.db, quoteId);
  const tokens = device ? await repo.countTokens(deps.db, device.id) : 0;
  const assigned = quote.support_user_id !== null && quote.installation_status >= 1;
  const mayEdit = financed && assigned && (isStaff(user) || tokens === 0);
  const repaid = await repaidYet(deps, quote);
  if (!device) return { financed, mayEdit, repaid, data: null };
  const by = await repo.userName(deps.db, device.entered_by);
  const data = {
    ...installerView(device),
    enteredBy: by ? `${by.firstname} ${by.lastname}` : null,
    tokens: await deviceTokens(deps, device.id),
  };
  return { financed, mayEdit, repaid, data };
}

export const installerView = (device: PaygDeviceRow) => ({
  id: device.id,
  quoteId: device.quote_id,
  serialNumber: device.serial,
  startingCode: masked(device.starting_code_last4, 9),
  secretKey: masked(device.secret_key_last4, 32),
  tokenCount: device.token_count,
  updatedAt: device.updated_at.toISOString(),
});

type TokenListRow = Awaited<ReturnType<typeof repo.listTokens>>[number];

/**
 * A device's tokens, newest first, each marked `forPreviousDevice` when it was issued for a device since replaced
 * (docs/tokens.md "Where tokens show"): the new device refuses it, so it is shown as history, not as a token to key in.
 */
async function deviceTokens(deps: AppDeps, deviceId: number) {
  const rows = await repo.listTokens(deps.db, deviceId);
  const previous = await repo.tokensOfPreviousDevices(deps.db, deviceId);
  return rows.map((row, i) => ({ ...toToken(row), forPreviousDevice: i >= rows.length - previous }));
}

const toToken = (t: TokenListRow) => ({
  id: t.id,
  kind: t.kind,
  days: t.days,
  token: t.token,
  count: t.count,
  paymentReference: t.reference,
  paymentAmount: t.reference === null ? null : koboToNaira(kobo(t.paid_kobo ?? t.expected_kobo ?? 0)),
  issuedBy: t.issuer_firstname ? `${t.issuer_firstname} ${t.issuer_lastname}` : null,
  createdAt: t.created_at.toISOString(),
});

/** The customer's (or their agent's, or staff's) tokens for a quote: never the key. Null data without a device. */
export async function tokensFor(deps: AppDeps, user: AppUserRow, quoteId: number) {
  await readableQuote(deps, user, quoteId);
  const device = await repo.findDevice(deps.db, quoteId);
  if (!device) return null;
  const tokens = await deviceTokens(deps, device.id);
  return {
    serialNumber: device.serial,
    tokens: tokens.map(({ count: _count, issuedBy: _by, paymentAmount: _amount, ...t }) => t),
  };
}

/**
 * Staff re-issue the current token (docs/tokens.md "Re-issue"): what the latest payment bought — the same days, or
 * the unlock for good — as a fresh token at the device's next count, told to the customer like the first; audited.
 */
export async function reissueToken(deps: AppDeps, staff: AppUserRow, quoteId: number) {
  const quote = await findQuoteWithRequest(deps.db, quoteId);
  if (!quote) throw notFound();
  const token = await deps.events.transaction(async (trx) => {
    const device = await repo.lockDevice(trx, quoteId);
    if (!device) throw new AppError('CONFLICT', deviceErrors.noDevice);
    const latest = await repo.latestPaidToken(trx, device.id);
    if (!latest) throw new AppError('CONFLICT', deviceErrors.nothingToReissue);
    const value = latest.kind === 'disable' || latest.days === null ? 'disable' : { days: latest.days };
    const issued = await issueToken(deps, trx, device, value, 'reissue', { userId: staff.id });
    await recordNotice(trx, reissueNotice(quote.customer_id, issued, { createdAt: latest.created_at }));
    await audit(trx, {
      actorUserId: staff.id,
      action: 'device.token-reissued',
      entity: 'payg_device',
      entityId: device.id,
      quoteRequestId: quote.quote_request_id,
      before: { tokenCount: device.token_count, reissued: latest.id },
      after: { tokenCount: issued.count, days: issued.days, kind: value === 'disable' ? 'disable' : 'add' },
    });
    return issued;
  });
  await deliverPending(deps, quote.customer_id);
  return token;
}

/** The engineer's board asks once which of their jobs still take a device entry (the "PAYG device" button). */
export const editableDevices = (deps: AppDeps, user: AppUserRow) => repo.editableByEngineer(deps.db, user.id);
