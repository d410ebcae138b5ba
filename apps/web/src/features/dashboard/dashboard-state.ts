/**
 * The dashboard's rules as pure functions (customer spec §2 "Dashboard", §4; docs/state-machines.md): which panel a
 * state shows, which tab may open, which "More options" entries show, whether a new quote may start, the offer
 * expiry text and the engineer-assignment countdown target. The components only draw what these decide.
 */
import { changeLine, readableChanges } from '@imole/domain/change-log';
import { formatNaira } from '@imole/domain/format';
import type { CustomerQuoteResponse, QuoteRequestView, QuoteView, TransactionView } from './api/get-quote-request.ts';

export type DashboardTab = 'quote' | 'installation' | 'monitoring';
export const dashboardTabs: readonly DashboardTab[] = ['quote', 'installation', 'monitoring'];

export type QuotePanel =
  | 'processing'
  | 'changed'
  | 'ready'
  | 'ready-financial-institution'
  | 'ready-pay-on-delivery'
  | 'payment-received'
  | 'expired'
  | 'rejected';

export type InstallationPanel = 'default' | 'pending-date' | 'pending' | 'done' | 'success';

export const QuoteStatus = { Draft: 0, Sent: 1, PaymentReceived: 2, Expired: 7, Rejected: 8 } as const;

/** Customer spec §9: the greeting shows at most 11 characters of the first name. */
export const GREETING_NAME_LENGTH = 11;

/** "Oluwaseyifunmi" -> "Oluwaseyifu": at most 11 characters, as the spec says (never splitting a surrogate pair). */
export function greetingName(firstname: string): string {
  return Array.from(firstname.trim()).slice(0, GREETING_NAME_LENGTH).join('');
}

/** An offer past its expiry reads as expired even before a job marks it (design.md §5: 7 or daysToExpiry < 0). */
export function isExpired(quote: QuoteView): boolean {
  return (
    quote.quoteStatus === QuoteStatus.Expired ||
    (quote.quoteStatus === QuoteStatus.Sent && quote.daysToExpiry !== null && quote.daysToExpiry < 0)
  );
}

/**
 * The Quote tab's panel. The request's status decides first (0 processing, 1 changed); then the offer: rejected (8,
 * or the request closed), pay on delivery agreed (request at 3 or later, payOnDelivery: nothing paid yet), payment
 * received (2), expired, and otherwise ready, in the financial-institution variant when a bank is involved.
 */
export function quotePanelOf(
  view: Pick<CustomerQuoteResponse, 'quoteRequest' | 'quote' | 'isFinancialInstitutionQuote' | 'financialInstitution'>,
): QuotePanel {
  const status = view.quoteRequest.quoteRequestStatus;
  const quote = view.quote;
  if (status === 0) return 'processing';
  if (status === 1) return 'changed';
  if (status === 5 || quote?.quoteStatus === QuoteStatus.Rejected) return 'rejected';
  if (!quote) return 'processing';
  // Pay on delivery sets the quote to "payment received" too (issue 7); payOnDelivery says nothing is paid yet.
  if (quote.payOnDelivery && status >= 3) return 'ready-pay-on-delivery';
  if (quote.quoteStatus === QuoteStatus.PaymentReceived) return 'payment-received';
  // A bank has the signed undertaking (or has declined): the price is held for it, so no offer expiry (docs/banks.md).
  const stage = view.financialInstitution?.applicationStage;
  if (stage === 'awaiting-decision' || stage === 'declined') return 'ready-financial-institution';
  if (isExpired(quote)) return 'expired';
  if (quote.quoteStatus === QuoteStatus.Draft) return 'processing';
  if (view.isFinancialInstitutionQuote) return 'ready-financial-institution';
  return 'ready';
}

/** The Installation tab's panel, one per installation stage (customer spec §4 "Installation stages in order"). */
export function installationPanelOf(quote: Pick<QuoteView, 'installationStatus'> | null): InstallationPanel {
  switch (quote?.installationStatus) {
    case 1:
      return 'pending-date';
    case 2:
      return 'pending';
    case 3:
      return 'done';
    case 4:
      return 'success';
    default:
      return 'default';
  }
}

/**
 * Customer spec §2: "A tab click works only when the quote request status is 3". Status 4 (an engineer assigned) is
 * the same customer further on, with everything the Installation tab shows, so 3 and 4 both open the other tabs;
 * before payment (0-2) and once closed (5) the view stays on Quote.
 */
export function canOpenOtherTabs(quoteRequestStatus: number): boolean {
  return quoteRequestStatus === 3 || quoteRequestStatus === 4;
}

/**
 * The tab shown: the one asked for in the address when it may open; with none asked for, the tab where the customer
 * acts next (issue 19): Installation from the moment an engineer is assigned (a date to answer, the work to confirm —
 * installationStatus 3 opens it, as the spec says — then the repayments), else Quote, whose payment-received panel
 * says an engineer is being assigned.
 */
export function effectiveTab(
  requested: string | null,
  view: Pick<CustomerQuoteResponse, 'quoteRequest' | 'quote'>,
): DashboardTab {
  const open = canOpenOtherTabs(view.quoteRequest.quoteRequestStatus);
  if (requested === 'installation' || requested === 'monitoring') return open ? requested : 'quote';
  if (requested === 'quote') return 'quote';
  return open && (view.quote?.installationStatus ?? 0) >= 1 ? 'installation' : 'quote';
}

export type MoreOption =
  | 'quote-details'
  | 'edit-quote-request'
  | 'installation-details'
  | 'increase-contribution'
  | 'repayment-schedule'
  | 'payment-history'
  | 'monitoring-and-issues'
  | 'warranty-details';

/**
 * Customer spec §4 "More-options visibility". The two "Installation Details" entries of the spec (Quote tab below 3;
 * Installation tab or 3) never show together, so they are one entry here. A system paid outright has no loan, so no
 * repayment schedule (issue 18 §6). "Edit Quote Request" (spec: Quote tab and status not 3) is offered only where
 * Quote/UpdateQuoteRequest takes the edit, at status 0, 1 and 2 (docs/state-machines.md): at 4 (engineer assigned)
 * and 5 (closed) the wizard would end in a refusal (issue 22).
 */
/**
 * A bank-financed request (`bankFinanced`: isFinancialInstitutionQuote) has no "Edit Quote Request", "Increase
 * Contribution" or "Repayment Schedule": the bank pays the price its undertaking names and the customer repays the
 * bank, so Imole's wizard and plan do not apply; the modal says to ask support instead (docs/banks.md).
 */
export function moreOptionsFor(
  tab: DashboardTab,
  quoteRequestStatus: number,
  isOutright = false,
  bankFinanced = false,
): MoreOption[] {
  const status = quoteRequestStatus;
  const onQuote = tab === 'quote';
  const onInstallation = tab === 'installation';
  const options: MoreOption[] = ['quote-details'];
  if (onQuote && canEditRequest(status) && !bankFinanced) options.push('edit-quote-request');
  if ((onQuote && status < 3) || onInstallation || status === 3) options.push('installation-details');
  if (onQuote && status < 3 && !bankFinanced) options.push('increase-contribution');
  if ((onInstallation || status === 2) && !isOutright && !bankFinanced) options.push('repayment-schedule');
  if (onInstallation || status === 3) options.push('payment-history');
  if (onInstallation || status === 4) options.push('monitoring-and-issues', 'warranty-details');
  return options;
}

/** Quote/UpdateQuoteRequest changes a request until the customer has paid (status 3 on): 0, 1 and 2. */
export const canEditRequest = (quoteRequestStatus: number) => quoteRequestStatus >= 0 && quoteRequestStatus < 3;

/**
 * Customer spec §4 "New quote rule": a new quote only with no request or quote, or once the installation is past
 * stage 2 (installationStatus above 2).
 */
export function canStartNewQuote(view: Pick<CustomerQuoteResponse, 'quoteRequest' | 'quote'> | null): boolean {
  if (!view || !view.quoteRequest || !view.quote) return true;
  return view.quote.installationStatus > 2;
}

/**
 * Pay on delivery with nothing paid yet: the installation cannot be confirmed until the down payment (or the full
 * price) is in, because the warranty and the repayment schedule start then. The sentence the server's 409 says too.
 */
export function payOnDeliveryDueText(quote: Pick<QuoteView, 'payOnDelivery' | 'equity' | 'totalAssetAmount'>) {
  if (!quote.payOnDelivery) return null;
  return `Pay the down payment of ${formatNaira(quote.equity)} or the full price of ${formatNaira(quote.totalAssetAmount)} first, then confirm the installation.`;
}

/**
 * "for 12 months", and the last instalment when it is smaller: the monthly amount is rounded up to the naira, so the
 * last one takes only what is left and the plan's total (repaymentAmount) is eleven monthly amounts and that last one
 * (docs/finance.md). Said where the monthly amount is shown, so the total adds up on the screen.
 */
export function monthlyRepaymentHint(
  quote: Pick<QuoteView, 'monthlyRepayment' | 'durationMonths' | 'repaymentAmount'>,
  suffix = '',
): string {
  const months = `for ${quote.durationMonths} ${quote.durationMonths === 1 ? 'month' : 'months'}${suffix}`;
  const last = Math.round((quote.repaymentAmount - quote.monthlyRepayment * (quote.durationMonths - 1)) * 100) / 100;
  if (quote.durationMonths < 2 || last <= 0 || last === quote.monthlyRepayment) return months;
  return `${months}; the last ${formatNaira(last)}`;
}

/** Customer spec §4 "Offer expiry". */
export function expiryText(daysToExpiry: number | null): string | null {
  if (daysToExpiry === null) return null;
  if (daysToExpiry < 0) return 'This offer has expired';
  if (daysToExpiry === 0) return 'This offer is due to expire today';
  return `This offer is due to expire in ${daysToExpiry} ${daysToExpiry === 1 ? 'day' : 'days'}`;
}

const HOUR = 60 * 60 * 1000;

/** When the payment was received: the first successful equity (type 0) transaction. */
export function paymentReceivedAt(transactions: readonly TransactionView[]): string | null {
  const equity = transactions
    .filter((t) => t.successful && t.transactionType === 0)
    .sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));
  return equity[0]?.dateCreated ?? null;
}

/**
 * Customer spec §9: the default installation panel counts down to the assignment turnaround time plus one day,
 * counted from when the payment was received. null when there is no payment to count from (pay on delivery).
 */
export function assignmentTarget(
  quote: Pick<QuoteView, 'supportUserAssignmentTurnAroundTime'>,
  transactions: readonly TransactionView[],
): Date | null {
  const paidAt = paymentReceivedAt(transactions);
  if (!paidAt) return null;
  const start = new Date(paidAt).getTime();
  if (!Number.isFinite(start)) return null;
  return new Date(start + (quote.supportUserAssignmentTurnAroundTime + 24) * HOUR);
}

/** Recent transactions, newest first. */
export function recentTransactions(transactions: readonly TransactionView[], limit = 5): TransactionView[] {
  return [...transactions].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated)).slice(0, limit);
}

/**
 * Customer spec §2: type 0 is Equity, otherwise Repayment. Money paid outright is not a down payment: the customer
 * reads "Paid in full" (issue 19).
 */
export const transactionTypeText = (type: number, isOutright = false): string =>
  type === 0 ? (isOutright ? 'Paid in full' : 'Equity') : 'Repayment';

/** The power-need counts the change log shows (customer spec §2 "Previous quote requests"). */
export const powerNeedFields = [
  { field: 'noOfBedrooms', label: 'Bedrooms' },
  { field: 'noOfLights', label: 'Bulbs' },
  { field: 'noOfFan', label: 'Fans' },
  { field: 'noOfTv', label: 'TVs' },
] as const;

export type PowerNeedField = (typeof powerNeedFields)[number]['field'];

export interface PreviousRequest {
  changeDate: string;
  /** What the change did, one line a change, in words ("Package: Home Backup 3.5kVA"). */
  lines: string[];
  /** How many changes it made: the lines listed, no more, no less. */
  changeCount: number;
  /** The request was sized from the power need after this change: its counts are worth showing. */
  powerNeed: boolean;
  /** The counts as they stood after that change; null where they cannot be known. */
  counts: Record<PowerNeedField, number | null>;
}

/**
 * Each change-log entry (newest first, as the API sends them) with the room, bulb, fan and TV counts as they stood
 * after it. An entry records only what it changed, so a count it did not touch is taken from the next older change
 * that did; when none did, it is the current value if no newer change touched it either (it never changed), and
 * unknown otherwise.
 */
export function previousRequests(
  changeLog: readonly {
    changeDate: string;
    changes: readonly { name: string; value: string; label?: string; text?: string }[];
  }[],
  current: Pick<QuoteRequestView, PowerNeedField>,
): PreviousRequest[] {
  const valueIn = (index: number, field: PowerNeedField): number | null => {
    const change = changeLog[index]?.changes.find((c) => c.name === field);
    if (!change) return null;
    const value = Number(change.value);
    return Number.isFinite(value) ? value : null;
  };
  return changeLog.map((entry, index) => {
    const counts = {} as Record<PowerNeedField, number | null>;
    for (const { field } of powerNeedFields) {
      let found: number | null = null;
      let touched = false;
      for (let older = index; older < changeLog.length && !touched; older += 1) {
        const value = valueIn(older, field);
        if (changeLog[older]!.changes.some((c) => c.name === field)) {
          touched = true;
          found = value;
        }
      }
      const changedLater = changeLog.slice(0, index).some((e) => e.changes.some((c) => c.name === field));
      counts[field] = touched ? found : changedLater ? null : current[field];
    }
    const lines = entry.changes.every((c) => c.label !== undefined && c.text !== undefined)
      ? entry.changes.map((c) => changeLine({ label: c.label!, text: c.text! }))
      : readableChanges(entry.changes).map(changeLine);
    const powerNeed = Object.values(counts).some((value) => value !== null && value > 0);
    return { changeDate: entry.changeDate, lines, changeCount: lines.length, powerNeed, counts };
  });
}

/**
 * Identity verification still to do (customer spec §2 "Dashboard", issue 21): the banner shows while
 * isToDoVerification and the request status is above 2. It leads to the selfie check, or to the form (/identification)
 * while no details were given (kycStatus none); `sendToForm` says the dashboard sends the customer there by itself
 * (once per visit: docs/kyc.md "The customer's pages").
 */
export function identityVerificationOf(view: CustomerQuoteResponse): { to: string; sendToForm: boolean } | null {
  if (!view.isToDoVerification || view.quoteRequest.quoteRequestStatus <= 2) return null;
  const none = (view.kycStatus ?? 'none') === 'none';
  return { to: none ? '/identification' : `/complete-liveliness/${view.quoteRequest.id}`, sendToForm: none };
}
