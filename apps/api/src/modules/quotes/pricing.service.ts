import {
  AppError,
  componentLineError,
  costError,
  downPaymentOptions,
  effectiveAnnualRate,
  kobo,
  koboToNaira,
  nairaToKobo,
  planLengthFor,
  totalAssetAmount,
  UserRole,
  type Kobo,
  type Settings,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Db, Transaction } from '../../db/database.ts';
import { audit } from '../audit/index.ts';
import { findComponents } from '../catalogue/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote.repository.ts';
import { addChange } from './quote-request.repository.ts';
import { QuoteStatus, type QuoteLineRow, type QuoteRow } from '../../db/tables/quote.table.ts';

const MAX_QUANTITY = 10_000;
/** ₦100,000,000: no home system costs more; a bigger figure is a typing mistake. */
const MAX_AMOUNT = nairaToKobo(100_000_000);

/** A quote's total asset amount, by the one rule of packages/domain (design.md §6). */
export function quoteTotal(
  quote: Pick<QuoteRow, 'installation_cost_kobo' | 'transport_cost_kobo' | 'discount_kobo'>,
  lines: readonly Pick<QuoteLineRow, 'unit_price_kobo' | 'quantity'>[],
): Kobo {
  return totalAssetAmount(
    lines.map((l) => ({ unitPrice: kobo(l.unit_price_kobo), quantity: l.quantity })),
    {
      installation: kobo(quote.installation_cost_kobo),
      transport: kobo(quote.transport_cost_kobo),
      discount: kobo(quote.discount_kobo),
    },
  );
}

/** Every down-payment option of a quote, as the customer and staff see them (naira on the wire): the domain's rule. */
export function repaymentOptions(total: Kobo, settings: Settings, months: number) {
  return downPaymentOptions(total, settings, months);
}

const checkAmount = (naira: number): Kobo => {
  const amount = nairaToKobo(naira);
  if (amount < 0) throw new AppError('VALIDATION_FAILED', 'The amount cannot be negative.');
  if (amount > MAX_AMOUNT) throw new AppError('VALIDATION_FAILED', 'That amount is too large; check the figure.');
  return amount;
};

export interface ProductAssignment {
  quoteRequestId: number;
  productId?: number | null | undefined;
  components: { componentId: number; quantity: number; unitPrice?: number | null | undefined }[];
}

type ProductTerms = NonNullable<Awaited<ReturnType<typeof repo.findProductTerms>>>;

/**
 * Builds (or rebuilds) the priced system of a request, line by line. Unit prices default to today's catalogue
 * price; staff may set their own. Only while the request waits for pricing (status 0 or 1).
 */
export async function assignProduct(deps: AppDeps, staff: AppUserRow, input: ProductAssignment) {
  const { db } = deps;
  const found = await catalogueComponents(db, input.components);
  const product = input.productId ? await repo.findProductTerms(db, input.productId) : undefined;
  if (input.productId && !product) throw new AppError('VALIDATION_FAILED', 'We could not find that package.');
  const settings = await loadSettings(db);

  return db.transaction().execute(async (trx) => {
    const request = await repo.lockQuoteRequest(trx, input.quoteRequestId);
    if (!request) throw new AppError('NOT_FOUND', 'Quote request not found.');
    if (request.status > 1)
      throw new AppError(
        'CONFLICT',
        'This request has already been priced and sent to the customer; it can be priced again only after the customer changes it.',
      );
    const existing = await repo.lockQuoteOfRequest(trx, request.id);
    const quote = await saveDraft(trx, request.id, existing, product, settings, deps.clock.now(), staff.id);
    const before = existing ? await repo.listQuoteLines(trx, existing.id) : [];
    await repo.deleteQuoteLines(trx, quote.id);
    const lines = found.map(({ line: c, component }) => {
      return {
        quote_id: quote.id,
        component_id: component.id,
        name: component.name,
        category_name: component.category_name,
        unit_price_kobo:
          c.unitPrice === undefined || c.unitPrice === null ? component.unit_price_kobo : checkAmount(c.unitPrice),
        quantity: c.quantity,
      };
    });
    await repo.insertQuoteLines(trx, lines);
    await audit(trx, {
      actorUserId: staff.id,
      action: 'quote.components',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: request.id,
      before: before.map(auditedLine),
      after: lines.map(auditedLine),
    });
    return quote;
  });
}

/** The lines staff price, checked, as the catalogue holds them today. */
async function catalogueComponents(db: Db, components: ProductAssignment['components']) {
  if (components.length === 0) throw new AppError('VALIDATION_FAILED', 'Add at least one component to the quote.');
  const ids = components.map((c) => c.componentId);
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'Each component can appear once; change its quantity instead.');
  for (const c of components) {
    if (!Number.isInteger(c.quantity) || c.quantity <= 0 || c.quantity > MAX_QUANTITY)
      throw new AppError('VALIDATION_FAILED', 'Please add quantity');
  }
  const byId = new Map((await findComponents(db, ids)).map((f) => [f.id, f]));
  // Each line with its catalogue component, in the order sent.
  return components.map((line) => {
    const component = byId.get(line.componentId);
    if (!component)
      throw new AppError('VALIDATION_FAILED', 'One of the components is not in the catalogue any more. Choose again.');
    // The customer's rules for a line hold for staff too (panel cable: 20 yards at least), in the same words.
    const refused = componentLineError({
      name: component.category_name,
      productId: component.id,
      quantity: line.quantity,
    });
    if (refused) throw new AppError('VALIDATION_FAILED', refused);
    return { line, component };
  });
}

/** The request's quote as a draft with the package's terms (or a custom system's): updated, or made. */
function saveDraft(
  trx: Transaction,
  quoteRequestId: number,
  existing: QuoteRow | undefined,
  product: ProductTerms | undefined,
  settings: Settings,
  now: Date,
  staffId: number,
) {
  const values = {
    // Who prices the request is its support owner (docs/staff.md "My requests"): the last to save its lines or send it.
    priced_by_user_id: staffId,
    product_id: product?.id ?? null,
    product_name: product?.name ?? 'Custom system',
    product_description: product?.description ?? 'A system built from the components you chose.',
    warranty_months: product?.warranty_months ?? 12,
    duration_months: planLengthFor(settings, product?.repayment_length_months ?? null),
    quote_status: QuoteStatus.Draft,
    updated_at: now,
  };
  if (existing) return repo.updateQuote(trx, existing.id, values);
  return repo.insertQuote(trx, {
    ...values,
    quote_request_id: quoteRequestId,
    installation_cost_kobo: product?.installation_cost_kobo ?? 0,
    transport_cost_kobo: product?.transport_cost_kobo ?? 0,
  });
}

const auditedLine = (l: Pick<QuoteLineRow, 'name' | 'quantity' | 'unit_price_kobo'>) => ({
  name: l.name,
  quantity: l.quantity,
  unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
});

/** Sets the installation or the transport cost of a quote (naira), until the customer has paid. */
export async function updateCost(
  deps: AppDeps,
  staff: AppUserRow,
  quoteId: number,
  which: 'installation' | 'transport',
  naira: number,
) {
  const notWhole = costError(which, naira);
  if (notWhole) throw new AppError('VALIDATION_FAILED', notWhole);
  const amount = checkAmount(naira);
  return deps.events.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    if (!quote) throw new AppError('NOT_FOUND', 'Quote not found.');
    const request = await repo.lockQuoteRequest(trx, quote.quote_request_id);
    if (!request) throw new AppError('NOT_FOUND', 'Quote not found.');
    if (staff.user_role === UserRole.SalesAgent) {
      // A sales agent acts only on the quotes of customers they referred.
      const customer = await repo.referrerOf(trx, request.user_id);
      if (customer?.referred_by_user_id !== staff.id) throw new AppError('NOT_FOUND', 'Quote not found.');
    }
    if (request.status >= 3)
      throw new AppError('CONFLICT', 'The customer has already paid on this quote; its costs can no longer change.');
    const column = which === 'installation' ? 'installation_cost_kobo' : 'transport_cost_kobo';
    const updated = await repo.updateQuote(trx, quote.id, { [column]: amount, updated_at: deps.clock.now() });
    if (request.status === 2 && quote.quote_status !== QuoteStatus.Draft && quote[column] !== amount)
      await offerRepriced(deps, trx, { quote, updated, request, staff, which });
    await audit(trx, {
      actorUserId: staff.id,
      action: which === 'installation' ? 'quote.installation-cost' : 'quote.transport-cost',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: koboToNaira(kobo(quote[column])),
      after: koboToNaira(amount),
    });
    return updated;
  });
}

/**
 * The price of an offer the customer was sent changed (staff or their agent): the request's change log says so, the
 * customer is told the old and the new total (in the app and by e-mail), and open checkouts for the old amount are
 * voided (the payments module's handler of `quote.terms-changed`).
 */
async function offerRepriced(
  deps: AppDeps,
  trx: Transaction,
  change: {
    quote: QuoteRow;
    updated: QuoteRow;
    request: { id: number; user_id: number; reference_no: string };
    staff: AppUserRow;
    which: 'installation' | 'transport';
  },
) {
  const lines = await repo.listQuoteLines(trx, change.quote.id);
  const before = quoteTotal(change.quote, lines);
  const after = quoteTotal(change.updated, lines);
  const what = change.which === 'installation' ? 'installation cost' : 'transport cost';
  const cost = kobo(
    change.which === 'installation' ? change.updated.installation_cost_kobo : change.updated.transport_cost_kobo,
  );
  await addChange(trx, change.request.id, change.staff.id, [
    {
      name: change.which === 'installation' ? 'installationCost' : 'transportationCost',
      value: String(koboToNaira(cost)),
    },
    { name: 'totalAssetAmount', value: String(koboToNaira(after)) },
  ]);
  await deps.events.record(trx, {
    type: 'quote.terms-changed',
    quoteId: change.quote.id,
    customerId: change.request.user_id,
    referenceNo: change.request.reference_no,
    reason: 'price',
    price: { beforeKobo: before, afterKobo: after, what },
  });
}

/** The terms a quote is priced with once sent: the offered down payments, the rate, and the plan length. */
export async function pricingTerms(deps: AppDeps, productId: number | undefined) {
  const product = productId === undefined ? undefined : await repo.findProductPlanLength(deps.db, productId);
  if (productId !== undefined && !product) throw new AppError('NOT_FOUND', 'We could not find that package.');
  const settings = await loadSettings(deps.db);
  return {
    equityPercentages: settings.equityPercentages,
    monthlyInterestRateBps: settings.monthlyInterestRateBps,
    planLengthMonths: planLengthFor(settings, product?.repayment_length_months ?? null),
    effectiveAnnualRate: Math.round(effectiveAnnualRate(settings.monthlyInterestRateBps) * 10_000) / 100,
    // The package's own installation and transport costs (naira), which a quote made from it starts with and the
    // pricing page prefills; null for a system built from components (docs/staff.md "Pricing").
    installationCost: product ? koboToNaira(kobo(product.installation_cost_kobo)) : null,
    transportCost: product ? koboToNaira(kobo(product.transport_cost_kobo)) : null,
  };
}

/** Sends the priced quote to the customer: request status 2, an expiry from the settings, the plan options. */
export async function confirmPricing(deps: AppDeps, staff: AppUserRow, quoteId: number) {
  const now = () => deps.clock.now();
  const settings = await loadSettings(deps.db);
  return deps.events.transaction(async (trx) => {
    const quote = await repo.lockQuote(trx, quoteId);
    if (!quote) throw new AppError('NOT_FOUND', 'Quote not found.');
    const request = await repo.lockQuoteRequest(trx, quote.quote_request_id);
    if (!request || request.status > 1)
      throw new AppError('CONFLICT', 'This request has already been priced and sent to the customer.');
    const lines = await repo.listQuoteLines(trx, quote.id);
    if (lines.length === 0)
      throw new AppError('VALIDATION_FAILED', 'Add the system’s components before confirming the price.');
    const expiresAt = new Date(now().getTime() + settings.quoteValidityDays * 24 * 60 * 60 * 1000);
    const updated = await repo.updateQuote(trx, quote.id, {
      quote_status: QuoteStatus.Sent,
      expires_at: expiresAt,
      priced_at: now(),
      priced_by_user_id: staff.id,
      equity_percentage: Math.min(...settings.equityPercentages),
      monthly_rate_bps: settings.monthlyInterestRateBps,
      updated_at: now(),
    });
    await repo.setQuoteRequestStatus(trx, request.id, 2, now());
    const total = quoteTotal(updated, lines);
    await audit(trx, {
      actorUserId: staff.id,
      action: 'quote.priced',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: request.id,
      before: { quoteRequestStatus: request.status },
      after: { quoteRequestStatus: 2, total: koboToNaira(total), expiresAt: expiresAt.toISOString() },
    });
    const options = repaymentOptions(total, settings, updated.duration_months);
    const [smallest] = options;
    await deps.events.record(trx, {
      type: 'quote.priced',
      quoteId: quote.id,
      customerId: request.user_id,
      referenceNo: request.reference_no,
      totalKobo: total,
      smallestDownPaymentKobo: smallest ? nairaToKobo(smallest.equityPayment) : null,
    });
    return { quote: updated, total, options, customerId: request.user_id, referenceNo: request.reference_no };
  });
}
