import {
  AppError,
  downPaymentOptions,
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
import { audit } from '../audit/index.ts';
import { findComponents } from '../catalogue/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote.repository.ts';
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

export function pricingService(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.clock.now();

  return {
    /**
     * Builds (or rebuilds) the priced system of a request, line by line. Unit prices default to today's catalogue
     * price; staff may set their own. Only while the request waits for pricing (status 0 or 1).
     */
    async assignProduct(
      staff: AppUserRow,
      input: {
        quoteRequestId: number;
        productId?: number | null | undefined;
        components: { componentId: number; quantity: number; unitPrice?: number | null | undefined }[];
      },
    ) {
      if (input.components.length === 0)
        throw new AppError('VALIDATION_FAILED', 'Add at least one component to the quote.');
      const ids = input.components.map((c) => c.componentId);
      if (new Set(ids).size !== ids.length)
        throw new AppError('VALIDATION_FAILED', 'Each component can appear once; change its quantity instead.');
      for (const c of input.components) {
        if (!Number.isInteger(c.quantity) || c.quantity <= 0 || c.quantity > MAX_QUANTITY)
          throw new AppError('VALIDATION_FAILED', 'Please add quantity');
      }
      const found = await findComponents(db, ids);
      if (found.length !== ids.length)
        throw new AppError(
          'VALIDATION_FAILED',
          'One of the components is not in the catalogue any more. Choose again.',
        );
      const product = input.productId
        ? await db
            .selectFrom('product')
            .select([
              'id',
              'name',
              'description',
              'warranty_months',
              'repayment_length_months',
              'installation_cost_kobo',
              'transport_cost_kobo',
            ])
            .where('id', '=', input.productId)
            .executeTakeFirst()
        : undefined;
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
        const existing = await trx
          .selectFrom('quote')
          .selectAll()
          .where('quote_request_id', '=', request.id)
          .forUpdate()
          .executeTakeFirst();
        const values = {
          product_id: product?.id ?? null,
          product_name: product?.name ?? 'Custom system',
          product_description: product?.description ?? 'A system built from the components you chose.',
          warranty_months: product?.warranty_months ?? 12,
          duration_months: planLengthFor(settings, product?.repayment_length_months ?? null),
          quote_status: QuoteStatus.Draft,
          updated_at: now(),
        };
        const quote = existing
          ? await trx
              .updateTable('quote')
              .set(values)
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('quote')
              .values({
                ...values,
                quote_request_id: request.id,
                installation_cost_kobo: product?.installation_cost_kobo ?? 0,
                transport_cost_kobo: product?.transport_cost_kobo ?? 0,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
        const before = existing ? await repo.listQuoteLines(trx, existing.id) : [];
        await trx.deleteFrom('quote_line').where('quote_id', '=', quote.id).execute();
        const lines = input.components.map((c) => {
          const component = found.find((f) => f.id === c.componentId)!;
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
        await trx.insertInto('quote_line').values(lines).execute();
        await audit(trx, {
          actorUserId: staff.id,
          action: 'quote.components',
          entity: 'quote',
          entityId: quote.id,
          quoteRequestId: request.id,
          before: before.map((l) => ({
            name: l.name,
            quantity: l.quantity,
            unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
          })),
          after: lines.map((l) => ({
            name: l.name,
            quantity: l.quantity,
            unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
          })),
        });
        return quote;
      });
    },

    async updateCost(staff: AppUserRow, quoteId: number, which: 'installation' | 'transport', naira: number) {
      const amount = checkAmount(naira);
      return db.transaction().execute(async (trx) => {
        const quote = await repo.lockQuote(trx, quoteId);
        if (!quote) throw new AppError('NOT_FOUND', 'Quote not found.');
        const request = await repo.lockQuoteRequest(trx, quote.quote_request_id);
        if (!request) throw new AppError('NOT_FOUND', 'Quote not found.');
        if (staff.user_role === UserRole.SalesAgent) {
          // A sales agent acts only on the quotes of customers they referred.
          const customer = await trx
            .selectFrom('app_user')
            .select('referred_by_user_id')
            .where('id', '=', request.user_id)
            .executeTakeFirst();
          if (customer?.referred_by_user_id !== staff.id) throw new AppError('NOT_FOUND', 'Quote not found.');
        }
        if (request.status >= 3)
          throw new AppError(
            'CONFLICT',
            'The customer has already paid on this quote; its costs can no longer change.',
          );
        const column = which === 'installation' ? 'installation_cost_kobo' : 'transport_cost_kobo';
        const updated = await trx
          .updateTable('quote')
          .set({ [column]: amount, updated_at: now() })
          .where('id', '=', quote.id)
          .returningAll()
          .executeTakeFirstOrThrow();
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
    },

    /** Sends the priced quote to the customer: request status 2, an expiry from the settings, the plan options. */
    async confirmPricing(staff: AppUserRow, quoteId: number) {
      const settings = await loadSettings(db);
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
        const updated = await trx
          .updateTable('quote')
          .set({
            quote_status: QuoteStatus.Sent,
            expires_at: expiresAt,
            priced_at: now(),
            priced_by_user_id: staff.id,
            equity_percentage: Math.min(...settings.equityPercentages),
            monthly_rate_bps: settings.monthlyInterestRateBps,
            updated_at: now(),
          })
          .where('id', '=', quote.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('quote_request')
          .set({ status: 2, updated_at: now() })
          .where('id', '=', request.id)
          .execute();
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
    },
  };
}
