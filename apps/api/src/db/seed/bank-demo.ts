import { deflateSync } from 'node:zlib';
import { call, codeFor } from './inject.ts';
import type { FastifyInstance } from 'fastify';
import { TINY_PDF, dataUrl } from './kyc-demo.ts';

/**
 * Partner banks' demo data (issue 22, docs/banks.md "Demo data"): Sterling and Wema active with logos, the other banks
 * inactive; two customers of Sterling Bank, one whose signed undertaking waits for the bank's decision and one the
 * bank approved. Everything goes through the real API (the admin's Save, the prospect's code and bank quote, support's
 * pricing, the customer's upload, the officer's decision), so the rows are those the product makes. Development only;
 * a second run changes the banks back to the demo's and adds no customer.
 */

const ACTIVE: Record<string, { rgb: [number, number, number]; text: string }> = {
  STERLING: {
    rgb: [215, 30, 40],
    text: 'I undertake to repay Sterling Bank the amount it pays Imole for this system, in monthly instalments from my salary account with Sterling Bank, and I authorise the bank to debit that account on each due date.',
  },
  WEMA: {
    rgb: [106, 13, 131],
    text: 'I undertake to repay Wema Bank the amount it pays Imole for this system, by standing order from my Wema Bank account, over the tenor the bank offers me.',
  },
};

const customers = [
  { firstname: 'Ifeoma', lastname: 'Chukwu', phone: '08095550001', decided: false },
  { firstname: 'Musa', lastname: 'Danladi', phone: '08095550002', decided: true },
] as const;

/**
 * Prices a package request as staff do on /confirm-pricing with "The customer's package": the package, with the lines
 * the request copied from it (the battery the customer chose), at today's catalogue prices.
 */
async function pricePackage(app: FastifyInstance, support: string, quoteRequestId: number) {
  const view = await call(app, 'GET', `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, support);
  const request = view.quoteRequest as {
    productId: number;
    installationComponents: { id: number; quantity: number }[];
  };
  return call(app, 'POST', '/api/Quote/AssignProductToQuote', support, {
    quoteRequestId,
    productId: request.productId,
    components: request.installationComponents.map((c) => ({ componentId: c.id, quantity: c.quantity })),
  });
}

/** Answers how many bank customers it added (0 when they exist already). */
export async function seedBankDemo(app: FastifyInstance, password: string): Promise<number> {
  const login = async (email: string) =>
    (await call(app, 'POST', '/api/ClientUser/Login', undefined, { email, password })).token as string;
  const admin = await login('admin@demo.imole.ng');
  const banks = (await call(app, 'GET', '/api/FinancialInstitution/All', admin)).data as {
    id: number;
    code: string;
    name: string;
    undertakingText: string;
  }[];
  for (const bank of banks) {
    const demo = ACTIVE[bank.code.toUpperCase()];
    await call(app, 'POST', '/api/FinancialInstitution/Save', admin, {
      id: bank.id,
      code: bank.code,
      name: bank.name,
      logo: demo ? logoPng(demo.rgb) : null,
      isActive: demo !== undefined,
      undertakingText: demo?.text ?? bank.undertakingText,
    });
  }
  const sterling = banks.find((b) => b.code.toUpperCase() === 'STERLING');
  if (!sterling) throw new Error('Seed the reference data first (Sterling Bank is missing).');
  const db = app.deps.db;
  if (await db.selectFrom('financial_institution_application').select('quote_request_id').executeTakeFirst()) return 0;

  // Lekki is in Eti-Osa: the demo addresses name a place in the LGA they are filed under.
  const place = await db
    .selectFrom('lga')
    .innerJoin('state', 'state.id', 'lga.state_id')
    .select(['lga.id as lgaId', 'state.id as stateId'])
    .where('state.title', '=', 'Lagos')
    .where('lga.title', '=', 'Eti-Osa')
    .executeTakeFirstOrThrow();
  const product = await db.selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow();
  const support = await login('support@demo.imole.ng');
  const officer = await login('bankofficer@demo.imole.ng');
  for (const person of customers) {
    const email = `${person.firstname.toLowerCase()}.${person.lastname.toLowerCase()}@demo-bank-customer.imole.ng`;
    await call(app, 'POST', '/api/ClientUser/CreateBankClientUser', undefined, {
      email,
      phoneNumber: person.phone,
      firstname: person.firstname,
      lastname: person.lastname,
      bank: sterling.id,
      bankName: sterling.name,
    });
    const session = await call(app, 'POST', '/api/ClientUser/ConfirmUserAccount', undefined, {
      email,
      token: await codeFor(app, email),
    });
    const request = await call(
      app,
      'POST',
      '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
      session.token,
      {
        productId: product.id,
        financialInstitutionId: sterling.id,
        stateId: place.stateId,
        lgaId: place.lgaId,
        address: `${person.phone.slice(-1)} Admiralty Way, Lekki`,
        landmark: 'Near the toll gate',
        buildingType: 2,
      },
    );
    const quoteRequestId = request.data.id as number;
    const quote = await pricePackage(app, support, quoteRequestId);
    await call(app, 'POST', '/api/Quote/ConfirmQuotePricing', support, { quoteId: quote.data.id });
    await call(app, 'POST', '/api/Quote/UploadUndertaken', session.token, {
      quoteRequestId,
      undertaking: dataUrl('application/pdf', TINY_PDF),
    });
    if (person.decided)
      await call(app, 'POST', '/api/FinancialInstitutionQuote/Decide', officer, { quoteRequestId, approve: true });
  }
  return customers.length;
}

// A small logo: a 96 × 96 PNG in the bank's colour with a white band, made here (no image files in the repo).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function logoPng([r, g, b]: [number, number, number], size = 96): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    const band = y > size * 0.42 && y < size * 0.58;
    for (let x = 0; x < size; x += 1) {
      const white = band && x > size * 0.2 && x < size * 0.8;
      row.set(white ? [255, 255, 255] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return dataUrl('image/png', png);
}
