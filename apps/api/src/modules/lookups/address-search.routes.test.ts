import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressSearchConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, signUpCustomer } from '../../test/session.ts';
import { knownPlaces } from './nigeria-places.ts';

let t: TestApp;
let token: string;
let ids: { lagos: number; oyo: number; rivers: number; etiOsa: number; ikeja: number; portHarcourt: number };

async function idsOf(app: TestApp['app']) {
  const db = app.deps.db;
  const state = async (title: string) =>
    (await db.selectFrom('state').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const lga = async (title: string, stateId: number) =>
    (
      await db
        .selectFrom('lga')
        .select('id')
        .where('title', '=', title)
        .where('state_id', '=', stateId)
        .executeTakeFirstOrThrow()
    ).id;
  const lagos = await state('Lagos');
  const rivers = await state('Rivers');
  return {
    lagos,
    oyo: await state('Oyo'),
    rivers,
    etiOsa: await lga('Eti-Osa', lagos),
    ikeja: await lga('Ikeja', lagos),
    portHarcourt: await lga('Port Harcourt', rivers),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  token = (await signUpCustomer(t.app, 'address.search@example.com')).token;
  ids = await idsOf(t.app);
});
afterAll(() => t.close());

const search = (app: TestApp['app'], query: string, session: string | undefined = token) =>
  get(app, `/api/Location/SearchAddress?${query}`, session);

describe('Location/SearchAddress from our own data (the default: no key, no third party)', () => {
  it('completes the last words with a known area and says its state and LGA', async () => {
    const { statusCode, body } = await search(t.app, 'query=12%20Adeola%20Odeku%20Street%2C%20Victoria');
    expect(statusCode).toBe(200);
    expect(body.provider).toBe('ours');
    expect(body.suggestions[0]).toEqual({
      address: '12 Adeola Odeku Street, Victoria Island',
      description: 'Eti-Osa, Lagos',
      stateId: ids.lagos,
      state: 'Lagos',
      lgaId: ids.etiOsa,
      lga: 'Eti-Osa',
    });
    expect(body.suggestions.map((s: { address: string }) => s.address)).toEqual([
      '12 Adeola Odeku Street, Victoria Island',
      '12 Adeola Odeku Street, Victoria Garden City',
    ]);
  });

  it('recognises a known name anywhere in the text, and completes LGA names', async () => {
    const allen = await search(t.app, 'query=5%20Allen%20Avenue%20Ikeja%20off%20Opebi%20Road');
    expect(allen.body.suggestions[0]).toMatchObject({
      address: '5 Allen Avenue Ikeja off Opebi Road',
      stateId: ids.lagos,
      lgaId: ids.ikeja,
    });
    const harcourt = await search(t.app, 'query=7%20Aba%20Road%2C%20Port%20Harc');
    expect(harcourt.body.suggestions[0]).toMatchObject({
      address: '7 Aba Road, Port Harcourt',
      state: 'Rivers',
      stateId: ids.rivers,
      lgaId: ids.portHarcourt,
    });
  });

  it('recognises a place outside the chosen state too: the person may have chosen the state wrongly', async () => {
    const { body } = await search(t.app, `query=5%20Allen%20Avenue%20Ikeja%20off%20Opebi%20Road&stateId=${ids.oyo}`);
    expect(body.suggestions[0]).toMatchObject({ stateId: ids.lagos, lgaId: ids.ikeja });
  });

  it('offers each state of a name found in two, the chosen state first', async () => {
    const { body } = await search(t.app, `query=3%20Bode%20Thomas%20Street%20Surulere&stateId=${ids.oyo}`);
    expect(body.suggestions.map((s: { description: string }) => s.description).slice(0, 2)).toEqual([
      'Surulere, Oyo',
      'Surulere, Lagos',
    ]);
  });

  it('answers no suggestion for an address it does not know: the person keeps typing their own', async () => {
    const { statusCode, body } = await search(t.app, 'query=Plot%2099%20Zzyzx%20Close');
    expect(statusCode).toBe(200);
    expect(body.suggestions).toEqual([]);
  });

  it('needs a session, and at least 3 letters', async () => {
    expect((await get(t.app, '/api/Location/SearchAddress?query=Ikeja')).statusCode).toBe(401);
    expect(await search(t.app, 'query=Ik')).toMatchObject({
      statusCode: 400,
      body: { status: false, message: 'Type at least 3 letters of the address' },
    });
    expect((await search(t.app, '')).body.message).toBe('Type at least 3 letters of the address');
  });

  it('knows the state and LGA of every listed place', async () => {
    const db = t.app.deps.db;
    const rows = await db
      .selectFrom('lga')
      .innerJoin('state', 'state.id', 'lga.state_id')
      .select(['lga.title as lga', 'state.title as state'])
      .execute();
    const known = new Set(rows.map((r) => `${r.state}|${r.lga}`));
    expect(knownPlaces.filter((p) => !known.has(`${p.state}|${p.lga}`))).toEqual([]);
  });
});

/** A stand-in for the third party's HTTP API on this machine: what it was asked, and its canned answer. */
async function fakeProvider(answer: (request: IncomingMessage, body: string) => { status: number; json: unknown }) {
  const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((request, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      const { status, json } = answer(request, body);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function appWith(addressSearch: AddressSearchConfig) {
  const app = await createTestApp({ addressSearch }, { rateLimitPerMinute: 1_000_000 });
  const session = await signUpCustomer(app.app, 'address.provider@example.com');
  return { app, token: session.token };
}

describe('Location/SearchAddress through a configured provider', () => {
  it('asks a Nominatim server for Nigeria only and reads the state and LGA from its place names', async () => {
    const provider = await fakeProvider(() => ({
      status: 200,
      json: [
        {
          display_name: '14, Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos, 106104, Nigeria',
          address: {
            house_number: '14',
            road: 'Admiralty Way',
            suburb: 'Lekki Phase 1',
            county: 'Eti-Osa',
            state: 'Lagos State',
            postcode: '106104',
            country_code: 'ng',
          },
        },
      ],
    }));
    const { app, token: session } = await appWith({
      provider: 'nominatim',
      url: provider.url,
      userAgent: 'Imole test',
    });
    try {
      const { body } = await search(app.app, 'query=14%20Admiralty%20Way', session);
      expect(body.provider).toBe('nominatim');
      expect(body.suggestions).toEqual([
        {
          address: '14 Admiralty Way, Lekki Phase 1',
          description: 'Eti-Osa, Lagos',
          stateId: ids.lagos,
          state: 'Lagos',
          lgaId: ids.etiOsa,
          lga: 'Eti-Osa',
        },
      ]);
      const asked = new URL(provider.seen[0]!.url, provider.url);
      expect(asked.pathname).toBe('/search');
      expect(asked.searchParams.get('countrycodes')).toBe('ng');
      expect(asked.searchParams.get('q')).toBe('14 Admiralty Way');
      expect(provider.seen[0]!.headers['user-agent']).toBe('Imole test');
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it('asks Google Places with the key, restricted to NG, and resolves its secondary text', async () => {
    const provider = await fakeProvider(() => ({
      status: 200,
      json: {
        suggestions: [
          {
            placePrediction: {
              text: { text: 'Computer Village, Ikeja, Lagos, Nigeria' },
              structuredFormat: {
                mainText: { text: 'Computer Village' },
                secondaryText: { text: 'Ikeja, Lagos, Nigeria' },
              },
            },
          },
        ],
      },
    }));
    const { app, token: session } = await appWith({
      provider: 'google',
      apiKey: 'test-google-key-0123456789',
      baseUrl: provider.url,
    });
    try {
      const { body } = await search(app.app, 'query=Computer%20Vil', session);
      expect(body).toMatchObject({
        provider: 'google',
        suggestions: [
          { address: 'Computer Village, Ikeja, Lagos', stateId: ids.lagos, lgaId: ids.ikeja, lga: 'Ikeja' },
        ],
      });
      expect(provider.seen[0]!.url).toBe('/v1/places:autocomplete');
      expect(provider.seen[0]!.headers['x-goog-api-key']).toBe('test-google-key-0123456789');
      expect(JSON.parse(provider.seen[0]!.body)).toMatchObject({
        input: 'Computer Vil',
        includedRegionCodes: ['ng'],
      });
    } finally {
      await app.close();
      await provider.close();
    }
  });

  it('answers from our own data when the provider fails', async () => {
    const provider = await fakeProvider(() => ({ status: 503, json: { error: 'down' } }));
    const { app, token: session } = await appWith({
      provider: 'google',
      apiKey: 'test-google-key-0123456789',
      baseUrl: provider.url,
    });
    try {
      const { statusCode, body } = await search(app.app, 'query=12%20Adeola%20Odeku%20Street%2C%20Victoria', session);
      expect(statusCode).toBe(200);
      expect(body.provider).toBe('ours');
      expect(body.suggestions[0]).toMatchObject({ address: '12 Adeola Odeku Street, Victoria Island', lga: 'Eti-Osa' });
    } finally {
      await app.close();
      await provider.close();
    }
  });
});
