import {
  AppError,
  CHECKOUT_LINK_HOURS,
  CheckStatus,
  checkStatusOf,
  kobo,
  koboToNaira,
  lagosDate,
  planFor,
  type SizingRecommendation,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { catalogueAt, priceItem } from '../catalogue/index.ts';
import { quoteTotal, repaymentOptions } from './pricing.service.ts';
import { WORK_EMAIL_CONFIRMATION_DAYS, wireFields } from './quote-request.service.ts';
import * as repo from './quote-view.repository.ts';
import { QuoteStatus } from '../../db/tables/quote.table.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A request as staff see it (staff spec §3 "Quote response"): the customer's view plus the quote, the engineer and the
 * audit trail. The customer's dashboard reads it on every visit and every action, so it is one SQL statement
 * (repo.readQuoteView) plus the catalogue cache for the package and the settings (docs/performance.md).
 */
export function staffViewService(deps: AppDeps) {
  const { db } = deps;

  async function build(target: repo.QuoteViewTarget, audience: 'staff' | 'customer') {
    const now = deps.clock.now();
    const view = await repo.readQuoteView(db, target, {
      workEmailConfirmedSince: new Date(now.getTime() - WORK_EMAIL_CONFIRMATION_DAYS * DAY),
      withAuditTrail: audience === 'staff',
      paymentLink:
        audience === 'staff'
          ? { now, since: new Date(now.getTime() - CHECKOUT_LINK_HOURS * 60 * 60 * 1000) }
          : undefined,
    });
    if (!view) throw new AppError('NOT_FOUND', 'Quote request not found.');
    const { request: row, client, quote, engineer, engineerRating: rating, payments } = view;
    const catalogue = await catalogueAt(db, view.catalogueVersion);
    const settings = catalogue.settings;
    // A package withdrawn since still shows its name through the request's own lines; here it is simply absent.
    const listed = row.product_id ? catalogue.products.find((p) => p.product.id === row.product_id) : undefined;
    const product = listed ? priceItem(listed.product, listed.lines, settings) : null;
    const detail = {
      quoteRequest: {
        id: row.id,
        referenceNo: row.reference_no,
        quoteRequestStatus: row.status,
        dateCreated: row.created_at.toISOString(),
        turnAroundTime: row.turn_around_at.toISOString(),
        ...wireFields(row, view.stateTitle),
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
        clientUser: { firstname: client.firstname },
      },
      quoteRequestProduct: product
        ? {
            id: product.product.id,
            name: product.product.name,
            description: product.product.description,
            warrantyPeriod: product.product.warrantyPeriod,
            price: product.product.oneOffPaymentCost,
          }
        : null,
      quoteRequestProductComponents: view.components.map((l) => ({
        componentTypeValue: l.category_name,
        name: l.name,
        quantity: l.quantity,
        unitPrice: koboToNaira(kobo(l.unit_price_kobo)),
        productComponentId: l.id,
      })),
      employer: view.employer
        ? { id: view.employer.id, name: view.employer.name, validateEmail: view.employer.validate_email }
        : null,
      changeLog: view.changes.map((c) => ({
        changeDate: c.change_date.toISOString(),
        changes: c.changes as { name: string; value: string }[],
      })),
    };
    // A draft (staff still pricing) is not the customer's to see.
    const visible = audience === 'staff' || (quote !== undefined && quote.quote_status !== QuoteStatus.Draft);
    const lines = quote && visible ? view.quoteLines : [];
    // Maintenance checks exist only once the installation is confirmed (installationStatus 4); the query reads the
    // open one only then. It is due (maintenance required) from its due day, in Lagos.
    const due =
      view.openCheck !== null &&
      checkStatusOf({ dueDate: view.openCheck.due_date, closed: false }, lagosDate(now)) === CheckStatus.Due;
    const monitoringScheduleCode = {
      scheduleCode: view.openCheck?.schedule_code ?? null,
      hasActiveMonitoringSchedule: due,
      monitoringScheduleId: due ? view.openCheck!.id : null,
    };
    const trail = view.auditTrail;
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
                quote.expires_at.getTime() < now.getTime()
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
      // Identity verification (KYC) is not built: no request is verified yet (docs/staff.md).
      isVerified: false,
      // Staff: the checkout link of the quote's newest payment still waiting to be paid, to copy for the customer.
      authorizationLink: audience === 'staff' ? view.paymentLink : null,
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
        /** success, failed, or conflict: money received that differs from what was due, held for staff to review. */
        status: p.status,
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
  }

  return {
    /** Any request by id, as staff see it, or as its customer does. */
    view: (quoteRequestId: number, audience: 'staff' | 'customer' = 'staff') => build({ id: quoteRequestId }, audience),
    /** The customer's own request (their current one without an id), or "not found". */
    customerView: (userId: number, id: number | undefined) => build({ ownerId: userId, id }, 'customer'),
  };
}
