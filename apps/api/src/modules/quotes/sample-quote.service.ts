import {
  AppError,
  componentsError,
  costError,
  downPaymentOptions,
  effectiveAnnualRate,
  kobo,
  koboToNaira,
  nairaToKobo,
  planLengthFor,
  totalAssetAmount,
  type Kobo,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { SampleQuoteLine, SampleQuoteRow } from '../../db/tables/sample-quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { agentOffer, findComponents, offerMessages, productService } from '../catalogue/index.ts';
import { loadSettings } from '../settings/index.ts';
import { REFERENCE_ALPHABET } from './reference.ts';
import * as repo from './sample-quote.repository.ts';
import { randomInt } from 'node:crypto';

/**
 * Sample quotes for prospects (docs/sales.md "Sample quotes"): an agent in the field prices a package (with its
 * battery) or a list of components the way the business prices a quote — today's catalogue prices, the package's
 * installation and transport (none for components unless the agent adds them), the down-payment options and the
 * rate of the settings over the package's plan length (12 months for components) — and keeps it to hand over as a
 * PDF. Nothing is made in anyone's name: no account, no quote request.
 */

/** ₦100,000,000: no home system costs more; a bigger figure is a typing mistake. */
const MAX_COST = nairaToKobo(100_000_000);
const MAX_LINES = 40;
const DAY = 24 * 60 * 60 * 1000;

export interface SampleInput {
  productId?: number | null | undefined;
  isLithiumComponent?: boolean | undefined;
  installationComponents?: { id: number; quantity: number }[] | null | undefined;
  prospectName?: string | null | undefined;
  state?: string | null | undefined;
  equityPecentage?: number | null | undefined;
  installationCost?: number | null | undefined;
  transportCost?: number | null | undefined;
}

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);

/** "SQ-XXXX-XXXX": the sample's reference, in the request references' alphabet (read aloud without mix-ups). */
export function newSampleReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `SQ-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** What the sample is made of: a package's lines (its battery swapped for lithium when asked), or the agent's list. */
async function systemOf(deps: AppDeps, input: SampleInput) {
  const wanted = input.installationComponents ?? [];
  if (input.productId && wanted.length > 0) throw bad('Choose a package or components, not both.');
  if (input.productId) {
    const product = await repo.findPackageTerms(deps.db, input.productId);
    if (!product) throw bad('We could not find that package. Choose one from the list.');
    const catalogue = productService(deps.db);
    const lithium = input.isLithiumComponent ?? false;
    if (lithium && (await catalogue.one(product.id, undefined, false)).componentIdToSwitch === null)
      throw bad('This package has no lithium battery option. Choose Tubular.');
    const lines = await catalogue.packageLines(product.id, lithium);
    return {
      product,
      lithium,
      lines: lines.map((l) => ({
        componentId: l.componentId,
        name: l.name,
        unitPriceKobo: l.unitPrice,
        quantity: l.quantity,
      })),
    };
  }
  if (wanted.length === 0) throw bad('Choose a package, or at least one component.');
  if (wanted.length > MAX_LINES) throw bad(`A sample holds at most ${MAX_LINES} components.`);
  const ids = wanted.map((w) => w.id);
  if (new Set(ids).size !== ids.length) throw bad('Each component can be chosen once; change its quantity instead.');
  const found = new Map((await findComponents(deps.db, ids)).map((c) => [c.id, c]));
  const message = componentsError(
    wanted.map((w) => ({
      name: found.get(w.id)?.category_name ?? '',
      productId: found.has(w.id) ? w.id : null,
      quantity: w.quantity,
    })),
  );
  if (message) throw bad(message);
  const lines: SampleQuoteLine[] = wanted.map((w) => {
    const c = found.get(w.id)!;
    return { componentId: c.id, name: c.name, unitPriceKobo: c.unit_price_kobo, quantity: w.quantity };
  });
  return { product: null, lithium: false, lines };
}

/** An installation or transport cost the agent set (whole naira), or the default. */
function cost(which: 'installation' | 'transport', naira: number | null | undefined, fallback: number): number {
  if (naira === null || naira === undefined) return fallback;
  const message = costError(which, naira);
  if (message) throw bad(message);
  const amount = nairaToKobo(naira);
  if (amount < 0) throw bad(`The ${which} cost cannot be negative.`);
  if (amount > MAX_COST) throw bad(`That ${which} cost is too large; check the figure.`);
  return amount;
}

/** Prices a sample and keeps it for the agent who made it. */
export async function createSample(deps: AppDeps, agent: AppUserRow, input: SampleInput) {
  const prospectName = input.prospectName?.trim() || null;
  if (prospectName && prospectName.length > 80) throw bad('The prospect’s name is too long: 80 characters at most.');
  const stateTitle = input.state?.trim()
    ? ((await repo.findStateTitle(deps.db, input.state.trim()))?.title ?? null)
    : null;
  if (input.state?.trim() && !stateTitle) throw bad('Please select your state');
  const [system, settings] = await Promise.all([systemOf(deps, input), loadSettings(deps.db)]);
  const chosen = input.equityPecentage ?? null;
  if (chosen !== null && !settings.equityPercentages.includes(chosen))
    throw bad(`Choose one of the down payments offered: ${settings.equityPercentages.map((p) => `${p}%`).join(', ')}.`);
  // Only what this agent may offer (docs/sales.md "What each agent may offer"): their packages, their down payments.
  const offer = await agentOffer(deps.db, agent.id, settings);
  if (system.product && !offer.mayOffer(system.product.id))
    throw new AppError('FORBIDDEN', offerMessages.notAllowedPackage);
  if (chosen !== null && !offer.plans.includes(chosen))
    throw new AppError('FORBIDDEN', offerMessages.notAllowedPlan(offer.plans));
  const now = deps.clock.now();
  const row = await repo.insertSampleQuote(deps.db, {
    reference_no: newSampleReference(),
    agent_user_id: agent.id,
    prospect_name: prospectName,
    state_title: stateTitle,
    product_id: system.product?.id ?? null,
    product_name: system.product?.name ?? 'Custom system',
    is_lithium: system.lithium,
    lines: system.lines,
    installation_cost_kobo: cost('installation', input.installationCost, system.product?.installation_cost_kobo ?? 0),
    transport_cost_kobo: cost('transport', input.transportCost, system.product?.transport_cost_kobo ?? 0),
    warranty_months: system.product?.warranty_months ?? 12,
    duration_months: planLengthFor(settings, system.product?.repayment_length_months ?? null),
    monthly_rate_bps: settings.monthlyInterestRateBps,
    equity_percentages: offer.plans,
    chosen_equity_percentage: chosen,
    created_at: now,
    expires_at: new Date(now.getTime() + settings.quoteValidityDays * DAY),
  });
  return sampleView(row, now);
}

/** A sample's figures (design.md §6), worked out again from what it was priced with: the same every time. */
export function sampleFigures(row: SampleQuoteRow) {
  const lines = row.lines.map((l) => ({ ...l, amountKobo: kobo(l.unitPriceKobo * l.quantity) }));
  const componentsTotal = kobo(lines.reduce((sum, l) => sum + l.amountKobo, 0));
  const total: Kobo = totalAssetAmount(
    lines.map((l) => ({ unitPrice: kobo(l.unitPriceKobo), quantity: l.quantity })),
    { installation: kobo(row.installation_cost_kobo), transport: kobo(row.transport_cost_kobo) },
  );
  const plans = downPaymentOptions(
    total,
    { equityPercentages: row.equity_percentages, monthlyInterestRateBps: row.monthly_rate_bps },
    row.duration_months,
  );
  return { lines, componentsTotal, total, plans };
}

const naira = (value: number) => koboToNaira(kobo(value));

/** A sample as the agent reads it (naira on the wire). */
export function sampleView(row: SampleQuoteRow, now: Date) {
  const figures = sampleFigures(row);
  return {
    id: row.id,
    referenceNo: row.reference_no,
    prospectName: row.prospect_name,
    state: row.state_title,
    productId: row.product_id,
    productName: row.product_name,
    isLithiumComponent: row.is_lithium,
    lines: figures.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPrice: naira(l.unitPriceKobo),
      amount: naira(l.amountKobo),
    })),
    componentsTotal: naira(figures.componentsTotal),
    installationCost: naira(row.installation_cost_kobo),
    transportCost: naira(row.transport_cost_kobo),
    totalAssetAmount: naira(figures.total),
    warrantyPeriod: row.warranty_months,
    repaymentDuration: row.duration_months,
    plans: figures.plans,
    selectedEquityPecentage: row.chosen_equity_percentage,
    effectiveAnnualRate: Math.round(effectiveAnnualRate(row.monthly_rate_bps) * 10_000) / 100,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    expired: row.expires_at.getTime() < now.getTime(),
  };
}

export type SampleView = ReturnType<typeof sampleView>;

export async function listSamples(deps: AppDeps, agent: AppUserRow, page: { index: number; size: number }) {
  const { rows, total } = await repo.listAgentSamples(deps.db, agent.id, page);
  const now = deps.clock.now();
  return {
    data: rows.map((row) => sampleView(row, now)),
    pageIndex: page.index,
    pageSize: page.size,
    totalCount: total,
    totalPages: Math.ceil(total / page.size),
  };
}

/** One of the agent's own samples; anyone else's is "not found" (whether it exists is not theirs to know). */
export async function ownSample(deps: AppDeps, agent: AppUserRow, id: number) {
  const row = await repo.findAgentSample(deps.db, agent.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'You have no sample quote with that id.');
  return row;
}
