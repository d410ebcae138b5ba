import {
  AppError,
  applicationStageOf,
  bankApplicationMessages,
  buildingTypeLabels,
  kobo,
  kycStatusLabels,
  RoleName,
  roleNameOf,
  totalAssetAmount,
  UserRole,
  isUserRole,
  type ApplicationStage,
  type KycStatus,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import type { FinancialInstitutionRow } from '../../db/tables/lookup.table.ts';
import { checkBase64Image } from '../../lib/images.ts';
import type { PageQuery } from '../../lib/http.ts';
import { audit } from '../audit/index.ts';
import { createBankOfficer, setBankOfficerActive } from '../auth/index.ts';
import * as repo from './institution.repository.ts';
import { institutionMessages, LOGO_MAX_BYTES, type SaveInstitutionInput } from './institution.schemas.ts';

/** Naira as quote answers give it: whole, rounded up. */
const naira = (k: number) => Math.ceil(k / 100);
const iso = (d: Date | null) => d?.toISOString() ?? null;

// Institutions and officers (contract call 13; admins only)

function institutionAnswer(row: FinancialInstitutionRow, officerCount: number, activeOfficerCount: number) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logo: row.logo,
    isActive: row.is_active,
    undertakingText: row.undertaking_text,
    officerCount,
    activeOfficerCount,
    link: `/bankquote?Name=${encodeURIComponent(row.code)}`,
  };
}

export async function allInstitutions(deps: AppDeps) {
  return (await repo.listInstitutions(deps.db)).map((r) =>
    institutionAnswer(r, r.officer_count, r.active_officer_count),
  );
}

/**
 * Adds or changes a partner bank. The link name is unique whatever its case (the quote page matches it so); the logo
 * is checked by its content (PNG, JPEG or WebP, at most 200 KB). Audited with what changed.
 */
export async function saveInstitution(deps: AppDeps, admin: AppUserRow, input: SaveInstitutionInput) {
  const fields: repo.InstitutionFields = {
    code: input.code,
    name: input.name,
    logo: input.logo === null || input.logo === '' ? null : checkBase64Image(input.logo, LOGO_MAX_BYTES, 'logo'),
    is_active: input.isActive,
    undertaking_text: input.undertakingText,
  };
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = input.id === undefined ? undefined : await repo.findInstitution(trx, input.id);
    if (input.id !== undefined && !before) throw new AppError('NOT_FOUND', institutionMessages.notFound);
    const other = await repo.institutionWithCode(trx, input.code, input.id ?? null);
    if (other) throw new AppError('CONFLICT', institutionMessages.codeTaken(input.code, other.name));
    const saved = before
      ? await repo.updateInstitution(trx, before.id, fields, now)
      : await repo.insertInstitution(trx, fields, now);
    const summary = (r: FinancialInstitutionRow) => ({
      code: r.code,
      name: r.name,
      isActive: r.is_active,
      logo: r.logo === null ? null : 'set',
      undertakingText: r.undertaking_text,
    });
    await audit(trx, {
      actorUserId: admin.id,
      action: before ? 'financial-institution.updated' : 'financial-institution.created',
      entity: 'financial_institution',
      entityId: saved.id,
      ...(before ? { before: summary(before) } : {}),
      after: summary(saved),
    });
    const officers = await repo.listOfficers(trx, saved.id);
    return institutionAnswer(saved, officers.length, officers.filter((o) => o.is_active).length);
  });
}

function officerAnswer(row: Awaited<ReturnType<typeof repo.listOfficers>>[number]) {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phoneNumber: row.phone_number,
    isActive: row.is_active,
    invited: row.invited,
    dateCreated: row.created_at.toISOString(),
  };
}

async function institutionOrNotFound(deps: AppDeps, id: number) {
  const found = await repo.findInstitution(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND', institutionMessages.notFound);
  return found;
}

export async function officersOf(deps: AppDeps, financialInstitutionId: number) {
  await institutionOrNotFound(deps, financialInstitutionId);
  return (await repo.listOfficers(deps.db, financialInstitutionId)).map(officerAnswer);
}

/** An admin adds an officer: invited by e-mail with the set-password link, as invited staff are (audited). */
export async function createOfficer(
  deps: AppDeps,
  admin: AppUserRow,
  input: { firstname: string; lastname: string; email: string; phoneNumber: string; financialInstitutionId: number },
) {
  const bank = await institutionOrNotFound(deps, input.financialInstitutionId);
  const user = await createBankOfficer(deps, admin, input, async (trx, officer) => {
    await audit(trx, {
      actorUserId: admin.id,
      action: 'bank-officer.created',
      entity: 'app_user',
      entityId: officer.id,
      after: { financialInstitutionId: bank.id, bank: bank.name, email: officer.email },
    });
  });
  return { bank, officer: officerOf(user) };
}

const officerOf = (user: AppUserRow) =>
  officerAnswer({
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone_number: user.phone_number,
    is_active: user.is_active,
    invited: user.password_hash === null,
    created_at: user.created_at,
  });

export async function setOfficerActive(deps: AppDeps, admin: AppUserRow, userId: number, isActive: boolean) {
  return officerOf(await setBankOfficerActive(deps, admin, userId, isActive));
}

// Applications (contract calls 11 and 12)

/** Which bank's applications a caller sees: an officer only their own; staff any (or the one they chose). */
function bankScope(user: AppUserRow, chosen: number | undefined): number | undefined {
  if (isUserRole(user.user_role) && roleNameOf[user.user_role] === RoleName.BANK_OFFICER) {
    // The database refuses an officer without an institution (migration 20261127000000).
    return user.financial_institution_id ?? -1;
  }
  return chosen;
}

function stageOf(row: repo.ApplicationRow): ApplicationStage {
  return applicationStageOf({
    status: row.status,
    requestStatus: row.request_status,
    quoteStatus: row.quote_status,
    undertakingUploaded: row.undertaking_uploaded_at !== null,
    undertakingUploadedAt: row.undertaking_uploaded_at,
    pricedAt: row.priced_at,
  });
}

type Lines = Awaited<ReturnType<typeof repo.quoteLinesOf>>;

function totalKoboOf(row: repo.ApplicationRow, lines: Lines) {
  if (row.quote_id === null || row.quote_status === null || row.quote_status === 0) return null;
  return totalAssetAmount(
    lines
      .filter((l) => l.quote_id === row.quote_id)
      .map((l) => ({ unitPrice: kobo(l.unit_price_kobo), quantity: l.quantity })),
    {
      installation: kobo(row.installation_cost_kobo ?? 0),
      transport: kobo(row.transport_cost_kobo ?? 0),
      discount: kobo(row.discount_kobo ?? 0),
    },
  );
}

function itemOf(row: repo.ApplicationRow, lines: Lines) {
  const kycStatus: KycStatus = row.kyc_status ?? 'none';
  const total = totalKoboOf(row, lines);
  return {
    quoteRequestId: row.quote_request_id,
    referenceNo: row.reference_no,
    customerName: `${row.firstname} ${row.lastname}`,
    phoneNumber: row.phone_number,
    email: row.email,
    packageName: row.package_name,
    amount: total === null ? null : naira(total),
    kycStatus,
    kycStatusLabel: kycStatusLabels[kycStatus],
    applicationStage: stageOf(row),
    undertakingUploadedAt: iso(row.undertaking_uploaded_at),
    dateCreated: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
    financialInstitution: { id: row.financial_institution_id, name: row.institution_name },
  };
}

export async function applications(
  deps: AppDeps,
  user: AppUserRow,
  query: {
    stage?: ApplicationStage | undefined;
    search?: string | undefined;
    financialInstitutionId?: number | undefined;
  },
  page: PageQuery,
) {
  const filter = { ...query, financialInstitutionId: bankScope(user, query.financialInstitutionId) };
  const offset = (page.PageIndex - 1) * page.PageSize;
  const { rows, total } = await repo.pageApplications(deps.db, filter, offset, page.PageSize);
  const lines = await repo.quoteLinesOf(
    deps.db,
    rows.flatMap((r) => (r.quote_id === null ? [] : [r.quote_id])),
  );
  return { items: rows.map((r) => itemOf(r, lines)), total };
}

/**
 * The application an officer or staff opens. Another bank's application, or an ordinary request, answers "not found"
 * to an officer: nothing tells them it exists.
 */
export async function applicationOf(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  const row = await repo.findApplication(deps.db, quoteRequestId);
  const scope = bankScope(user, undefined);
  if (!row || (scope !== undefined && row.financial_institution_id !== scope))
    throw new AppError('NOT_FOUND', bankApplicationMessages.notFound);
  const [lines, place, decidedBy, trail] = await Promise.all([
    repo.quoteLinesOf(deps.db, row.quote_id === null ? [] : [row.quote_id]),
    repo.placeOf(deps.db, row.state_id, row.lga_id),
    repo.deciderOf(deps.db, quoteRequestId),
    repo.applicationTrail(deps.db, quoteRequestId),
  ]);
  const total = totalKoboOf(row, lines);
  return {
    ...itemOf(row, lines),
    address: row.address,
    state: place.state,
    lga: place.lga,
    landmark: row.landmark,
    buildingType: row.building_type,
    buildingTypeLabel: buildingTypeLabels[row.building_type] ?? '',
    components: lines.map((l) => ({ name: l.name, category: l.category_name, quantity: l.quantity })),
    plan: total === null ? null : { total: naira(total), bankPays: naira(total) },
    undertaking:
      row.undertaking_uploaded_at === null
        ? null
        : {
            contentType: row.undertaking_content_type ?? 'application/octet-stream',
            uploadedAt: row.undertaking_uploaded_at.toISOString(),
          },
    decision:
      row.decided_at === null
        ? null
        : {
            approved: row.status === 'approved',
            reason: row.decision_reason,
            decidedAt: row.decided_at.toISOString(),
            decidedBy,
            onBehalf: row.decided_on_behalf,
          },
    auditTrail: trail.map((a) => ({
      id: a.id,
      action: a.action,
      label: trailLabel(a.action, a.user_role),
      by: a.firstname === null ? null : `${a.firstname} ${a.lastname}`,
      at: a.created_at.toISOString(),
    })),
  };
}

/** An audit entry in words. Unknown actions read as their name, never as nothing. */
function trailLabel(action: string, actorRole: number | null): string {
  const staff = actorRole === UserRole.Admin || actorRole === UserRole.Support;
  const known: Record<string, string> = {
    'bank-application.opened': 'The customer asked the bank to finance the system',
    'bank.undertaking-uploaded': staff ? 'Undertaking uploaded by staff for the customer' : 'Undertaking uploaded',
    'bank.undertaking-replaced': staff ? 'Undertaking replaced by staff for the customer' : 'Undertaking replaced',
    'bank.undertaking-opened': 'Undertaking opened',
    'bank.approved': staff ? 'Approved by staff on the bank’s behalf' : 'Approved',
    'bank.declined': staff ? 'Declined by staff on the bank’s behalf' : 'Declined',
    'bank.switched': 'Customer switched to an ordinary plan',
  };
  return (
    known[action] ??
    action
      .replace(/^bank\./, '')
      .replace(/[._-]/g, ' ')
      .replace(/^./, (c) => c.toUpperCase())
  );
}
