import type { FastifyInstance } from 'fastify';
import { call, codeFor } from './inject.ts';
import { lagosDate } from '@imole/domain';
import { verifyThroughApi } from './kyc-demo.ts';

/**
 * Demo data for the sales area (issue 20, docs/sales.md "Demo data"): customers the demo agent referred in every
 * state — no request yet, priced and unpaid, paid and waiting for installation, repaying on time, owing, and
 * non-performing (each verified before their installation, through the sandbox identity check; Chidi Okeke, paid,
 * has not started it, to show the journey) — a second agent under the demo coordinator, and two friends the demo customer referred (one
 * owing, with her reward earned; one just signed up). Everything goes through the real API (sign-up with
 * the agent's code, pricing, payments, installation), with the app's clock moved back to when each thing happened,
 * so the commission ledger, the loans and the notices are exactly what the product would have made. Development
 * only; run once on a database with the demo accounts (`npm run seed:sales-demo`); a second run adds nothing.
 */
export interface MovableClock {
  now(): Date;
  set(at: Date): void;
}

export function movableClock(): MovableClock {
  let at: Date | null = null;
  return { now: () => at ?? new Date(), set: (to) => (at = to) };
}

const DAY = 86_400_000;
const AGENT_CODE = '08030000005';

type Stage = 'signed-up' | 'priced' | 'paid' | 'repaying' | 'owing' | 'non-performing';

/** The demo customer (Adaeze Okafor), whose phone is her code in the customer referral programme. */
const CUSTOMER_CODE = '08030000001';

/** Referred by the demo agent unless `code` says who: the demo customer's friends show her referral pages. */
const people: { firstname: string; lastname: string; stage: Stage; daysAgo: number; code?: string }[] = [
  { firstname: 'Tolu', lastname: 'Akande', stage: 'signed-up', daysAgo: 2 },
  { firstname: 'Bisi', lastname: 'Lawal', stage: 'priced', daysAgo: 4 },
  { firstname: 'Chidi', lastname: 'Okeke', stage: 'paid', daysAgo: 6 },
  { firstname: 'Amina', lastname: 'Bello', stage: 'repaying', daysAgo: 40 },
  { firstname: 'Segun', lastname: 'Ade', stage: 'owing', daysAgo: 45 },
  { firstname: 'Ngozi', lastname: 'Umeh', stage: 'non-performing', daysAgo: 75 },
  { firstname: 'Kunle', lastname: 'Ojo', stage: 'owing', daysAgo: 50, code: CUSTOMER_CODE },
  { firstname: 'Efe', lastname: 'Idowu', stage: 'signed-up', daysAgo: 3, code: CUSTOMER_CODE },
];

export async function seedSalesDemo(app: FastifyInstance, clock: MovableClock, password: string): Promise<number> {
  const db = app.deps.db;
  const agent = await db.selectFrom('app_user').select('id').where('phone_number', '=', AGENT_CODE).executeTakeFirst();
  if (!agent) throw new Error('Seed the demo accounts first (the demo agent is missing).');
  const already = await db
    .selectFrom('app_user')
    .select('id')
    .where('referred_by_user_id', '=', agent.id)
    .executeTakeFirst();
  if (already) return 0;
  const ids = {
    lga: (
      await db
        .selectFrom('lga')
        .innerJoin('state', 'state.id', 'lga.state_id')
        .select('lga.id')
        .where('state.title', '=', 'Lagos')
        .executeTakeFirstOrThrow()
    ).id,
    others: (await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow()).id,
    inverter: (
      await db
        .selectFrom('component')
        .select('id')
        .where('key', 'like', 'inverter%')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  };
  const staff = async (email: string) =>
    (await call(app, 'POST', '/api/ClientUser/Login', undefined, { email, password })) as {
      token: string;
      user: { id: number };
    };
  let n = 0;
  for (const person of people) {
    const start = new Date(Date.now() - person.daysAgo * DAY);
    clock.set(start);
    n += 1;
    const email = `${person.firstname.toLowerCase()}.${person.lastname.toLowerCase()}@demo-customer.imole.ng`;
    await call(app, 'POST', '/api/ClientUser/CreateClientUser', undefined, {
      firstname: person.firstname,
      lastname: person.lastname,
      email,
      phoneNumber: `0809000${String(1000 + n).slice(1)}0`.slice(0, 11),
      password,
      referralCode: person.code ?? AGENT_CODE,
    });
    const customer = await call(app, 'POST', '/api/ClientUser/ConfirmUserAccount', undefined, {
      email,
      token: await codeFor(app, email),
    });
    if (person.stage === 'signed-up') continue;
    const request = await call(app, 'POST', '/api/Quote/CreateQuoteRequest', customer.token, {
      state: 'Lagos',
      city: ids.lga,
      address: `${10 + n} Allen Avenue, Ikeja`,
      landmark: 'By the roundabout',
      buildingType: 1,
      employerId: ids.others,
      noOfBedrooms: 2,
      noOfLights: 5,
      noOfFan: 2,
      noOfTv: 1,
      inverterUsageHoursPerDay: 12,
      hoursOfElectricPowerPerDay: 6,
      generatorCapacity: 0,
    });
    const support = await staff('support@demo.imole.ng');
    const quote = await call(app, 'POST', '/api/Quote/AssignProductToQuote', support.token, {
      quoteRequestId: request.data.id,
      components: [{ componentId: ids.inverter, quantity: 1 }],
    });
    await call(app, 'POST', '/api/Quote/ConfirmQuotePricing', support.token, { quoteId: quote.data.id });
    if (person.stage === 'priced') continue;
    const view = await call(app, 'GET', `/api/Quote/GetQuoteRequest?id=${request.data.id}`, support.token);
    await call(app, 'POST', '/api/Transaction/ManualSaveQuoteEquityPayment', support.token, {
      quoteId: quote.data.id,
      amount: view.quote.equity,
    });
    if (person.stage === 'paid') continue;
    // A financed system is installed only for a verified customer: the customer takes the check (sandbox).
    await verifyThroughApi(
      async (method, url, token, payload) => {
        const response = await app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
          headers: { authorization: `Bearer ${token}` },
        });
        return { statusCode: response.statusCode, body: response.json() };
      },
      customer.token,
      request.data.id,
      { accountName: `${person.firstname} ${person.lastname}` },
    );
    await install(app, staff, customer.token, support.token, quote.data.id, lagosDate(start));
    if (person.stage === 'repaying') {
      // The first instalment paid on its day, by card in the sandbox.
      clock.set(new Date(start.getTime() + 30 * DAY));
      const token = (await call(app, 'POST', '/api/ClientUser/Login', undefined, { email, password })).token;
      const next = await call(app, 'GET', `/api/Transaction/GetNextRepayment?quoteId=${quote.data.id}`, token);
      const started = await call(app, 'POST', '/api/Transaction/InitializePayment', token, {
        quoteId: quote.data.id,
        purpose: 'repayment',
        amount: next.nextRepayment.amount,
      });
      await call(app, 'POST', '/api/Sandbox/Pay', undefined, { reference: started.data.reference });
      await call(app, 'POST', '/api/Transaction/SaveRepayment', token, {
        quoteId: quote.data.id,
        transactionReference: started.data.reference,
      });
    }
  }
  clock.set(new Date());
  await secondAgent(app, staff);
  return people.length;
}

async function install(
  app: FastifyInstance,
  staff: (email: string) => Promise<{ token: string; user: { id: number } }>,
  customerToken: string,
  supportToken: string,
  quoteId: number,
  day: string,
) {
  const engineer = await staff('engineer@demo.imole.ng');
  const steps: [string, object, string][] = [
    ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.user.id }, supportToken],
    ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: day }, supportToken],
    ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customerToken],
    [
      '/api/Quote/InstallationCompletion',
      { quoteId, fulfilmentDate: day, installationData: 'Installed' },
      engineer.token,
    ],
    ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customerToken],
  ];
  for (const [url, body, token] of steps) await call(app, 'POST', url, token, body);
}

/** A second agent under the demo coordinator, added by the coordinator as the product does. */
async function secondAgent(
  app: FastifyInstance,
  staff: (email: string) => Promise<{ token: string; user: { id: number } }>,
) {
  const coordinator = await staff('coordinator@demo.imole.ng');
  await call(app, 'POST', '/api/ClientUser/SalesTeamUserCreationByCordinator', coordinator.token, {
    firstname: 'Tayo',
    lastname: 'Bello',
    email: 'agent2@demo.imole.ng',
    phoneNumber: '08030000008',
  });
}
