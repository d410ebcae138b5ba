import type { FastifyInstance } from 'fastify';
import { call as inject } from './inject.ts';
import { addMonths, daysBetween, lagosDate, type CalendarDate } from '@imole/domain';
import { loanOf, payWithSavedCard } from '../../modules/payments/index.ts';
import { rebuildLoanBook, writeOffLoan } from '../../modules/portfolio/index.ts';
import { loadSettings } from '../../modules/settings/index.ts';
import { findUserById } from '../../modules/users/index.ts';
import { TINY_PDF, dataUrl, verifyThroughApi } from './kyc-demo.ts';
import type { MovableClock } from './sales-demo.ts';

/**
 * A running PAYG book for the portfolio and collections pages (issue 23, docs/portfolio.md "Demo book"): about 125
 * financed systems installed over the last 18 months (more each month), in five states, on packages and custom systems,
 * referred by the demo agents, their coordinator, nobody, or a partner bank that declined (the customer then took an
 * ordinary plan); most customers pay on time, some days late, some stopped paying (1–30, 31–60, 61–90, 91–180 and over
 * 180 days overdue today), a few paid off early, and two are written off.
 *
 * Every figure agrees because everything goes through the product: sign-up, request, pricing, the down payment by card
 * (kept for later), the identity check and the installation through the API on the day it happened (the app's clock
 * moved there), each repayment through payments' saved-card path (the code of `Transaction/PayWithSavedCard`, so the
 * ledger, commissions and the loan are credited as the product credits them) on its day. The loan book read model
 * is rebuilt at the end. Development only; run after the sales and bank demo (`npm run seed:sales-demo`); a second
 * run adds nothing. The plan is drawn from a fixed seed, so every run makes the same book relative to today.
 */

export const BOOK_DOMAIN = 'demo-book.imole.ng';

const AGENTS = { agent: '08030000005', agent2: '08030000008', coordinator: '08030000006' } as const;
const STATES = ['Lagos', 'Lagos', 'Ogun', 'Oyo', 'Federal Capital Territory', 'Rivers'] as const;
// prettier-ignore
const FIRST = [
  'Adebayo', 'Chinedu', 'Funmilayo', 'Ibrahim', 'Ngozi', 'Oluwaseun', 'Aisha', 'Emeka', 'Yetunde', 'Musa',
  'Chiamaka', 'Tunde', 'Halima', 'Ikechukwu', 'Bukola', 'Sani', 'Ifeanyi', 'Kehinde', 'Zainab', 'Obinna',
  'Temitope', 'Usman', 'Nneka', 'Babatunde', 'Hauwa', 'Chukwuma', 'Folasade', 'Garba', 'Uchenna', 'Damilola',
];
// prettier-ignore
const LAST = [
  'Adeyemi', 'Okonkwo', 'Abubakar', 'Olawale', 'Nwachukwu', 'Bello', 'Eze', 'Ogunleye', 'Danjuma', 'Okafor',
  'Adewale', 'Ibekwe', 'Lawal', 'Onyekachi', 'Salisu', 'Akinola', 'Mbah', 'Yusuf', 'Ojo', 'Uche', 'Balogun',
  'Nnamdi', 'Shehu', 'Afolabi', 'Obi', 'Aliyu', 'Ogbonna', 'Adeleke', 'Ekwueme', 'Suleiman',
];

export type Behaviour =
  | { kind: 'on-time' }
  /** Pays every instalment this many days after its due date. */
  | { kind: 'late'; days: number }
  /** Paid on time, then stopped: the oldest unpaid instalment fell due about this many days before today. */
  | { kind: 'stopped'; overdue: number }
  /** Paid this many instalments on time, then paid the loan off. */
  | { kind: 'paid-off'; after: number }
  /** Stopped long ago (about 250 days overdue) and written off today. */
  | { kind: 'written-off' };

export interface DemoLoan {
  n: number;
  firstname: string;
  lastname: string;
  start: CalendarDate;
  /** The referral code (the agent's phone) the customer signed up with; null for a walk-in or a bank customer. */
  referrer: string | null;
  /** Came through Sterling Bank's page, was declined and switched to an ordinary plan. */
  bank: boolean;
  state: string;
  /** Index into the packages (a package request), or null for a custom system support designs. */
  packageIndex: number | null;
  behaviour: Behaviour;
}

/** A small deterministic generator (mulberry32), so the demo book is the same on every machine. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Installation days: 4 loans 17 months ago rising to 10 this month, on random days before today. */
function startDays(today: CalendarDate, random: () => number): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let ago = 17; ago >= 0; ago -= 1) {
    const month = addMonths(`${today.slice(0, 7)}-01`, -ago);
    const count = 4 + Math.round((6 * (17 - ago)) / 17);
    for (let k = 0; k < count; k += 1) {
      const day = `${month.slice(0, 8)}${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      if (day < today) days.push(day);
    }
  }
  return days.sort();
}

/**
 * Loans forced to a behaviour, so every aging bucket and both write-offs are there whatever today is: each goes to the
 * loan installed nearest `age` days ago. A loan installed T + 45 days ago that stopped paying T days ago paid its first
 * instalment (due about T + 15 days ago) and owes since the second: about T − 15 days overdue today, whatever its term.
 */
const FORCED: { age: number; behaviour: Behaviour }[] = [
  { age: 295, behaviour: { kind: 'written-off' } },
  { age: 330, behaviour: { kind: 'written-off' } },
  ...[30, 35, 60, 65, 90, 95, 150, 200, 265, 415].map((overdue) => ({
    age: overdue + 45,
    behaviour: { kind: 'stopped', overdue } as const,
  })),
  { age: 200, behaviour: { kind: 'paid-off', after: 4 } },
];

function behaviourOf(age: number, random: () => number): Behaviour {
  const r = random();
  // The first instalment falls due a month after installation: nobody is overdue before it.
  // Fewer loans the longer they are overdue, as in a real book: squared, the draw favours the first buckets.
  if (r < 0.17 && age > 40)
    return { kind: 'stopped', overdue: 5 + Math.floor(random() ** 2 * Math.min(300, age - 35)) };
  if (r < 0.32) return { kind: 'late', days: 3 + Math.floor(random() * 18) };
  if (r < 0.38 && age > 100) return { kind: 'paid-off', after: 2 + Math.floor(random() * 4) };
  return { kind: 'on-time' };
}

/** The book to make, oldest installation first. */
export function planBook(today: CalendarDate, packages: number): DemoLoan[] {
  const random = generator(23);
  const plan = startDays(today, random).map((start, i): DemoLoan => {
    const bank = i % 37 === 20;
    const r = random();
    const referrer = bank
      ? null
      : r < 0.4
        ? AGENTS.agent
        : r < 0.65
          ? AGENTS.agent2
          : r < 0.8
            ? AGENTS.coordinator
            : null;
    return {
      n: i + 1,
      firstname: FIRST[i % FIRST.length]!,
      lastname: LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]!,
      start,
      referrer,
      bank,
      state: bank ? 'Lagos' : STATES[Math.floor(random() * STATES.length)]!,
      packageIndex: bank || random() < 0.75 ? Math.floor(random() * packages) : null,
      behaviour: behaviourOf(daysBetween(start, today), random),
    };
  });
  const forced = new Set<number>();
  for (const { age, behaviour } of FORCED) {
    const distance = (l: DemoLoan) => Math.abs(daysBetween(l.start, today) - age);
    const loan = plan.filter((l) => !forced.has(l.n)).sort((x, y) => distance(x) - distance(y))[0]!;
    forced.add(loan.n);
    loan.behaviour = behaviour;
  }
  return plan;
}

/** The days the customer pays each instalment (before today), or the payoff's day. */
export function paymentDays(
  behaviour: Behaviour,
  dueDates: CalendarDate[],
  today: CalendarDate,
): { day: CalendarDate; payoff: boolean }[] {
  const days: { day: CalendarDate; payoff: boolean }[] = [];
  for (const [k, due] of dueDates.entries()) {
    let day = due;
    if (behaviour.kind === 'late') day = addDays(due, behaviour.days);
    if (behaviour.kind === 'stopped' && daysBetween(due, today) <= behaviour.overdue) break;
    if (behaviour.kind === 'written-off' && daysBetween(due, today) <= 250) break;
    if (behaviour.kind === 'paid-off' && k === behaviour.after) {
      if (addDays(due, -10) < today) days.push({ day: addDays(due, -10), payoff: true });
      break;
    }
    if (day >= today) break;
    days.push({ day, payoff: false });
  }
  return days;
}

export function addDays(day: CalendarDate, n: number): CalendarDate {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A moment of a day in Lagos (UTC+1). */
const at = (day: CalendarDate, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+01:00`);

/** Each customer calls from a phone of their own: the sign-up and code limits count per address, as in life. */
let address = '127.0.0.1';

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  // The development outbox and the sandbox's checkout answer on this machine only.
  inject(app, method, url, token, payload, /^\/api\/(dev|Sandbox)\//.test(url) ? '127.0.0.1' : address);

interface Context {
  app: FastifyInstance;
  clock: MovableClock;
  password: string;
  today: CalendarDate;
  places: Map<string, { stateId: number; lgaId: number; lga: string }>;
  packages: number[];
  custom: { componentId: number; quantity: number }[];
  employerId: number;
  sterling: { id: number; name: string };
  staff: { support: string; engineer: string; engineerId: number; officer: string };
}

/** Answers how many loans it made (0 when the demo book exists already). */
export async function seedBookDemo(
  app: FastifyInstance,
  clock: MovableClock,
  password: string,
  today: CalendarDate = lagosDate(new Date()),
): Promise<number> {
  const db = app.deps.db;
  const made = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', 'like', `%@${BOOK_DOMAIN}`)
    .executeTakeFirst();
  if (made) return 0;
  const context = await contextOf(app, clock, password, today);
  const plan = planBook(today, context.packages.length);
  const writtenOff: number[] = [];
  for (const loan of plan) {
    const quoteId = await seedLoan(context, loan);
    if (loan.behaviour.kind === 'written-off') writtenOff.push(quoteId);
  }
  clock.set(new Date());
  address = '127.0.0.1';
  // Each credit kept the book as of its day; rebuilt now, every loan's position is today's.
  await rebuildLoanBook(app.deps);
  await writeOff(app, writtenOff, addDays(today, -30));
  await logContacts(context);
  return plan.length;
}

/**
 * Collections staff's contacts today with overdue customers of the book (docs/portfolio.md "Collections and
 * reminders"), through `Collections/LogContact`: calls with a promise to pay next week, visits with a promise in two
 * weeks, reminders by SMS to those long overdue; and two calls twelve days ago whose promise (five days ago) was broken.
 * A contact is stamped by the app's clock, moved back for those two.
 */
async function logContacts(context: Context): Promise<void> {
  const { app, today, staff } = context;
  const overdue = await app.deps.db
    .selectFrom('loan_book')
    .innerJoin('app_user', 'app_user.id', 'loan_book.customer_id')
    .select([
      'loan_book.quote_id as quoteId',
      'loan_book.first_unpaid_due as due',
      'loan_book.last_paid_on as lastPaid',
    ])
    .where('app_user.email', 'like', `%@${BOOK_DOMAIN}`)
    .where('loan_book.written_off_on', 'is', null)
    .where('loan_book.first_unpaid_due', '<', today)
    .orderBy('loan_book.quote_id')
    .execute();
  const days = (due: string | null) => (due ? daysBetween(due, today) : 0);
  // Twelve days ago, two customers then overdue promised to pay within a week, and have not: promises broken.
  const earlier = overdue
    .filter((l) => days(l.due) >= 20 && days(l.due) <= 60 && (l.lastPaid ?? '') < addDays(today, -12))
    .slice(0, 2);
  context.clock.set(at(addDays(today, -12), 11));
  for (const l of earlier) {
    await call(app, 'POST', '/api/v1/Collections/LogContact', staff.support, {
      quoteId: l.quoteId,
      channel: 'call',
      outcome: 'Promised to pay the arrears when the month’s sales come in.',
      promiseDate: addDays(today, -5),
    });
  }
  context.clock.set(new Date());
  const promisedBefore = new Set(earlier.map((l) => l.quoteId));
  const contacts = [
    ...overdue
      .filter((l) => days(l.due) <= 60 && !promisedBefore.has(l.quoteId))
      .slice(0, 5)
      .map((l) => ({
        quoteId: l.quoteId,
        channel: 'call',
        outcome: 'Reached the customer: the salary came late this month; will pay the instalment by next week.',
        promiseDate: addDays(today, 7),
      })),
    ...overdue
      .filter((l) => days(l.due) > 60 && days(l.due) <= 180)
      .slice(0, 3)
      .map((l) => ({
        quoteId: l.quoteId,
        channel: 'visit',
        outcome: 'Visited the house: the customer lost a customer of his shop and asked for two weeks.',
        promiseDate: addDays(today, 14),
      })),
    ...overdue
      .filter((l) => days(l.due) > 180)
      .slice(0, 3)
      .map((l) => ({
        quoteId: l.quoteId,
        channel: 'sms',
        outcome: 'No answer to three calls: sent a reminder by SMS.',
      })),
  ];
  for (const contact of contacts) await call(app, 'POST', '/api/v1/Collections/LogContact', staff.support, contact);
}

/** The admin writes the loans that stopped long ago off, a month ago (over 180 days overdue by then). */
async function writeOff(app: FastifyInstance, quoteIds: number[], on: CalendarDate): Promise<void> {
  const admin = await app.deps.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'admin@demo.imole.ng')
    .executeTakeFirstOrThrow();
  const reason = 'No payment for over six months; the customer cannot be reached and the system was not recovered.';
  for (const quoteId of quoteIds)
    await app.deps.db
      .transaction()
      .execute((trx) => writeOffLoan(trx, app.deps, { quoteId, reason, by: admin.id, on }));
}

async function contextOf(
  app: FastifyInstance,
  clock: MovableClock,
  password: string,
  today: CalendarDate,
): Promise<Context> {
  const db = app.deps.db;
  for (const code of Object.values(AGENTS))
    if (!(await db.selectFrom('app_user').select('id').where('phone_number', '=', code).executeTakeFirst()))
      throw new Error('Seed the sales demo first (a demo agent is missing).');
  const places = new Map<string, { stateId: number; lgaId: number; lga: string }>();
  for (const state of new Set(STATES)) {
    const place = await db
      .selectFrom('lga')
      .innerJoin('state', 'state.id', 'lga.state_id')
      .select(['lga.id as lgaId', 'state.id as stateId', 'lga.title as lga'])
      .where('state.title', '=', state)
      .orderBy('lga.id')
      .executeTakeFirstOrThrow();
    places.set(state, place);
  }
  const component = async (pattern: string) =>
    (
      await db
        .selectFrom('component')
        .select('id')
        .where('key', 'like', pattern)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const sterling = await db
    .selectFrom('financial_institution')
    .select(['id', 'name'])
    .where('code', '=', 'STERLING')
    .executeTakeFirstOrThrow();
  clock.set(new Date());
  const login = async (email: string) =>
    (await call(app, 'POST', '/api/ClientUser/Login', undefined, { email, password })) as {
      token: string;
      user: { id: number };
    };
  const engineer = await login('engineer@demo.imole.ng');
  return {
    app,
    clock,
    password,
    today,
    places,
    packages: (await db.selectFrom('product').select('id').orderBy('id').execute()).map((p) => p.id),
    custom: [
      { componentId: await component('inverter-3-5kva%'), quantity: 1 },
      { componentId: await component('panel-mono-450w'), quantity: 6 },
      { componentId: await component('tubular-220ah%'), quantity: 4 },
      { componentId: await component('mppt-60a'), quantity: 1 },
    ],
    employerId: (await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow())
      .id,
    sterling,
    staff: {
      support: (await login('support@demo.imole.ng')).token,
      engineer: engineer.token,
      engineerId: engineer.user.id,
      officer: (await login('bankofficer@demo.imole.ng')).token,
    },
  };
}

/** One customer's whole story: signed up, priced, paid down, verified, installed, then their repayments. */
async function seedLoan(context: Context, loan: DemoLoan): Promise<number> {
  const { app, clock } = context;
  clock.set(at(loan.start, 9));
  address = `10.23.${loan.n >> 8}.${loan.n & 255}`;
  const customer = await signUp(context, loan);
  const quoteRequestId = await requestSystem(context, loan, customer.token);
  const quoteId = await price(context, loan, quoteRequestId);
  if (loan.bank) await bankDeclines(context, quoteRequestId, customer.token);
  const started = await call(app, 'POST', '/api/Transaction/InitializePayment', customer.token, {
    quoteId,
    purpose: 'equity',
    saveCard: true,
  });
  await call(app, 'POST', '/api/Sandbox/Pay', undefined, { reference: started.data.reference });
  await verifyThroughApi(
    async (method, url, token, payload) => {
      const response = await app.inject({
        method,
        url,
        remoteAddress: address,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${token}` },
      });
      return { statusCode: response.statusCode, body: response.json() };
    },
    customer.token,
    quoteRequestId,
    { accountName: `${loan.firstname} ${loan.lastname}` },
  );
  await install(context, customer.token, quoteId, loan.start);
  await repay(context, loan, quoteId, customer.userId);
  return quoteId;
}

async function signUp(context: Context, loan: DemoLoan): Promise<{ token: string; userId: number }> {
  const { app } = context;
  const email = `${loan.firstname}.${loan.lastname}.${loan.n}@${BOOK_DOMAIN}`.toLowerCase();
  const phoneNumber = `0817${String(loan.n).padStart(7, '0')}`;
  const names = { firstname: loan.firstname, lastname: loan.lastname, email, phoneNumber };
  if (loan.bank)
    await call(app, 'POST', '/api/ClientUser/CreateBankClientUser', undefined, {
      ...names,
      bank: context.sterling.id,
      bankName: context.sterling.name,
    });
  else
    await call(app, 'POST', '/api/ClientUser/CreateClientUser', undefined, {
      ...names,
      password: context.password,
      ...(loan.referrer ? { referralCode: loan.referrer } : {}),
    });
  const outbox = await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  const session = await call(app, 'POST', '/api/ClientUser/ConfirmUserAccount', undefined, { email, token: code });
  return { token: session.token, userId: session.user.id };
}

async function requestSystem(context: Context, loan: DemoLoan, token: string): Promise<number> {
  const place = context.places.get(loan.state)!;
  const address = `${loan.n} ${loan.state === 'Lagos' ? 'Adeola Odeku Street' : 'Market Road'}, ${place.lga}`;
  const productId = loan.packageIndex === null ? null : context.packages[loan.packageIndex]!;
  if (loan.bank) {
    const created = await call(
      context.app,
      'POST',
      '/api/FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
      token,
      {
        productId,
        financialInstitutionId: context.sterling.id,
        stateId: place.stateId,
        lgaId: place.lgaId,
        address,
        landmark: 'Near the filling station',
        buildingType: 2,
      },
    );
    return created.data.id;
  }
  const personal = {
    state: loan.state,
    city: place.lgaId,
    address,
    landmark: 'Near the filling station',
    buildingType: 1,
    employerId: context.employerId,
  };
  const created =
    productId === null
      ? await call(context.app, 'POST', '/api/Quote/CreateQuoteRequest', token, {
          ...personal,
          noOfBedrooms: 3,
          noOfLights: 8,
          noOfFan: 3,
          noOfTv: 2,
          inverterUsageHoursPerDay: 14,
          hoursOfElectricPowerPerDay: 6,
          generatorCapacity: 0,
        })
      : await call(context.app, 'POST', '/api/Quote/CreateQuoteRequestWithProduct', token, { ...personal, productId });
  return created.data.id;
}

/** Support prices the request: the package with the lines the request copied from it, or a custom system. */
async function price(context: Context, loan: DemoLoan, quoteRequestId: number): Promise<number> {
  const { app, staff } = context;
  let body: object = { quoteRequestId, components: context.custom };
  if (loan.packageIndex !== null) {
    const view = await call(app, 'GET', `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, staff.support);
    const request = view.quoteRequest as {
      productId: number;
      installationComponents: { id: number; quantity: number }[];
    };
    body = {
      quoteRequestId,
      productId: request.productId,
      components: request.installationComponents.map((c) => ({ componentId: c.id, quantity: c.quantity })),
    };
  }
  const quote = await call(app, 'POST', '/api/Quote/AssignProductToQuote', staff.support, body);
  await call(app, 'POST', '/api/Quote/ConfirmQuotePricing', staff.support, { quoteId: quote.data.id });
  return quote.data.id;
}

/** Sterling Bank declines the signed undertaking and the customer takes an ordinary plan (docs/banks.md). */
async function bankDeclines(context: Context, quoteRequestId: number, token: string): Promise<void> {
  const { app } = context;
  await call(app, 'POST', '/api/Quote/UploadUndertaken', token, {
    quoteRequestId,
    undertaking: dataUrl('application/pdf', TINY_PDF),
  });
  await call(app, 'POST', '/api/FinancialInstitutionQuote/Decide', context.staff.officer, {
    quoteRequestId,
    approve: false,
    reason: 'The salary account does not carry the repayment.',
  });
  await call(app, 'POST', '/api/FinancialInstitutionQuote/SwitchToOrdinaryPlan', token, { quoteRequestId });
}

async function install(context: Context, customerToken: string, quoteId: number, day: CalendarDate): Promise<void> {
  const { support, engineer, engineerId } = context.staff;
  const steps: [string, object, string][] = [
    ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineerId }, support],
    ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: day }, support],
    ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, customerToken],
    ['/api/Quote/InstallationCompletion', { quoteId, fulfilmentDate: day, installationData: 'Installed' }, engineer],
    ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, customerToken],
  ];
  for (const [url, body, token] of steps) await call(context.app, 'POST', url, token, body);
}

/** Each repayment on its day, with the card kept at the down payment: the code `Transaction/PayWithSavedCard` runs. */
async function repay(context: Context, loan: DemoLoan, quoteId: number, userId: number): Promise<void> {
  const { app, clock } = context;
  const db = app.deps.db;
  const customer = await findUserById(db, userId);
  const card = await db
    .selectFrom('saved_card')
    .select('id')
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!customer || !card) throw new Error(`The demo customer ${userId} has no card kept from the down payment.`);
  const quote = await db.selectFrom('quote').selectAll().where('id', '=', quoteId).executeTakeFirstOrThrow();
  const loanNow = await loanOf(db, quote, await loadSettings(db), at(loan.start, 12));
  if (!loanNow) throw new Error(`Quote ${quoteId} has no loan after its installation.`);
  const dueDates = loanNow.schedule.map((i) => i.dueDate);
  for (const { day, payoff } of paymentDays(loan.behaviour, dueDates, context.today)) {
    clock.set(at(day, 12));
    await payWithSavedCard(app.deps, app.deps.payments, customer, {
      quoteId,
      purpose: payoff ? 'payoff' : 'repayment',
      cardId: card.id,
    });
  }
}
