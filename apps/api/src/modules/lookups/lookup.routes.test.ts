import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { statusCode: response.statusCode, body: response.json() };
};

describe('Location/GetStates and Location/GetLgas', () => {
  it('lists the 36 states and the FCT, sorted by title, with all 774 LGAs', async () => {
    const { statusCode, body } = await get('/api/Location/GetStates');
    expect(statusCode).toBe(200);
    expect(body.status).toBe(true);
    const titles: string[] = body.states.map((s: { title: string }) => s.title);
    expect(titles).toHaveLength(37);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles).toContain('Federal Capital Territory');

    const counts: Record<string, number> = {};
    for (const state of body.states as { id: number; title: string }[]) {
      const lgas = await get(`/api/Location/GetLgas?stateId=${state.id}`);
      expect(lgas.statusCode).toBe(200);
      counts[state.title] = lgas.body.lgas.length;
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(774);
    expect(counts).toMatchObject({ Lagos: 20, Kano: 44, 'Federal Capital Territory': 6, Bayelsa: 8, Katsina: 34 });
  });

  it('accepts the state title as well as its id, ignoring case', async () => {
    const byTitle = await get('/api/Location/GetLgas?stateId=lagos');
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.body.lgas.map((l: { title: string }) => l.title)).toContain('Ikeja');
  });

  it('refuses a missing or unknown state with a sentence a person can act on', async () => {
    expect(await get('/api/Location/GetLgas')).toMatchObject({
      statusCode: 400,
      body: { status: false, message: 'Choose a state first', code: 'VALIDATION_FAILED' },
    });
    expect(await get('/api/Location/GetLgas?stateId=99999')).toMatchObject({
      statusCode: 404,
      body: { status: false, code: 'NOT_FOUND' },
    });
    expect(await get('/api/Location/GetLgas?stateId=Atlantis')).toMatchObject({ statusCode: 404 });
    // Beyond the database's ids: unknown, not a failure on our side.
    expect(await get('/api/Location/GetLgas?stateId=9007199254740993')).toMatchObject({ statusCode: 404 });
    expect(await get('/api/Location/GetLgas?stateId=3000000000')).toMatchObject({ statusCode: 404 });
  });
});

describe('UserEmployer/GetAllUserEmployers', () => {
  it('searches case-insensitively and always offers "Others" last', async () => {
    const { statusCode, body } = await get('/api/UserEmployer/GetAllUserEmployers?name=DANGOTE');
    expect(statusCode).toBe(200);
    const names: string[] = body.data.map((e: { name: string }) => e.name);
    expect(names[0]).toMatch(/dangote/i);
    expect(names.at(-1)).toBe('Others');
  });

  it('offers "Others" even when nothing matches, and it needs no work e-mail', async () => {
    const { body } = await get('/api/UserEmployer/GetAllUserEmployers?name=zzzz-no-such-company');
    expect(body.data).toEqual([{ id: expect.any(Number), name: 'Others', validateEmail: false, emailDomain: null }]);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const { body } = await get('/api/UserEmployer/GetAllUserEmployers?name=%25');
    expect(body.data.map((e: { name: string }) => e.name)).toEqual(['Others']);
  });

  it('lists every employer without a name', async () => {
    const { body } = await get('/api/UserEmployer/GetAllUserEmployers');
    expect(body.data.length).toBeGreaterThan(10);
  });
});

describe('Utility/BankList and FinancialInstitution/FinancialInstitutions', () => {
  it('lists Nigerian banks with their codes', async () => {
    const { statusCode, body } = await get('/api/Utility/BankList');
    expect(statusCode).toBe(200);
    expect(body.data).toContainEqual({ id: expect.any(Number), name: 'Access Bank', code: '044' });
    expect(new Set(body.data.map((b: { code: string }) => b.code)).size).toBe(body.data.length);
  });

  it('pages partner institutions', async () => {
    const all = await get('/api/FinancialInstitution/FinancialInstitutions?PageIndex=1&PageSize=1000');
    expect(all.statusCode).toBe(200);
    const total = all.body.totalCount as number;
    expect(all.body.data).toHaveLength(total);

    const second = await get('/api/FinancialInstitution/FinancialInstitutions?PageIndex=2&PageSize=2');
    expect(second.body).toMatchObject({
      pageIndex: 2,
      pageSize: 2,
      totalCount: total,
      totalPages: Math.ceil(total / 2),
    });
    expect(second.body.data).toEqual(all.body.data.slice(2, 4));
  });

  it('lists only the active institutions, each with its id, name, link code and logo (issue 22)', async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    await t.app.deps.db.updateTable('financial_institution').set({ logo }).where('code', '=', 'STERLING').execute();
    await t.app.deps.db
      .updateTable('financial_institution')
      .set({ is_active: false })
      .where('code', '=', 'WEMA')
      .execute();
    try {
      const { body } = await get('/api/FinancialInstitution/FinancialInstitutions?PageIndex=1&PageSize=1000');
      const codes = body.data.map((b: { code: string }) => b.code);
      expect(codes).not.toContain('WEMA');
      expect(body.data).toContainEqual({ id: expect.any(Number), name: 'Sterling Bank', code: 'STERLING', logo });
      expect(body.data.find((b: { code: string }) => b.code === 'FIDELITY')).toMatchObject({ logo: null });
      expect(body.totalCount).toBe(codes.length);
    } finally {
      await t.app.deps.db
        .updateTable('financial_institution')
        .set({ is_active: true })
        .where('code', '=', 'WEMA')
        .execute();
    }
  });

  it('refuses a page index below 1', async () => {
    expect(await get('/api/FinancialInstitution/FinancialInstitutions?PageIndex=0')).toMatchObject({
      statusCode: 400,
      body: { message: 'The query parameter "PageIndex" must be at least 1.' },
    });
  });
});
