/**
 * What the customer is told of each domain event (src/events.ts): the in-app notice is written in the transaction
 * of the change, so both commit or neither does; the e-mail and SMS follow the commit, as the person's settings
 * allow (notify.ts). The modules that make the changes never word a notice.
 */
import { formatNaira, kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DomainEvent, DomainEventType, EventOf } from '../../events.ts';
import { deliverPending, recordNotice, type Notice } from './notify.ts';
import { readableDay } from './readable-day.ts';
import { bankPricedNotice, registerBankNotices } from './bank-notices.ts';
import { findUserById } from '../users/index.ts';

const naira = (amount: number) => formatNaira(koboToNaira(kobo(amount)));

const paymentWords = {
  equity: 'down payment',
  outright: 'payment in full',
  repayment: 'repayment',
  payoff: 'loan payoff',
  card: 'card check',
} as const;

/** Each event's notice, or null when the customer is not told of it. */
const wording: { [T in DomainEventType]: (event: EventOf<T>) => Notice | null } = {
  'quote.priced': (e) => ({
    userId: e.customerId,
    event: 'quote-priced',
    title: 'Your quote is ready',
    body: `Your quote ${e.referenceNo} is ready: ${naira(e.totalKobo)}${
      e.smallestDownPaymentKobo === null ? '' : `, with a down payment from ${naira(e.smallestDownPaymentKobo)}`
    }. Open Imole to choose your plan and pay.`,
    link: '/dashboard',
  }),
  // Only a changed price of an offer the customer was sent is worth a notice; a plan they chose themselves is not.
  'quote.terms-changed': (e) =>
    e.price
      ? {
          userId: e.customerId,
          event: 'quote-repriced',
          title: 'Your quote’s price changed',
          body: `The ${e.price.what} of your quote ${e.referenceNo} changed: its total is now ${naira(
            e.price.afterKobo,
          )} (was ${naira(e.price.beforeKobo)}). Open Imole to see your plan before you pay.`,
          link: '/dashboard',
        }
      : null,
  // Sent under the "Your quote is ready" setting: it is the answer to the same request (docs/state-machines.md).
  'quote.rejected': (e) => ({
    userId: e.customerId,
    event: 'quote-priced',
    title: 'No instalment offer for now',
    body: `We cannot offer your request ${e.referenceNo} on instalments at the moment: ${e.reason.replace(/\.$/, '')}. We will let you know when an offer is available; you can still buy the system with a one-time payment through our sales team.`,
    link: '/dashboard',
  }),
  'installation.engineer-assigned': (e) => ({
    userId: e.customerId,
    event: 'engineer-assigned',
    title: 'An engineer is assigned',
    body: `${e.engineer.firstname} (${e.engineer.phoneNumber}) will install your system. We will confirm the date with you.`,
    link: '/dashboard?tab=installation',
  }),
  'installation.date-set': (e) => ({
    userId: e.customerId,
    event: 'installation-date-set',
    title: 'Installation date set',
    body: `Your installation is planned for ${readableDay(e.date)}. Open Imole to confirm the date or suggest another.`,
    link: '/dashboard?tab=installation',
  }),
  'installation.completed': (e) => ({
    userId: e.customerId,
    event: 'installation-complete',
    title: 'Installation complete',
    body: 'The engineer has finished your installation. Open Imole to confirm it and rate the work.',
    link: '/dashboard?tab=installation',
  }),
  // The customer has just confirmed it themselves.
  'installation.confirmed': () => null,
  'payment.credited': (e) => {
    // A partner bank's payment is told by the bank's decision (bank-notices.ts).
    if (e.purpose === 'card' || (e.payerFinancialInstitutionId ?? null) !== null) return null;
    const repayment = e.purpose === 'repayment' || e.purpose === 'payoff';
    return {
      userId: e.customerId,
      event: repayment ? 'repayment-received' : 'payment-received',
      title: repayment ? 'Repayment received' : 'Payment received',
      body: e.paidBy
        ? `Your sales agent ${e.paidBy.name} paid your ${paymentWords[e.purpose]} of ${naira(e.amountKobo)} (reference ${e.reference}).`
        : `We have received your ${paymentWords[e.purpose]} of ${naira(e.amountKobo)} (reference ${e.reference}). Thank you.`,
      link: '/payment-history',
    };
  },
  // Sent as the payment notices are (the "Payment received" setting covers money moving either way).
  'referral.rewarded': (e) => ({
    userId: e.referrerId,
    event: 'referral-reward',
    title: 'You earned a referral reward',
    body: `A friend you referred made their first payment: you earned ${naira(e.amountKobo)}. Our team will call you for a bank account in your name to send it to.`,
    link: `/referral-detail/${e.referredCustomerId}`,
  }),
  'referral.reward-paid': (e) => ({
    userId: e.customerId,
    event: 'referral-reward',
    title: 'Your referral reward is sent',
    body: `We sent ${naira(e.amountKobo)} of referral rewards to your bank account on ${readableDay(e.paidOn)}. Thank you for bringing friends to Imole.`,
    link: '/referral-dashboard',
  }),
  // The customer chose it on the page that confirms it; nothing to tell them.
  'payment.surplus-to-instalments': () => null,
  'payment.refunded': (e) => ({
    userId: e.customerId,
    event: 'payment-received',
    title: 'Refund sent',
    body: `We have refunded ${naira(e.amountKobo)} to you, the money you paid above your first payment (reference ${e.reference}). It may take a few working days to reach your account.`,
    link: '/payment-history',
  }),
  'issue.status-changed': (e) => ({
    userId: e.customerId,
    event: 'issue-status-changed',
    title: e.before === e.status ? 'A note on your issue' : 'Your issue was updated',
    body: issueChangeText(e),
    link: `/issue-details/${e.issueId}`,
  }),
  // Identity verification (docs/kyc.md): the dashboard shows where it stands and what to do next.
  'identity.verified': (e) => ({
    userId: e.customerId,
    event: 'identity-checked',
    title: 'Your identity is verified',
    body:
      e.by === 'staff'
        ? 'Our team checked your details and verified your identity. We will now assign an engineer to install your system.'
        : 'Your identity check passed. We will now assign an engineer to install your system.',
    link: '/dashboard',
  }),
  'identity.rejected': (e) => ({
    userId: e.customerId,
    event: 'identity-checked',
    title: 'We could not verify your identity',
    body: `${
      e.by === 'staff' ? 'Our team could not verify your identity' : 'Your identity check did not pass'
    }${e.reason ? `: ${e.reason.replace(/\.$/, '')}.` : '.'} Open Imole to check your details and take the check again.`,
    link: e.by === 'staff' ? '/identification' : `/complete-liveliness/${e.quoteRequestId}`,
  }),
  'identity.review': (e) => ({
    userId: e.customerId,
    event: 'identity-checked',
    title: 'Your identity check is with our team',
    body: 'The automatic check could not decide, so a person at Imole will check your details, usually within one working day. We will tell you the result.',
    link: '/dashboard',
  }),
  // A bank's application is worded with the bank's name (bank-notices.ts), which the events carry as an id.
  'bank.undertaking-uploaded': () => null,
  'bank.approved': () => null,
  'bank.declined': () => null,
  // The notice opens the check itself: its day, engineer, note and photos (/system-checkup?check=…).
  'maintenance.closed': (e) => ({
    userId: e.customerId,
    event: 'maintenance-done',
    title: 'Maintenance check done',
    body: `Your system's maintenance check ${e.scheduleCode} is done: ${e.note}`,
    link: `/system-checkup?check=${e.scheduleId}`,
  }),
};

/**
 * What happened to the issue, in words: a note added without a change of status is said as such (not "is now
 * open"), and a status change says what it became.
 */
function issueChangeText(e: EventOf<'issue.status-changed'>): string {
  const about = e.category.toLowerCase();
  if (e.before === e.status) return `Our team added a note to your issue (${about}): ${e.note}`;
  const what = [`was reopened`, `is resolved`, `was closed`][e.status];
  return `Your issue (${about}) ${what}: ${e.note}`;
}

export function noticeOf(event: DomainEvent): Notice | null {
  return (wording[event.type] as (e: DomainEvent) => Notice | null)(event);
}

/** The receipt of the sales agent who paid for a customer (issue 20); the customer gets theirs as ever. */
export function payerReceipt(e: EventOf<'payment.credited'>, customerName: string): Notice | null {
  if (!e.paidBy || e.purpose === 'card') return null;
  return {
    userId: e.paidBy.id,
    event: 'repayment-received',
    title: 'Your payment for a customer went through',
    body: `You paid ${customerName}'s ${paymentWords[e.purpose]} of ${naira(e.amountKobo)} (reference ${e.reference}).`,
    link: `/sales-details/${e.customerId}`,
  };
}

/** Every event with a notice: written with the change, sent by e-mail and SMS once it has committed. */
export function registerNotificationHandlers(deps: AppDeps): void {
  registerBankNotices(deps);
  deps.events.on('payment.credited', {
    async within(trx, event) {
      if (!event.paidBy) return;
      const customer = await findUserById(trx, event.customerId);
      const notice = payerReceipt(event, customer ? `${customer.firstname} ${customer.lastname}` : 'your customer');
      if (notice) await recordNotice(trx, notice);
    },
    async afterCommit(event) {
      if (event.paidBy) await deliverPending(deps, event.paidBy.id);
    },
  });
  for (const type of Object.keys(wording) as DomainEventType[]) {
    deps.events.on(type, {
      async within(trx, event) {
        // A bank-financed request's price is worded with the bank's name and the undertaking (bank-notices.ts).
        const bankNotice = event.type === 'quote.priced' ? await bankPricedNotice(trx, event) : null;
        const notice = bankNotice ?? noticeOf(event);
        if (notice) await recordNotice(trx, notice);
      },
      async afterCommit(event) {
        const notice = noticeOf(event);
        if (notice) await deliverPending(deps, notice.userId);
      },
    });
  }
}
