/**
 * The bank's side (issue 22; docs/banks.md "The bank's side"): admins manage partner banks and their officers; an
 * officer reads only their bank's applications (another bank's, or an ordinary request, is "not found"); staff read
 * every bank's, or one bank's.
 */
import { applicationStageOf, applicationStages, type ApplicationStatus } from '@imole/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pricedQuote, powerNeedRequest, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, latestCode, login, post, signUpCustomer } from '../../test/session.ts';
import * as repo from './institution.repository.ts';

const PASSWORD = 'Bank-side-pass-1';
let t: TestApp;
let ids: SeedIds;
const tokens = { admin: '', support: '', engineer: '', customer: '', agent: '', officer: '' };
let sterlingId = 0;
let wemaId = 0;
let n = 0;

const db = () => t.app.deps.db;
const bankId = async (code: string) =>
  (
    await db()
      .selectFrom('financial_institution')
      .select('id')
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(db(), PASSWORD);
  ids = await seedIds(db());
  for (const role of ['admin', 'support', 'engineer', 'customer', 'agent'] as const)
    tokens[role] = (await login(t.app, `${role}@demo.imole.ng`, PASSWORD)).token;
  tokens.officer = (await login(t.app, 'bankofficer@demo.imole.ng', PASSWORD)).token;
  sterlingId = await bankId('STERLING');
  wemaId = await bankId('WEMA');
});
afterAll(() => t.close());

/** A bank request as CreateFinancialInstitutionQuote leaves it (the request names the bank; its application is open). */
async function financeBy(quoteRequestId: number, customerId: number, financialInstitutionId: number) {
  await db()
    .updateTable('quote_request')
    .set({ financial_institution_id: financialInstitutionId })
    .where('id', '=', quoteRequestId)
    .execute();
  await db()
    .insertInto('financial_institution_application')
    .values({
      quote_request_id: quoteRequestId,
      financial_institution_id: financialInstitutionId,
      customer_user_id: customerId,
    })
    .execute();
}

/** A priced bank request (awaiting the undertaking), of the customer named `firstname`. */
async function bankRequest(financialInstitutionId: number, firstname = 'Chiamaka') {
  const priced = await pricedQuote(t.app, ids, tokens.support, `banked.${++n}@example.com`);
  await db().updateTable('app_user').set({ firstname }).where('id', '=', priced.customer.user.id).execute();
  await financeBy(priced.quoteRequestId, priced.customer.user.id, financialInstitutionId);
  return priced;
}

async function setApplication(quoteRequestId: number, changes: { status?: ApplicationStatus; uploaded?: boolean }) {
  await db()
    .updateTable('financial_institution_application')
    .set({
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.uploaded
        ? { undertaking_uploaded_at: new Date(), undertaking_content_type: 'application/pdf', undertaking_file: 'x' }
        : {}),
      ...(changes.status === 'declined' || changes.status === 'approved'
        ? { decided_at: new Date(), decision_reason: changes.status === 'declined' ? 'Salary account too new.' : null }
        : {}),
    })
    .where('quote_request_id', '=', quoteRequestId)
    .execute();
}

const png = (size: number) => {
  // A valid PNG header (IHDR 10×10) padded to `size` bytes: the check reads the content, not the name.
  const head = Buffer.from('89504e470d0a1a0a0000000d494844520000000a0000000a0806000000', 'hex');
  return `data:image/png;base64,${Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]).toString('base64')}`;
};

describe('partner banks, as admins manage them (FinancialInstitution/All, Save)', () => {
  it('adds a bank, keeps link names unique whatever their case, checks the logo by content, and audits it', async () => {
    const added = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      {
        code: 'Access',
        name: 'Access Bank',
        logo: png(2000),
        isActive: true,
        undertakingText: 'I undertake to repay.',
      },
      tokens.admin,
    );
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({
      code: 'Access',
      name: 'Access Bank',
      isActive: true,
      officerCount: 0,
      activeOfficerCount: 0,
      link: '/bankquote?Name=Access',
    });
    expect(added.body.data.logo).toMatch(/^data:image\/png;base64,/);

    const clash = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      { code: 'sterling', name: 'Another', logo: null, isActive: true, undertakingText: '' },
      tokens.admin,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.body.message).toBe(
      'Another bank already uses the link name sterling (Sterling Bank). Choose another link name.',
    );

    const badCode = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      { code: 'a b', name: 'X Bank', logo: null, isActive: true },
      tokens.admin,
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body.message).toContain('2 to 30 letters, digits or hyphens');

    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const disguised = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      { code: 'Zenith', name: 'Zenith Bank', logo: text, isActive: true },
      tokens.admin,
    );
    expect(disguised.statusCode).toBe(415);
    const big = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      { code: 'Zenith', name: 'Zenith Bank', logo: png(210 * 1024), isActive: true },
      tokens.admin,
    );
    expect(big.statusCode).toBe(413);
    expect(big.body.message).toContain('200 KB');

    const edited = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      {
        id: added.body.data.id,
        code: 'ACCESS',
        name: 'Access Bank Plc',
        logo: null,
        isActive: false,
        undertakingText: '',
      },
      tokens.admin,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ code: 'ACCESS', name: 'Access Bank Plc', logo: null, isActive: false });
    const missing = await post(
      t.app,
      '/api/FinancialInstitution/Save',
      { id: 999999, code: 'Nope', name: 'Nope Bank', logo: null, isActive: true },
      tokens.admin,
    );
    expect(missing.statusCode).toBe(404);

    const all = await get(t.app, '/api/FinancialInstitution/All', tokens.admin);
    const names = all.body.data.map((b: { name: string }) => b.name);
    const lastActive = all.body.data.findLastIndex((b: { isActive: boolean }) => b.isActive);
    const firstInactive = all.body.data.findIndex((b: { isActive: boolean }) => !b.isActive);
    expect(lastActive).toBeLessThan(firstInactive);
    expect(names).toContain('Access Bank Plc');
    expect(all.body.data.find((b: { code: string }) => b.code === 'STERLING').officerCount).toBe(1);
    // The public list shows active banks only.
    const publicList = await get(t.app, '/api/FinancialInstitution/FinancialInstitutions?PageIndex=1&PageSize=1000');
    expect(publicList.body.data.map((b: { name: string }) => b.name)).not.toContain('Access Bank Plc');

    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'financial_institution')
      .where('entity_id', '=', added.body.data.id)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['financial-institution.created', 'financial-institution.updated']);
  });

  it('is for admins only', async () => {
    for (const role of ['support', 'engineer', 'customer', 'agent', 'officer'] as const) {
      expect((await get(t.app, '/api/FinancialInstitution/All', tokens[role])).statusCode, role).toBe(403);
      const save = await post(
        t.app,
        '/api/FinancialInstitution/Save',
        { code: 'X1', name: 'X Bank', logo: null, isActive: true },
        tokens[role],
      );
      expect(save.statusCode, role).toBe(403);
    }
  });
});

describe('bank officers, as admins manage them (Officers, CreateOfficer, SetOfficerActive)', () => {
  it('invites an officer, who sets a password and signs in as their bank’s; deactivating them ends their sessions', async () => {
    const email = 'loan.officer@wemabank.com';
    const created = await post(
      t.app,
      '/api/FinancialInstitution/CreateOfficer',
      { financialInstitutionId: wemaId, firstname: 'Bisi', lastname: 'Ola', email, phoneNumber: '08091234567' },
      tokens.admin,
    );
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe(
      `Invitation sent to ${email}: they set a password, then see Wema Bank’s applications.`,
    );
    expect(created.body.data).toMatchObject({ email, isActive: true, invited: true });

    const mail = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}&limit=1` })).json().data[0];
    expect(mail.subject).toBe('Your Imole partner bank account');
    expect(mail.body).toContain('/set-password?email=');
    const set = await post(t.app, '/api/ClientUser/SetPassword', {
      email,
      token: await latestCode(t.app, email),
      password: 'Wema-officer-pass-1',
    });
    expect(set.statusCode).toBe(200);
    expect(set.body.user).toMatchObject({
      userRole: 5,
      financialInstitutionId: wemaId,
      financialInstitutionName: 'Wema Bank',
    });
    const session = await login(t.app, email, 'Wema-officer-pass-1');
    const profile = await get(t.app, '/api/ClientUser/GetProfile', session.token);
    expect(profile.body.clientUser).toMatchObject({
      financialInstitutionId: wemaId,
      financialInstitutionName: 'Wema Bank',
    });

    const officers = await get(
      t.app,
      `/api/FinancialInstitution/Officers?financialInstitutionId=${wemaId}`,
      tokens.admin,
    );
    expect(officers.body.data).toEqual([expect.objectContaining({ email, isActive: true, invited: false })]);

    const taken = await post(
      t.app,
      '/api/FinancialInstitution/CreateOfficer',
      { financialInstitutionId: wemaId, firstname: 'Bisi', lastname: 'Ola', email, phoneNumber: '08091234568' },
      tokens.admin,
    );
    expect(taken.statusCode).toBe(409);
    const noBank = await post(
      t.app,
      '/api/FinancialInstitution/CreateOfficer',
      {
        financialInstitutionId: 999999,
        firstname: 'A',
        lastname: 'B',
        email: 'x@example.com',
        phoneNumber: '08091234569',
      },
      tokens.admin,
    );
    expect(noBank.statusCode).toBe(404);

    const off = await post(
      t.app,
      '/api/FinancialInstitution/SetOfficerActive',
      { userId: created.body.data.id, isActive: false },
      tokens.admin,
    );
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toBe('Bisi can no longer sign in.');
    expect((await get(t.app, '/api/ClientUser/GetProfile', session.token)).statusCode).toBe(401);
    // The bank's card counts a switched-off officer apart: they cannot act for the bank.
    const wema = async () =>
      (await get(t.app, '/api/FinancialInstitution/All', tokens.admin)).body.data.find(
        (b: { id: number }) => b.id === wemaId,
      );
    const counted = await wema();
    expect(counted.activeOfficerCount).toBe(counted.officerCount - 1);
    const on = await post(
      t.app,
      '/api/FinancialInstitution/SetOfficerActive',
      { userId: created.body.data.id, isActive: true },
      tokens.admin,
    );
    expect(on.body.data.isActive).toBe(true);
    expect((await wema()).activeOfficerCount).toBe(counted.officerCount);

    // Only officers: a staff member or a customer is not an officer to switch here.
    const customerId = (await login(t.app, 'customer@demo.imole.ng', PASSWORD)).user.id;
    const notOfficer = await post(
      t.app,
      '/api/FinancialInstitution/SetOfficerActive',
      { userId: customerId, isActive: false },
      tokens.admin,
    );
    expect(notOfficer.statusCode).toBe(404);

    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'app_user')
      .where('entity_id', '=', created.body.data.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['bank-officer.created', 'user.deactivated', 'user.activated']);
  });

  it('refuses other roles', async () => {
    for (const role of ['support', 'customer', 'officer'] as const) {
      expect(
        (await get(t.app, `/api/FinancialInstitution/Officers?financialInstitutionId=${wemaId}`, tokens[role]))
          .statusCode,
      ).toBe(403);
      const create = await post(
        t.app,
        '/api/FinancialInstitution/CreateOfficer',
        {
          financialInstitutionId: sterlingId,
          firstname: 'A',
          lastname: 'B',
          email: `x${role}@example.com`,
          phoneNumber: '08091234570',
        },
        tokens[role],
      );
      expect(create.statusCode, role).toBe(403);
    }
  });
});

describe('bank applications (FinancialInstitutionQuote/Applications, Application)', () => {
  let awaiting: Awaited<ReturnType<typeof bankRequest>>;
  let approved: Awaited<ReturnType<typeof bankRequest>>;
  let wemaRequest: Awaited<ReturnType<typeof bankRequest>>;
  let ordinaryId = 0;

  beforeAll(async () => {
    awaiting = await bankRequest(sterlingId, 'Obiageli');
    await setApplication(awaiting.quoteRequestId, { uploaded: true });
    approved = await bankRequest(sterlingId, 'Yetunde');
    await setApplication(approved.quoteRequestId, { uploaded: true, status: 'approved' });
    wemaRequest = await bankRequest(wemaId, 'Wemaclient');
    const ordinary = await signUpCustomer(t.app, `ordinary.${++n}@example.com`);
    ordinaryId = (await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), ordinary.token)).body.data
      .id;
  });

  it('shows an officer only their bank’s applications, by stage, with the customer, package, amount and KYC status', async () => {
    const all = await get(t.app, '/api/FinancialInstitutionQuote/Applications?PageIndex=1&PageSize=50', tokens.officer);
    expect(all.statusCode).toBe(200);
    const ids = all.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId);
    expect(ids).toContain(awaiting.quoteRequestId);
    expect(ids).toContain(approved.quoteRequestId);
    expect(ids).not.toContain(wemaRequest.quoteRequestId);
    expect(ids).not.toContain(ordinaryId);
    // Even when the officer names another bank.
    const other = await get(
      t.app,
      `/api/FinancialInstitutionQuote/Applications?FinancialInstitutionId=${wemaId}`,
      tokens.officer,
    );
    expect(other.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId)).not.toContain(
      wemaRequest.quoteRequestId,
    );

    const waiting = await get(
      t.app,
      '/api/FinancialInstitutionQuote/Applications?Stage=awaiting-decision',
      tokens.officer,
    );
    expect(waiting.body.data).toEqual([
      expect.objectContaining({
        quoteRequestId: awaiting.quoteRequestId,
        customerName: expect.stringContaining('Obiageli'),
        applicationStage: 'awaiting-decision',
        kycStatus: 'none',
        kycStatusLabel: 'Not started',
        amount: expect.any(Number),
        undertakingUploadedAt: expect.any(String),
        financialInstitution: { id: sterlingId, name: 'Sterling Bank' },
      }),
    ]);
    expect(waiting.body.data[0].amount).toBeGreaterThan(0);
    expect(waiting.body.totalCount).toBe(1);

    const byName = await get(t.app, '/api/FinancialInstitutionQuote/Applications?Search=yetun', tokens.officer);
    expect(byName.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId)).toEqual([
      approved.quoteRequestId,
    ]);
    const reference = (
      await get(
        t.app,
        `/api/FinancialInstitutionQuote/Application?quoteRequestId=${awaiting.quoteRequestId}`,
        tokens.officer,
      )
    ).body.data.referenceNo;
    const byRef = await get(t.app, `/api/FinancialInstitutionQuote/Applications?Search=${reference}`, tokens.officer);
    expect(byRef.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId)).toEqual([awaiting.quoteRequestId]);
    const phone = waiting.body.data[0].phoneNumber as string;
    const byPhone = await get(
      t.app,
      `/api/FinancialInstitutionQuote/Applications?Search=${phone.slice(-7)}`,
      tokens.officer,
    );
    expect(byPhone.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId)).toEqual([
      awaiting.quoteRequestId,
    ]);
    const badStage = await get(t.app, '/api/FinancialInstitutionQuote/Applications?Stage=pending', tokens.officer);
    expect(badStage.statusCode).toBe(400);
  });

  it('shows staff every bank’s applications, or one bank’s', async () => {
    const all = await get(t.app, '/api/FinancialInstitutionQuote/Applications?PageSize=100', tokens.support);
    const ids = all.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId);
    expect(ids).toEqual(expect.arrayContaining([awaiting.quoteRequestId, wemaRequest.quoteRequestId]));
    const wema = await get(
      t.app,
      `/api/FinancialInstitutionQuote/Applications?FinancialInstitutionId=${wemaId}`,
      tokens.admin,
    );
    expect(wema.body.data.map((a: { quoteRequestId: number }) => a.quoteRequestId)).toEqual([
      wemaRequest.quoteRequestId,
    ]);
    expect(wema.body.data[0]).toMatchObject({
      applicationStage: 'awaiting-undertaking',
      financialInstitution: { name: 'Wema Bank' },
    });
    for (const role of ['engineer', 'customer', 'agent'] as const)
      expect((await get(t.app, '/api/FinancialInstitutionQuote/Applications', tokens[role])).statusCode, role).toBe(
        403,
      );
  });

  it('opens one application with its address, components, plan, undertaking, decision and trail; another bank’s or an ordinary request is not found', async () => {
    const url = (id: number) => `/api/FinancialInstitutionQuote/Application?quoteRequestId=${id}`;
    const one = await get(t.app, url(approved.quoteRequestId), tokens.officer);
    expect(one.statusCode).toBe(200);
    expect(one.body.data).toMatchObject({
      quoteRequestId: approved.quoteRequestId,
      applicationStage: 'approved',
      address: '9 Allen Avenue, Ikeja',
      state: 'Lagos',
      landmark: 'By the roundabout',
      buildingTypeLabel: 'Bungalow',
      undertaking: { contentType: 'application/pdf', uploadedAt: expect.any(String) },
      decision: { approved: true, reason: null, decidedAt: expect.any(String), onBehalf: false },
    });
    expect(one.body.data.components.length).toBeGreaterThan(0);
    expect(one.body.data.plan.total).toBe(one.body.data.amount);
    expect(one.body.data.plan.bankPays).toBe(one.body.data.amount);
    expect(Array.isArray(one.body.data.auditTrail)).toBe(true);

    for (const id of [wemaRequest.quoteRequestId, ordinaryId, 999999]) {
      const refused = await get(t.app, url(id), tokens.officer);
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.body.message).toBe('We could not find that bank application.');
    }
    expect((await get(t.app, url(wemaRequest.quoteRequestId), tokens.admin)).body.data.financialInstitution.name).toBe(
      'Wema Bank',
    );
    expect((await get(t.app, url(ordinaryId), tokens.support)).statusCode).toBe(404);
    for (const role of ['engineer', 'customer', 'agent'] as const)
      expect((await get(t.app, url(awaiting.quoteRequestId), tokens[role])).statusCode, role).toBe(403);
  });

  it('never shows an officer a customer’s request, identity, payments or quotes, even their own bank’s customer', async () => {
    const id = awaiting.quoteRequestId;
    for (const url of [
      `/api/Quote/GetQuoteRequest?id=${id}`,
      `/api/SmileId/KycDetails?quoteRequestId=${id}`,
      `/api/Quote/ActiveQuoteRequest`,
      `/api/Transaction/GetTransactions?quoteRequestId=${id}`,
      `/api/Transaction/GetLoanBalance?quoteRequestId=${id}`,
    ]) {
      const response = await get(t.app, url, tokens.officer);
      expect([403, 404], url).toContain(response.statusCode);
    }
  });

  it('agrees with packages/domain on the stage, for every stage: the filter finds each row at the stage it shows', async () => {
    const priceless = await signUpCustomer(t.app, `unpriced.${++n}@example.com`);
    const unpricedId = (await post(t.app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), priceless.token)).body
      .data.id;
    await financeBy(unpricedId, priceless.user.id, sterlingId);
    const declined = await bankRequest(sterlingId);
    await setApplication(declined.quoteRequestId, { uploaded: true, status: 'declined' });
    const switched = await bankRequest(sterlingId);
    await setApplication(switched.quoteRequestId, { status: 'switched' });
    // Signed before the request was priced again: back to awaiting the undertaking, in SQL as in the domain.
    const stale = await bankRequest(sterlingId);
    await setApplication(stale.quoteRequestId, { uploaded: true });
    await db()
      .updateTable('financial_institution_application')
      .set({ undertaking_uploaded_at: new Date(Date.now() - 86_400_000) })
      .where('quote_request_id', '=', stale.quoteRequestId)
      .execute();
    const { rows: waiting } = await repo.pageApplications(db(), { stage: 'awaiting-undertaking' }, 0, 1000);
    expect(waiting.map((r) => r.quote_request_id)).toContain(stale.quoteRequestId);
    for (const stage of applicationStages) {
      const { rows } = await repo.pageApplications(db(), { stage }, 0, 1000);
      expect(rows.length, stage).toBeGreaterThan(0);
      for (const row of rows)
        expect(
          applicationStageOf({
            status: row.status,
            requestStatus: row.request_status,
            quoteStatus: row.quote_status,
            undertakingUploaded: row.undertaking_uploaded_at !== null,
            undertakingUploadedAt: row.undertaking_uploaded_at,
            pricedAt: row.priced_at,
          }),
        ).toBe(stage);
    }
  });
});
