import { defaultSettings, kobo, planFor } from '@imole/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pdfPageText } from '../../test/pdf-text.ts';
import { get, login, post } from '../../test/session.ts';

/** Sample quotes for prospects (docs/sales.md "Sample quotes"): priced as the business prices, kept, and a PDF. */
const PASSWORD = 'Sample-pass-1';
const CREATE = '/api/Quote/CreateSampleQuoteRequestWithProduct';
let t: TestApp;
const tokens = { agent: '', coordinator: '', customer: '', support: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  for (const role of ['agent', 'coordinator', 'customer', 'support', 'admin'] as const)
    tokens[role] = (await login(t.app, `${role}@demo.imole.ng`, PASSWORD)).token;
});
afterAll(() => t.close());

/** Kobo of a naira figure on the wire (two decimals at most). */
const k = (naira: number) => Math.round(naira * 100);

/** A package with a lithium option, its lines at today's catalogue prices, and its terms, read from the tables. */
async function packageWithBattery() {
  const db = t.app.deps.db;
  const product = await db
    .selectFrom('product')
    .selectAll()
    .where('is_active', '=', true)
    .where('battery_component_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('product_component')
    .innerJoin('component', 'component.id', 'product_component.component_id')
    .select(['component.id', 'component.unit_price_kobo', 'component.lithium_alternative_id', 'quantity'])
    .where('product_id', '=', product.id)
    .execute();
  return { product, lines };
}

async function componentPrice(id: number) {
  const row = await t.app.deps.db
    .selectFrom('component')
    .select('unit_price_kobo')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.unit_price_kobo;
}

describe('a sample quote for a prospect', () => {
  it('prices a package to the kobo as the catalogue does, with every plan, and makes nobody an account or a request', async () => {
    const { product, lines } = await packageWithBattery();
    const before = {
      users: (
        await t.app.deps.db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      requests: (
        await t.app.deps.db
          .selectFrom('quote_request')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    };
    const { statusCode, body } = await post(
      t.app,
      CREATE,
      { productId: product.id, prospectName: '  Mrs Funke Alabi ', state: 'lagos', equityPecentage: 40 },
      tokens.agent,
    );
    expect(statusCode).toBe(200);
    const total =
      lines.reduce((sum, l) => sum + l.unit_price_kobo * l.quantity, 0) +
      product.installation_cost_kobo +
      product.transport_cost_kobo;
    const data = body.data;
    expect(data.referenceNo).toMatch(/^SQ-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(data).toMatchObject({
      prospectName: 'Mrs Funke Alabi',
      state: 'Lagos',
      productId: product.id,
      productName: product.name,
      isLithiumComponent: false,
      warrantyPeriod: product.warranty_months,
      repaymentDuration: product.repayment_length_months,
      selectedEquityPecentage: 40,
      expired: false,
    });
    expect(k(data.totalAssetAmount)).toBe(total);
    expect(k(data.installationCost)).toBe(product.installation_cost_kobo);
    expect(k(data.transportCost)).toBe(product.transport_cost_kobo);
    expect(data.lines).toHaveLength(lines.length);
    expect(data.plans.map((p: { equityPecentage: number }) => p.equityPecentage)).toEqual(
      defaultSettings.equityPercentages,
    );
    for (const plan of data.plans) {
      const expected = planFor(kobo(total), plan.equityPecentage, 300, product.repayment_length_months);
      expect(k(plan.equityPayment)).toBe(expected.equity);
      expect(k(plan.monthlyRepayment)).toBe(expected.monthly);
      expect(k(plan.totalRepayable)).toBe(expected.equity + expected.repaymentAmount);
      expect(plan.repaymentDuration).toBe(product.repayment_length_months);
    }
    // The same figures the agent's Packages page shows for the package (its default plan: the smallest down payment).
    const listed = (await get(t.app, '/api/Product/GetProducts', tokens.agent)).body.data.find(
      (p: { product: { id: number } }) => p.product.id === product.id,
    ).product;
    expect(data.totalAssetAmount).toBe(listed.oneOffPaymentCost);
    expect(data.plans[0].equityPayment).toBe(listed.initialPayment);
    expect(data.plans[0].monthlyRepayment).toBe(listed.repaymentAmount);
    // Valid for the settings' quote validity (14 days by default).
    expect(new Date(data.expiresAt).getTime() - new Date(data.createdAt).getTime()).toBe(14 * 86_400_000);

    const after = {
      users: (
        await t.app.deps.db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      requests: (
        await t.app.deps.db
          .selectFrom('quote_request')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    };
    expect(after).toEqual(before);
  });

  it('prices the lithium battery at its own catalogue price', async () => {
    const { product, lines } = await packageWithBattery();
    let total = product.installation_cost_kobo + product.transport_cost_kobo;
    for (const l of lines) {
      const price =
        l.id === product.battery_component_id ? await componentPrice(l.lithium_alternative_id!) : l.unit_price_kobo;
      total += price * l.quantity;
    }
    const { statusCode, body } = await post(
      t.app,
      CREATE,
      { productId: product.id, isLithiumComponent: true },
      tokens.agent,
    );
    expect(statusCode).toBe(200);
    expect(body.data.isLithiumComponent).toBe(true);
    expect(k(body.data.totalAssetAmount)).toBe(total);
    expect(body.data.prospectName).toBeNull();
  });

  it('prices components over 12 months with no installation or transport unless the agent adds them', async () => {
    const [a, b] = await t.app.deps.db
      .selectFrom('component')
      .innerJoin('component_category', 'component_category.id', 'component.category_id')
      .select(['component.id', 'component.unit_price_kobo'])
      .where('component.is_active', '=', true)
      .where('component_category.name', 'not ilike', '%cable%')
      .orderBy('component.id')
      .limit(2)
      .execute();
    const components = [
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 1 },
    ];
    const lines = a!.unit_price_kobo * 2 + b!.unit_price_kobo;
    const plain = await post(t.app, CREATE, { installationComponents: components }, tokens.coordinator);
    expect(plain.statusCode).toBe(200);
    expect(plain.body.data).toMatchObject({ productId: null, productName: 'Custom system', repaymentDuration: 12 });
    expect(k(plain.body.data.totalAssetAmount)).toBe(lines);
    expect(k(plain.body.data.lines[0].amount)).toBe(a!.unit_price_kobo * 2);

    const costed = await post(
      t.app,
      CREATE,
      { installationComponents: components, installationCost: 25_000, transportCost: 7_500 },
      tokens.agent,
    );
    expect(k(costed.body.data.totalAssetAmount)).toBe(lines + 3_250_000);
    const plan = planFor(kobo(lines + 3_250_000), 30, 300, 12);
    expect(k(costed.body.data.plans[0].monthlyRepayment)).toBe(plan.monthly);
  });

  it.each([
    [{}, 'Choose a package, or at least one component.'],
    [{ productId: 1, installationComponents: [{ id: 1, quantity: 1 }] }, 'Choose a package or components, not both.'],
    [{ productId: 999_999 }, 'We could not find that package. Choose one from the list.'],
    [{ installationComponents: [{ id: 1, quantity: 0 }] }, 'Please add quantity'],
    [{ installationComponents: [{ id: 999_999, quantity: 1 }] }, 'You have not selected a product yet'],
    [{ productId: 1, equityPecentage: 35 }, 'Choose one of the down payments offered: 30%, 40%, 50%, 60%.'],
    [{ productId: 1, installationCost: 1000.5 }, null],
    [{ productId: 1, transportCost: -5 }, 'The transport cost cannot be negative.'],
    [{ productId: 1, state: 'Atlantis' }, 'Please select your state'],
    [{ productId: 1, prospectName: 'x'.repeat(81) }, 'The prospect’s name is too long: 80 characters at most.'],
  ])('refuses %j with a 400 a person can act on', async (payload, message) => {
    const { statusCode, body } = await post(t.app, CREATE, payload, tokens.agent);
    expect(statusCode).toBe(400);
    expect(body.status).toBe(false);
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toMatch(/installation cost/i);
  });

  it('refuses lithium on a package that has no lithium battery', async () => {
    const plain = await t.app.deps.db
      .selectFrom('product')
      .select('id')
      .where('is_active', '=', true)
      .where('battery_component_id', 'is', null)
      .executeTakeFirst();
    if (!plain) {
      await t.app.deps.db.updateTable('product').set({ battery_component_id: null }).where('id', '=', 2).execute();
    }
    const id = plain?.id ?? 2;
    const { statusCode, body } = await post(t.app, CREATE, { productId: id, isLithiumComponent: true }, tokens.agent);
    expect(statusCode).toBe(400);
    expect(body.message).toBe('This package has no lithium battery option. Choose Tubular.');
  });

  it('is for sales agents only', async () => {
    for (const role of ['customer', 'support', 'admin'] as const) {
      expect((await post(t.app, CREATE, { productId: 1 }, tokens[role])).statusCode).toBe(403);
      expect((await get(t.app, '/api/Quote/SampleQuotes', tokens[role])).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/Quote/SampleQuotePdf?id=1',
            headers: { authorization: `Bearer ${tokens[role]}` },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await post(t.app, CREATE, { productId: 1 })).statusCode).toBe(401);
  });
});

describe("the agent's samples", () => {
  it('lists their own, newest first, and not another agent’s', async () => {
    const made = await post(t.app, CREATE, { productId: 1, prospectName: 'Newest' }, tokens.agent);
    const mine = await get(t.app, '/api/Quote/SampleQuotes?PageIndex=1&PageSize=50', tokens.agent);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data[0]).toMatchObject({ id: made.body.data.id, prospectName: 'Newest' });
    expect(mine.body.totalCount).toBe(mine.body.data.length);
    const theirs = await get(t.app, '/api/Quote/SampleQuotes', tokens.coordinator);
    expect(theirs.body.data.map((s: { id: number }) => s.id)).not.toContain(made.body.data.id);
  });

  it('downloads as a PDF with the reference, the figures and the way to a real quote; another agent gets 404', async () => {
    const made = (
      await post(t.app, CREATE, { productId: 1, prospectName: 'Mr Obinna Eze', equityPecentage: 30 }, tokens.agent)
    ).body.data;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Quote/SampleQuotePdf?id=${made.id}`,
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Imole-sample-quote-${made.referenceNo}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Imole sample quote ${made.referenceNo}`);
    expect(doc.getPageCount()).toBeLessThanOrEqual(2);
    const text = pdfPageText(bytes);
    expect(text).toContain(made.referenceNo);
    expect(text).toContain('Sample quote — not an offer');
    expect(text).toContain('Mr Obinna Eze');
    const ngn = (naira: number) => `NGN ${naira.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(ngn(made.totalAssetAmount));
    expect(text).toContain(ngn(made.plans[0].monthlyRepayment));
    expect(text).toContain('30% (chosen)');
    expect(text).toContain('08030000005');
    expect(text).toMatch(/register\?ref=08030000005/);

    const other = await get(t.app, `/api/Quote/SampleQuotePdf?id=${made.id}`, tokens.coordinator);
    expect(other.statusCode).toBe(404);
    expect(other.body.message).toBe('You have no sample quote with that id.');
    const bad = await get(t.app, '/api/Quote/SampleQuotePdf?id=abc', tokens.agent);
    expect(bad.statusCode).toBe(400);
  });
});

describe('a prospect’s name as typed', () => {
  it('goes into the PDF with the letters the document can draw, never failing it', async () => {
    const made = (await post(t.app, CREATE, { productId: 1, prospectName: 'Ọláyínká Ṣàngó 😀' }, tokens.agent)).body
      .data;
    expect(made.prospectName).toBe('Ọláyínká Ṣàngó 😀');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Quote/SampleQuotePdf?id=${made.id}`,
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    expect(response.statusCode).toBe(200);
    expect(pdfPageText(response.rawPayload)).toContain('Oláyínká Sàngó ?');
  });
});

describe('what the agent may offer', () => {
  it('prices only the packages and down payments an administrator left open to the agent', async () => {
    const coordinatorId = (await get(t.app, '/api/ClientUser/GetProfile', tokens.coordinator)).body.clientUser.id;
    const set = await post(
      t.app,
      '/api/SalesTeam/SetAgentOffer',
      { salesTeamUserId: coordinatorId, scope: 'agent', productIds: [1], equityPercentages: [40, 50] },
      tokens.admin,
    );
    expect(set.statusCode).toBe(200);

    const allowed = await post(t.app, CREATE, { productId: 1 }, tokens.coordinator);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body.data.plans.map((p: { equityPecentage: number }) => p.equityPecentage)).toEqual([40, 50]);

    const otherPackage = await post(t.app, CREATE, { productId: 2 }, tokens.coordinator);
    expect(otherPackage.statusCode).toBe(403);
    expect(otherPackage.body.message).toMatch(/^You may not offer this package/);
    const otherPlan = await post(t.app, CREATE, { productId: 1, equityPecentage: 30 }, tokens.coordinator);
    expect(otherPlan.statusCode).toBe(403);
    expect(otherPlan.body.message).toBe(
      'You may offer only these down payments: 40%, 50%. An administrator chooses them.',
    );
    // Components are the agent's own list: the plans still are only theirs.
    const components = await post(
      t.app,
      CREATE,
      { installationComponents: [{ id: 1, quantity: 1 }] },
      tokens.coordinator,
    );
    expect(components.body.data.plans).toHaveLength(2);
  });
});
