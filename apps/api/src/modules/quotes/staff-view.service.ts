import { kobo, koboToNaira, planFor } from '@imole/domain';
import type { AppDeps } from '../../app.ts';
import { auditTrail } from '../audit/audit.repository.ts';
import { monitoringScheduleCodeFor } from '../monitoring/schedule.service.ts';
import { loadSettings } from '../settings/settings.service.ts';
import { quoteTotal, repaymentOptions } from './pricing.service.ts';
import { quoteRequestService } from './quote-request.service.ts';
import { listPayments } from '../payments/payment.repository.ts';
import * as repo from './quote.repository.ts';
import { QuoteStatus } from './quote.table.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A request as staff see it (staff spec §3 "Quote response"): the customer's view plus the quote, the engineer and the audit trail. */
export function staffViewService(deps: AppDeps) {
  const { db } = deps;
  const requests = quoteRequestService(deps);

  return {
    async view(quoteRequestId: number, audience: 'staff' | 'customer' = 'staff') {
      const { row, ...detail } = await requests.detailById(quoteRequestId);
      const [client, quote, settings, trail] = await Promise.all([
        db
          .selectFrom('app_user')
          .select(['firstname', 'lastname', 'email', 'phone_number', 'image', 'is_to_perform_survey'])
          .where('id', '=', row.user_id)
          .executeTakeFirstOrThrow(),
        repo.findQuoteByRequest(db, row.id),
        loadSettings(db),
        auditTrail(db, row.id),
      ]);
      // A draft (staff still pricing) is not the customer's to see.
      const visible = audience === 'staff' || (quote !== undefined && quote.quote_status !== QuoteStatus.Draft);
      const lines = quote && visible ? await repo.listQuoteLines(db, quote.id) : [];
      const payments = quote ? await listPayments(db, quote.id) : [];
      // Maintenance checks exist only once the installation is confirmed (installationStatus 4).
      const monitoringScheduleCode = await monitoringScheduleCodeFor(
        db,
        quote?.installation_status === 4 ? quote.id : null,
        deps.clock.now(),
      );
      const engineer = quote?.support_user_id
        ? await db
            .selectFrom('app_user')
            .select(['id', 'firstname', 'lastname', 'phone_number', 'image'])
            .where('id', '=', quote.support_user_id)
            .executeTakeFirst()
        : undefined;
      const rating = engineer ? ((await repo.engineerRatings(db, [engineer.id])).get(engineer.id) ?? null) : null;
      const total = quote ? quoteTotal(quote, lines) : null;
      const plan =
        quote && total !== null
          ? planFor(
              total,
              quote.equity_percentage ?? Math.min(...settings.equityPercentages),
              quote.monthly_rate_bps ?? settings.monthlyInterestRateBps,
              quote.duration_months,
            )
          : null;
      return {
        ...detail,
        quoteRequest: {
          ...detail.quoteRequest,
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
        },
        quote:
          quote && plan && visible
            ? {
                id: quote.id,
                // A sent offer past its expiry reads as expired (7) without waiting for a job to mark it.
                quoteStatus:
                  quote.quote_status === QuoteStatus.Sent &&
                  quote.expires_at &&
                  quote.expires_at.getTime() < deps.clock.now().getTime()
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
                daysToExpiry: quote.expires_at
                  ? Math.ceil((quote.expires_at.getTime() - deps.clock.now().getTime()) / DAY)
                  : null,
                payOnDelivery: quote.pay_on_delivery,
                isOutright: quote.is_outright,
                fulfilmentDate: quote.fulfilment_date,
                suggestedDate: quote.suggested_date,
                installationCompletionDate: quote.installation_completion_date,
                installationData: quote.installation_data,
                rating: quote.rating,
                supportUserAssignmentTurnAroundTime: settings.engineerAssignmentTurnaroundHours,
              }
            : null,
        ...(quote && lines.length > 0 && quote.quote_status > 0
          ? {
              quoteRequestProduct: {
                id: quote.product_id,
                name: quote.product_name,
                description: quote.product_description,
                warrantyPeriod: quote.warranty_months,
                price: koboToNaira(quoteTotal(quote, lines)),
                installationCost: koboToNaira(kobo(quote.installation_cost_kobo)),
                transportCost: koboToNaira(kobo(quote.transport_cost_kobo)),
              },
              quoteRequestProductComponents: lines.map((l) => ({
                componentTypeValue: l.category_name,
                name: l.name,
                quantity: l.quantity,
                unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
                productComponentId: l.component_id,
              })),
            }
          : {}),
        quoteLines: lines.map((l) => ({
          id: l.id,
          componentId: l.component_id,
          name: l.name,
          categoryName: l.category_name,
          unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
          quantity: l.quantity,
        })),
        options:
          quote && total !== null && quote.quote_status > 0
            ? repaymentOptions(total, settings, quote.duration_months)
            : [],
        // Identity verification (KYC) and the bank's payment link come with their own issues.
        isVerified: false,
        authorizationLink: null,
        supportStaff: engineer
          ? audience === 'customer'
            ? { firstname: engineer.firstname, phone: engineer.phone_number, image: engineer.image, rating }
            : {
                id: engineer.id,
                firstname: engineer.firstname,
                lastname: engineer.lastname,
                phone: engineer.phone_number,
                image: engineer.image,
                rating,
              }
          : null,
        defaultSupportStaff: null,
        transactions: payments.map((p) => ({
          dateCreated: (p.settled_at ?? p.created_at).toISOString(),
          successful: p.status === 'success',
          amountInTransaction: koboToNaira(kobo(p.paid_kobo ?? p.expected_kobo)),
          transactionType: p.purpose === 'equity' || p.purpose === 'outright' ? 0 : 1,
        })),
        isFinancialInstitutionQuote: false,
        isToDoVerification: false,
        isInstallationComponentProduct: row.product_id === null && detail.quoteRequestProductComponents.length > 0,
        monitoringScheduleCode,
        auditTrail: (audience === 'staff' ? trail : []).map((t) => ({
          action: t.action,
          actor: t.firstname ? `${t.firstname} ${t.lastname}` : 'System',
          before: t.before,
          after: t.after,
          date: t.created_at.toISOString(),
        })),
      };
    },
  };
}
