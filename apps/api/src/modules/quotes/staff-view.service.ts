import {
  AppError,
  applicationStageOf,
  CHECKOUT_LINK_HOURS,
  CheckStatus,
  checkStatusOf,
  KycStatus,
  firstPaymentStanding,
  kobo,
  koboToNaira,
  lagosDate,
  planFor,
  UserRole,
  type Kobo,
  type Plan,
  type Settings,
  type SizingRecommendation,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { catalogueAt, priceItem } from '../catalogue/index.ts';
import { readableChangeLog } from './change-log.service.ts';
import { quoteTotal, repaymentOptions } from './pricing.service.ts';
import { waitsForFirstPayment } from './quote-plan.ts';
import { WORK_EMAIL_CONFIRMATION_DAYS } from './quote-request.checks.ts';
import { wireFields } from './quote-request.service.ts';
import { quoteViewCache } from './quote-view.cache.ts';
import { readQuoteView, readQuoteViewStamp, type QuoteView, type QuoteViewTarget } from './quote-view.repository.ts';
import { findAssignedQuote, findRequestReferral } from './quote.repository.ts';
import { QuoteStatus, type QuoteLineRow, type QuoteRow } from '../../db/tables/quote.table.ts';

const DAY = 24 * 60 * 60 * 1000;

type Audience = 'staff' | 'customer' | 'agent';
type Catalogue = Awaited<ReturnType<typeof catalogueAt>>;

const notAssignedToYou =
  'This request is not assigned to you: engineers see only the installations assigned to them. Ask support if it should be yours.';

/**
 * GetQuoteRequest: a customer gets their own request (their current one without an id); staff any one by id, and an
 * engineer only the requests of the installations assigned to them.
 */
export async function quoteRequestView(deps: AppDeps, user: AppUserRow, id: number | undefined) {
  if (user.user_role === UserRole.Customer) return customerView(deps, user.id, id);
  if (!id) throw new AppError('VALIDATION_FAILED', 'Which quote request? Give its id.');
  if (user.user_role === UserRole.SalesAgent) return agentView(deps, user, id);
  if (user.is_engineer) {
    // An engineer sees only the requests of the installations assigned to them.
    // Said plainly (403), so the page says "not yours" rather than offering to try again (issue 19); a request that
    // does not exist reads the same, which tells an engineer nothing about other customers.
    const assigned = await findAssignedQuote(deps.db, id, user.id);
    if (!assigned) throw new AppError('FORBIDDEN', notAssignedToYou);
  }
  return staffView(deps, id);
}

/**
 * A sales agent reads the requests of customers they referred, and a coordinator those of their agents' customers
 * (issue 20): as the customer sees it (no draft pricing, no audit trail), with the customer's contact. Anyone
 * else's is "not found". `referredByYou`: the agent may change the costs and the request (the coordinator reads).
 */
async function agentView(deps: AppDeps, agent: AppUserRow, id: number) {
  const referral = await findRequestReferral(deps.db, id);
  const referredByYou = referral?.referrerId === agent.id;
  if (!referral || !(referredByYou || (agent.is_coordinator && referral.referrerCoordinatorId === agent.id)))
    throw new AppError('NOT_FOUND', 'No quote request of a customer you referred has that id.');
  return { ...(await build(deps, { id }, 'agent')), referredByYou };
}

/** Any request by id, as staff see it. */
export const staffView = (deps: AppDeps, quoteRequestId: number) => build(deps, { id: quoteRequestId }, 'staff');

/** The customer's own request (their current one without an id), or "not found". */
export const customerView = (deps: AppDeps, userId: number, id: number | undefined) =>
  build(deps, { ownerId: userId, id }, 'customer');

/**
 * A request as staff see it (staff spec §3 "Quote response"): the customer's view plus the quote, the engineer and the
 * audit trail. The customer's dashboard reads it on every visit and every action: a kept view is served after one
 * small statement (its stamp, quote-view.cache.ts), and a view is built from one statement (readQuoteView) plus the
 * catalogue cache for the package and the settings (docs/performance.md "The quote view").
 */
async function build(deps: AppDeps, target: QuoteViewTarget, audience: Audience) {
  const now = deps.clock.now();
  const cache = quoteViewCache(deps.db);
  if (!cache) return (await assemble(deps, target, audience, now)).answer;
  // The view kept for this request, while its stamp has not moved (quote-view.cache.ts): one small statement.
  const stamped = await readQuoteViewStamp(deps.db, target);
  if (!stamped) throw new AppError('NOT_FOUND', 'Quote request not found.');
  const kept = cache.get<Answer>(`${audience}:${stamped.id}`, stamped.stamp, now);
  if (kept) return kept;
  const { answer, view } = await assemble(deps, target, audience, now);
  cache.set(`${audience}:${view.request.id}`, view.stamp, now, answer, view.quote?.expires_at ?? null);
  return answer;
}
type Answer = Awaited<ReturnType<typeof assemble>>['answer'];

async function assemble(deps: AppDeps, target: QuoteViewTarget, audience: Audience, now: Date) {
  const view = await readQuoteView(deps.db, target, {
    workEmailConfirmedSince: new Date(now.getTime() - WORK_EMAIL_CONFIRMATION_DAYS * DAY),
    withAuditTrail: audience === 'staff',
    // Staff and the customer (their own checkout to go back to); a sales agent pays through their own pages.
    paymentLink:
      audience !== 'agent' ? { now, since: new Date(now.getTime() - CHECKOUT_LINK_HOURS * 60 * 60 * 1000) } : undefined,
  });
  if (!view) throw new AppError('NOT_FOUND', 'Quote request not found.');
  const { request: row, quote } = view;
  const catalogue = await catalogueAt(deps.db, view.catalogueVersion);
  const settings = catalogue.settings;
  // A draft (staff still pricing) is not the customer's to see.
  const visible = audience === 'staff' || (quote !== undefined && quote.quote_status !== QuoteStatus.Draft);
  const lines = quote && visible ? view.quoteLines : [];
  const total = quote ? quoteTotal(quote, lines) : null;
  const plan = quote && total !== null ? planOf(quote, total, settings) : null;
  const listed = listedPackage(catalogue, row.product_id);
  const requestComponents = view.components.map(requestComponent);
  // Once priced and sent, the quote's own system replaces the package and the components the customer asked for.
  const priced = quote && lines.length > 0 && quote.quote_status > 0 ? pricedSystem(quote, lines) : undefined;
  const answer = {
    quoteRequest: requestPart(view, audience),
    quoteRequestProduct: priced ? priced.product : listed,
    quoteRequestProductComponents: priced ? priced.components : requestComponents,
    employer: view.employer
      ? { id: view.employer.id, name: view.employer.name, validateEmail: view.employer.validate_email }
      : null,
    // In words for staff and customer alike: names, products and quantities, not field names and ids.
    changeLog: await readableChangeLog(
      deps.db,
      view.changes.map((c) => ({ changeDate: c.change_date.toISOString(), changes: c.changes })),
    ),
    quote:
      quote && plan && visible
        ? { ...quotePart(quote, plan, settings, now), firstPayment: firstPaymentOf(view, plan, now) }
        : null,
    quoteLines: lines.map(quoteLine),
    options:
      quote && total !== null && quote.quote_status > 0 ? repaymentOptions(total, settings, quote.duration_months) : [],
    // Identity verification (docs/kyc.md): a financed quote needs it before an engineer is assigned.
    isVerified: view.kycStatus === KycStatus.Verified,
    kycStatus: view.kycStatus,
    // The checkout link of the quote's newest payment still waiting to be paid: staff copy it for the customer, the
    // customer goes back to it (docs/staff.md "The request in full").
    authorizationLink: audience !== 'agent' ? view.paymentLink : null,
    supportStaff: supportStaff(view, audience),
    // Who the customer calls about the request: its support owner, the staff member who priced it (null: the help line).
    defaultSupportStaff: view.supportOwner
      ? {
          firstname: view.supportOwner.firstname,
          lastname: view.supportOwner.lastname,
          phone: view.supportOwner.phone_number,
          image: view.supportOwner.image,
        }
      : null,
    // Why staff declined the offer (quoteStatus 8), for the customer's Rejected panel (docs/state-machines.md).
    rejection: view.rejection ? { reason: view.rejection.reason, date: view.rejection.at.toISOString() } : null,
    transactions: view.payments.map(transaction),
    // A bank finances the request (docs/banks.md); false again once the customer switched to an ordinary plan.
    isFinancialInstitutionQuote: row.financial_institution_id !== null,
    financialInstitution: financialInstitutionOf(view),
    // A bank's customer needs no identity check of ours: the bank carries the credit (docs/banks.md "Decisions").
    isToDoVerification:
      needsVerification(quote) && row.financial_institution_id === null && view.kycStatus !== KycStatus.Verified,
    isInstallationComponentProduct: row.product_id === null && requestComponents.length > 0,
    monitoringScheduleCode: monitoringScheduleCode(view.openCheck, now),
    auditTrail: (audience === 'staff' ? view.auditTrail : []).map(auditEntry),
  };
  return { answer, view };
}

/** The bank of a bank-financed request and where its application stands (docs/banks.md "Application stage"). */
function financialInstitutionOf(view: QuoteView) {
  const application = view.bankApplication;
  if (!application) return null;
  return {
    id: application.id,
    name: application.name,
    logo: application.logo,
    applicationStage: applicationStageOf({
      status: application.status,
      requestStatus: view.request.status,
      quoteStatus: view.quote?.quote_status ?? null,
      undertakingUploaded: application.undertaking_uploaded_at !== null,
      undertakingUploadedAt: application.undertaking_uploaded_at,
      pricedAt: view.quote?.priced_at ?? null,
    }),
    decisionReason: application.decision_reason,
    decidedAt: application.decided_at,
    undertakingUploadedAt: application.undertaking_uploaded_at,
  };
}

/**
 * A financed quote (not paid outright) needs the customer's identity verified (docs/kyc.md "Who needs it"); a
 * rejected one (no instalment offer, quoteStatus 8) does not: there is nothing to finance.
 */
export const needsVerification = (quote: QuoteRow | undefined): boolean =>
  quote !== undefined && !quote.is_outright && quote.quote_status !== QuoteStatus.Rejected;

/**
 * Where the first payment stands against what the quote owes now (naira): received, still to pay while the quote
 * waits for it, and a refund due once money came in above it (docs/payments.md "What is owed now").
 */
function firstPaymentOf(view: QuoteView, plan: Plan, now: Date) {
  const quote = view.quote;
  if (!quote) return null;
  const standing = firstPaymentStanding({
    credited: view.payments
      .filter((p) => p.status === 'success' && (p.purpose === 'equity' || p.purpose === 'outright'))
      .map((p) => ({ purpose: p.purpose, paidKobo: p.paid_kobo ?? 0 })),
    plan,
    complete: quote.quote_status === QuoteStatus.PaymentReceived && !quote.pay_on_delivery,
    isOutright: quote.is_outright,
    awaiting: waitsForFirstPayment(quote, view.request.status, now),
    toInstalmentsKobo: quote.surplus_to_instalments_kobo,
    refundedKobo: quote.refunded_kobo,
  });
  return {
    received: koboToNaira(standing.creditedKobo),
    due: koboToNaira(standing.dueKobo),
    stillToPay: koboToNaira(standing.stillToPayKobo),
    refundDue: koboToNaira(standing.refundDueKobo),
    toInstalments: koboToNaira(standing.toInstalmentsKobo),
    refunded: koboToNaira(standing.refundedKobo),
  };
}

/** The plan the quote is on: its chosen down payment (the smallest offered until one is) at its frozen rate. */
function planOf(quote: QuoteRow, total: Kobo, settings: Settings): Plan {
  return planFor(
    total,
    quote.equity_percentage ?? Math.min(...settings.equityPercentages),
    quote.monthly_rate_bps ?? settings.monthlyInterestRateBps,
    quote.duration_months,
  );
}

function requestPart(view: QuoteView, audience: Audience) {
  const { request: row, client } = view;
  return {
    id: row.id,
    referenceNo: row.reference_no,
    quoteRequestStatus: row.status,
    dateCreated: row.created_at.toISOString(),
    turnAroundTime: row.turn_around_at.toISOString(),
    ...wireFields(row, view.stateTitle),
    // The area (LGA) by name: `city` is its id (staff spec §3), which nobody reads.
    cityName: view.lgaTitle,
    installationComponents: view.components.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      name: l.name,
      categoryName: l.category_name,
      unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
    })),
    sizing: (row.sizing ?? null) as SizingRecommendation | null,
    // Edit mode skips the work e-mail code while an earlier confirmation still holds.
    workEmailConfirmed: view.workEmailConfirmed,
    clientUser:
      audience === 'customer'
        ? { firstname: client.firstname, isToPerformSurvey: client.is_to_perform_survey }
        : {
            firstname: client.firstname,
            lastname: client.lastname,
            email: client.email,
            phoneNumber: client.phone_number,
            image: client.image,
          },
  };
}

/** The package the request names, as the catalogue prices it. A package withdrawn since is simply absent here. */
function listedPackage(catalogue: Catalogue, productId: number | null) {
  const listed = productId ? catalogue.products.find((p) => p.product.id === productId) : undefined;
  const product = listed ? priceItem(listed.product, listed.lines, catalogue.settings) : null;
  return product
    ? {
        id: product.product.id,
        name: product.product.name,
        description: product.product.description,
        warrantyPeriod: product.product.warrantyPeriod,
        price: product.product.oneOffPaymentCost,
      }
    : null;
}

function requestComponent(l: QuoteView['components'][number]) {
  return {
    componentTypeValue: l.category_name,
    name: l.name,
    quantity: l.quantity,
    unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
    productComponentId: l.id,
  };
}

/** The system on a priced quote, as the package and components the customer sees. */
function pricedSystem(quote: QuoteRow, lines: readonly QuoteLineRow[]) {
  return {
    product: {
      id: quote.product_id,
      name: quote.product_name,
      description: quote.product_description,
      warrantyPeriod: quote.warranty_months,
      price: koboToNaira(quoteTotal(quote, lines)),
      installationCost: koboToNaira(kobo(quote.installation_cost_kobo)),
      transportCost: koboToNaira(kobo(quote.transport_cost_kobo)),
    },
    components: lines.map((l) => ({
      componentTypeValue: l.category_name,
      name: l.name,
      quantity: l.quantity,
      unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
      productComponentId: l.component_id,
    })),
  };
}

function quotePart(quote: QuoteRow, plan: Plan, settings: Settings, now: Date) {
  return {
    id: quote.id,
    // A sent offer past its expiry reads as expired (7) without waiting for a job to mark it.
    quoteStatus:
      quote.quote_status === QuoteStatus.Sent && quote.expires_at && quote.expires_at.getTime() < now.getTime()
        ? QuoteStatus.Expired
        : quote.quote_status,
    installationStatus: quote.installation_status,
    productName: quote.product_name,
    totalAssetAmount: koboToNaira(plan.total),
    installationCost: koboToNaira(kobo(quote.installation_cost_kobo)),
    transportCost: koboToNaira(kobo(quote.transport_cost_kobo)),
    discountAmount: koboToNaira(kobo(quote.discount_kobo)),
    equity: koboToNaira(plan.equity),
    contributionPercentage: plan.equityPercentage,
    monthlyRepayment: koboToNaira(plan.monthly),
    durationMonths: quote.duration_months,
    repaymentAmount: koboToNaira(plan.repaymentAmount),
    daysToExpiry: quote.expires_at ? Math.ceil((quote.expires_at.getTime() - now.getTime()) / DAY) : null,
    payOnDelivery: quote.pay_on_delivery,
    isOutright: quote.is_outright,
    fulfilmentDate: quote.fulfilment_date,
    suggestedDate: quote.suggested_date,
    installationCompletionDate: quote.installation_completion_date,
    installationData: quote.installation_data,
    rating: quote.rating,
    supportUserAssignmentTurnAroundTime: settings.engineerAssignmentTurnaroundHours,
  };
}

const quoteLine = (l: QuoteLineRow) => ({
  id: l.id,
  componentId: l.component_id,
  name: l.name,
  categoryName: l.category_name,
  unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
  quantity: l.quantity,
});

function supportStaff({ engineer, engineerRating: rating }: QuoteView, audience: Audience) {
  if (!engineer) return null;
  return audience !== 'staff'
    ? { firstname: engineer.firstname, phone: engineer.phone_number, image: engineer.image, rating }
    : {
        id: engineer.id,
        firstname: engineer.firstname,
        lastname: engineer.lastname,
        phone: engineer.phone_number,
        image: engineer.image,
        rating,
      };
}

const transaction = (p: QuoteView['payments'][number]) => ({
  dateCreated: (p.settled_at ?? p.created_at).toISOString(),
  successful: p.status === 'success',
  /** success, failed, or conflict: money received that differs from what was due, held for staff to review. */
  status: p.status,
  amountInTransaction: koboToNaira(kobo(p.paid_kobo ?? p.expected_kobo)),
  transactionType: p.purpose === 'equity' || p.purpose === 'outright' ? 0 : 1,
  /** What it was for: equity (down payment), outright, repayment or payoff. */
  purpose: p.purpose,
  /** Who paid when it was not the customer: their partner bank, or their sales agent (as Transaction/GetTransactions). */
  paidBy: p.payer_bank_name ?? p.payer_name,
  paidByBank: p.payer_bank_name !== null,
});

/**
 * Maintenance checks exist only once the installation is confirmed (installationStatus 4); the query reads the open
 * one only then. It is due (maintenance required) from its due day, in Lagos.
 */
function monitoringScheduleCode(openCheck: QuoteView['openCheck'], now: Date) {
  const due =
    openCheck !== null &&
    checkStatusOf({ dueDate: openCheck.due_date, closed: false }, lagosDate(now)) === CheckStatus.Due;
  return {
    scheduleCode: openCheck?.schedule_code ?? null,
    hasActiveMonitoringSchedule: due,
    monitoringScheduleId: due ? openCheck!.id : null,
  };
}

const auditEntry = (t: QuoteView['auditTrail'][number]) => ({
  action: t.action,
  actor: t.firstname ? `${t.firstname} ${t.lastname}` : 'System',
  before: t.before,
  after: t.after,
  date: t.created_at.toISOString(),
});
