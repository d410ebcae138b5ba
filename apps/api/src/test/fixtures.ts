import type { FastifyInstance } from 'fastify';
import { demoJpeg, verifyThroughApi } from '../db/seed/kyc-demo.ts';
import type { Db } from '../db/database.ts';
import { get, post, signUpCustomer } from './session.ts';

/** Ids from the seed data that most quote tests need. */
export interface SeedIds {
  lagosLga: number;
  others: number;
  inverterId: number;
}

export async function seedIds(db: Db): Promise<SeedIds> {
  const lga = await db
    .selectFrom('lga')
    .innerJoin('state', 'state.id', 'lga.state_id')
    .select('lga.id')
    .where('state.title', '=', 'Lagos')
    .executeTakeFirstOrThrow();
  const others = await db.selectFrom('employer').select('id').where('name', '=', 'Others').executeTakeFirstOrThrow();
  const inverter = await db
    .selectFrom('component')
    .select('id')
    .where('key', 'like', 'inverter%')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { lagosLga: lga.id, others: others.id, inverterId: inverter.id };
}

/** A valid power-need request in Lagos, employer "Others". */
export function powerNeedRequest(ids: SeedIds, overrides: Record<string, unknown> = {}) {
  return {
    state: 'Lagos',
    city: ids.lagosLga,
    address: '9 Allen Avenue, Ikeja',
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
    ...overrides,
  };
}

/** A new customer's request, priced by support with one inverter (×quantity) and sent: it waits for the down payment. */
export async function pricedQuote(
  app: FastifyInstance,
  ids: SeedIds,
  supportToken: string,
  email: string,
  quantity = 1,
) {
  const customer = await signUpCustomer(app, email);
  const request = await post(app, '/api/Quote/CreateQuoteRequest', powerNeedRequest(ids), customer.token);
  const quoteRequestId = request.body.data.id as number;
  const quoteId = (
    await post(
      app,
      '/api/Quote/AssignProductToQuote',
      { quoteRequestId, components: [{ componentId: ids.inverterId, quantity }] },
      supportToken,
    )
  ).body.data.id as number;
  const confirmed = await post(app, '/api/Quote/ConfirmQuotePricing', { quoteId }, supportToken);
  const options = confirmed.body.data.options as {
    equityPecentage: number;
    equityPayment: number;
    monthlyRepayment: number;
  }[];
  const [firstOption] = options;
  if (!firstOption)
    throw new Error(`ConfirmQuotePricing offered no down-payment option: ${JSON.stringify(confirmed.body)}`);
  return {
    customer,
    quoteRequestId,
    quoteId,
    options,
    /** The first (smallest) down payment offered. */
    firstOption,
    total: confirmed.body.data.totalAssetAmount as number,
  };
}

/** As pricedQuote, with the down payment received (recorded by support): the request is at status 3. */
export async function paidQuote(app: FastifyInstance, ids: SeedIds, supportToken: string, email: string) {
  const priced = await pricedQuote(app, ids, supportToken, email);
  const equity = (await get(app, `/api/Quote/GetQuoteRequest?id=${priced.quoteRequestId}`, supportToken)).body.quote
    .equity as number;
  await post(
    app,
    '/api/Transaction/ManualSaveQuoteEquityPayment',
    { quoteId: priced.quoteId, amount: equity },
    supportToken,
  );
  return priced;
}

export { TINY_PDF, dataUrl, kycForm } from '../db/seed/kyc-demo.ts';
export const testJpeg = demoJpeg;

/**
 * Verifies a customer's identity for a request through the real calls with the sandbox provider: the form, a job,
 * the selfie and liveness photos, then the job's status. Answers the status's data.
 */
export function verifyIdentity(
  app: FastifyInstance,
  customerToken: string,
  quoteRequestId: number,
  form: Record<string, unknown> = {},
  selfie = demoJpeg(),
) {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    method === 'GET' ? get(app, url, token) : post(app, url, payload, token);
  return verifyThroughApi(call, customerToken, quoteRequestId, form, selfie);
}

/**
 * As paidQuote, then installed by `engineer` today and confirmed by the customer with a rating of 5: the request is
 * at installationStatus 4, its repayment schedule and first maintenance check exist.
 */
export async function installedQuote(
  app: FastifyInstance,
  ids: SeedIds,
  supportToken: string,
  engineer: { token: string; id: number },
  email: string,
  today: string,
) {
  const paid = await paidQuote(app, ids, supportToken, email);
  await installPaid(app, supportToken, engineer, paid, today);
  return paid;
}

/** A paid request's customer verified, then installed by `engineer` on `today` and confirmed with a rating of 5. */
export async function installPaid(
  app: FastifyInstance,
  supportToken: string,
  engineer: { token: string; id: number },
  paid: { quoteId: number; quoteRequestId: number; customer: { token: string } },
  today: string,
) {
  const { quoteId } = paid;
  // A financed system is installed only for a verified customer (docs/kyc.md).
  await verifyIdentity(app, paid.customer.token, paid.quoteRequestId);
  const steps: [string, unknown, string][] = [
    ['/api/Quote/AssignSupportUserToQuoteRequest', { quoteId, supportUserId: engineer.id }, supportToken],
    ['/api/Quote/SetFulfilmentDate', { quoteId, fulfilmentDate: today }, supportToken],
    ['/api/Quote/RespondToFulfilmentDate', { quoteId, accepted: true }, paid.customer.token],
    ['/api/Quote/InstallationCompletion', { quoteId, fulfilmentDate: today, installationData: 'Done' }, engineer.token],
    ['/api/Quote/InstallationConfirmed', { quoteId, rating: 5 }, paid.customer.token],
  ];
  for (const [url, body, token] of steps) {
    const res = await post(app, url, body, token);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.message}`);
  }
}
