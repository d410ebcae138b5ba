import { bankRequestLockedMessage } from '@imole/domain/bank-application';
import { formatNaira, relativeTime } from '@imole/domain/format';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PayLink, useNeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { company } from '../../../lib/company.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useNextRepayment } from '../api/get-next-repayment.ts';
import type { CustomerQuoteResponse, QuoteView } from '../api/get-quote-request.ts';
import { useRefreshQuote } from '../api/refresh-quote.ts';
import { expiryText, monthlyRepaymentHint, paymentReceivedAt, type QuotePanel } from '../dashboard-state.ts';
import { BankApplicationPanel } from './bank-panel.tsx';
import { CountdownBoxes } from './countdown-boxes.tsx';
import { Figures, Panel } from './panel.tsx';

export const EDIT_PATH = '/start-quote?isEditing=1';

interface QuotePanelsProps {
  panel: QuotePanel;
  view: CustomerQuoteResponse;
  /** "Start new" on the expired panel: a new request at GetQuote. */
  onStartNew(): void;
  /** Shows the Installation tab (payment received). */
  onShowInstallation?: (() => void) | undefined;
}

/** The Quote tab (customer spec §2 "Quote panels"): one panel per state, chosen by quotePanelOf. */
export function QuotePanels({ panel, view, onStartNew, onShowInstallation }: QuotePanelsProps) {
  const quote = view.quote;
  switch (panel) {
    case 'processing':
      return <ProcessingPanel view={view} />;
    case 'changed':
      return <ChangedPanel view={view} />;
    case 'rejected':
      return <RejectedPanel view={view} />;
  }
  if (!quote) return <ProcessingPanel view={view} />;
  switch (panel) {
    case 'ready':
      return <ReadyPanel quote={quote} productName={productNameOf(view)} />;
    case 'ready-financial-institution':
      return <BankApplicationPanel view={view} quote={quote} productName={productNameOf(view)} />;
    case 'ready-pay-on-delivery':
      return <PayOnDeliveryPanel quote={quote} />;
    case 'payment-received':
      return <PaymentReceivedPanel view={view} quote={quote} onShowInstallation={onShowInstallation} />;
    case 'expired':
      return <ExpiredPanel quote={quote} onStartNew={onStartNew} />;
  }
}

const productNameOf = (view: CustomerQuoteResponse) =>
  view.quoteRequestProduct?.name ?? view.quote?.productName ?? 'Your solar system';

/** "Edit quote request", or for a bank-financed request what to do instead (the API refuses its edit). */
function EditLink({ view }: { view: CustomerQuoteResponse }) {
  if (view.isFinancialInstitutionQuote)
    return (
      <p className="text-sm text-ink-700" data-testid="bank-request-locked">
        {bankRequestLockedMessage}
      </p>
    );
  return (
    <Link to={EDIT_PATH} className={buttonClasses('secondary', { block: true })}>
      Edit quote request
    </Link>
  );
}

function Reference({ referenceNo }: { referenceNo: string }) {
  return (
    <p className="text-sm text-ink-600">
      Reference <span className="font-mono font-semibold text-ink-900">{referenceNo}</span>
    </p>
  );
}

function ProcessingPanel({ view }: { view: CustomerQuoteResponse }) {
  return (
    <Panel title="We are preparing your quote" badge="Processing" tone="brand" testId="panel-processing">
      <p className="text-ink-700">
        Our engineers are sizing and pricing a system for your home. We will let you know as soon as your quote is
        ready.
      </p>
      <CountdownBoxes
        until={view.quoteRequest.turnAroundTime}
        caption="Your quote will be ready in"
        testId="turnaround-countdown"
      />
      <Reference referenceNo={view.quoteRequest.referenceNo} />
      <EditLink view={view} />
    </Panel>
  );
}

function ChangedPanel({ view }: { view: CustomerQuoteResponse }) {
  const changedAt = view.changeLog[0]?.changeDate;
  return (
    <Panel title="We are updating your quote" badge="Changed" tone="brand" testId="panel-changed">
      <p className="text-ink-700">
        {changedAt ? `You changed your request ${relativeTime(changedAt)}. ` : 'You changed your request. '}
        Our team is pricing it again and will let you know when your new quote is ready.
      </p>
      <Reference referenceNo={view.quoteRequest.referenceNo} />
      <EditLink view={view} />
    </Panel>
  );
}

/** The plan's figures: outright total, down payment, monthly repayment over the quote's months, total of credit. */
function planRows(quote: QuoteView) {
  const totalOnCredit = quote.equity + quote.repaymentAmount;
  return [
    { label: 'Pay outright', value: formatNaira(quote.totalAssetAmount) },
    {
      label: `Down payment (${quote.contributionPercentage}%)`,
      value: formatNaira(quote.equity),
    },
    {
      label: 'Monthly repayment',
      value: formatNaira(quote.monthlyRepayment),
      hint: monthlyRepaymentHint(quote),
    },
    {
      label: 'Total on instalments',
      value: formatNaira(totalOnCredit),
      hint: `${formatNaira(Math.max(0, totalOnCredit - quote.totalAssetAmount))} cost of credit`,
    },
  ];
}

type PaymentOption = 'outright' | 'instalment';

/**
 * A first payment that came in short of what the request owes now (a checkout paid after the plan or the price went
 * up): the ready panel says what was paid and what is still to pay, as /payment does, so that it does not read as if
 * nothing had been paid.
 */
function PaidSoFar({ quote }: { quote: QuoteView }) {
  const first = quote.firstPayment;
  if (!first || first.received <= 0 || first.stillToPay <= 0) return null;
  return (
    <p className="rounded-xl bg-brand-50 p-3 text-ink-900" data-testid="paid-so-far">
      You have paid {formatNaira(first.received)}.{' '}
      <span className="font-semibold">{formatNaira(first.stillToPay)} still to pay.</span>
    </p>
  );
}

function ReadyPanel({ quote, productName }: { quote: QuoteView; productName: string }) {
  const expiry = expiryText(quote.daysToExpiry);
  return (
    <Panel title="Your quote is ready" badge="Ready" tone="success" testId="panel-ready">
      <p className="text-ink-700">
        <span className="font-semibold text-ink-900">{productName}</span>. Pay outright, or pay a part now and the rest
        monthly.
      </p>
      <Figures rows={planRows(quote)} />
      <PaidSoFar quote={quote} />
      {expiry && (
        <p className="text-sm font-semibold text-brand-800" data-testid="offer-expiry">
          {expiry}
        </p>
      )}
      <PayChoice quote={quote} label="Continue" />
      <Link to="/quote-details" className={buttonClasses('ghost', { block: true })}>
        See the full quote
      </Link>
    </Panel>
  );
}

/**
 * A pay button that asks "How would you like to pay?" (outright or in instalments) and goes to /outright-payment or
 * /payment: the ready panel's Continue, and Pay Now while a pay-on-delivery payment is due.
 */
export function PayChoice({ quote, label }: { quote: QuoteView; label: string }) {
  const [choosing, setChoosing] = useState(false);
  const [option, setOption] = useState<PaymentOption>('outright');
  // A first payment already in (a checkout paid after the plan went up): the choice says what is left to pay.
  const received = quote.firstPayment?.received ?? 0;
  const navigate = useNavigate();
  const pay = useNeedsConnection('Paying');
  return (
    <>
      <Button
        block
        disabled={pay.offline}
        aria-describedby={pay.describedBy}
        onClick={() => {
          setOption('outright');
          setChoosing(true);
        }}
      >
        {label}
      </Button>
      {pay.hint}
      <Modal open={choosing} onClose={() => setChoosing(false)} title="How would you like to pay?">
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(option === 'outright' ? '/outright-payment' : '/payment');
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Payment option</legend>
            <PaymentChoice
              value="outright"
              checked={option === 'outright'}
              onChange={setOption}
              title="Pay outright"
              detail={
                received > 0
                  ? `${formatNaira(Math.max(0, quote.totalAssetAmount - received))} more (of ${formatNaira(quote.totalAssetAmount)}), with no interest.`
                  : `${formatNaira(quote.totalAssetAmount)} once, with no interest.`
              }
            />
            <PaymentChoice
              value="instalment"
              checked={option === 'instalment'}
              onChange={setOption}
              title={`Pay in instalments (${quote.durationMonths} months)`}
              detail={`${formatNaira(received > 0 ? Math.max(0, quote.equity - received) : quote.equity)} ${received > 0 ? 'more ' : ''}now, then ${formatNaira(quote.monthlyRepayment)} a month for ${quote.durationMonths} months.`}
            />
          </fieldset>
          <Button type="submit" block>
            Continue
          </Button>
        </form>
      </Modal>
    </>
  );
}

function PaymentChoice({
  value,
  checked,
  onChange,
  title,
  detail,
}: {
  value: PaymentOption;
  checked: boolean;
  onChange(value: PaymentOption): void;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 ${checked ? 'border-brand-500 bg-brand-50' : 'border-ink-200'}`}
    >
      <input
        type="radio"
        name="payment-option"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-ink-700">{detail}</span>
      </span>
    </label>
  );
}

function PayOnDeliveryPanel({ quote }: { quote: QuoteView }) {
  return (
    <Panel title="Delivery pending" badge="Pay on delivery" tone="brand" testId="panel-ready-pay-on-delivery">
      <p className="text-ink-700">
        You will pay when your system is delivered: the down payment, or the full price, when your engineer installs it.
        We will call you to agree the delivery and installation. You can also pay now.
      </p>
      <Figures rows={planRows(quote)} />
      <PayChoice quote={quote} label="Pay Now" />
    </Panel>
  );
}

/** Where the installation stands, in the payment-received panel: nothing to "follow" once it is confirmed. */
function installedText(quote: QuoteView, view: CustomerQuoteResponse): string {
  // A financed system gets its engineer once the customer's identity is verified (docs/kyc.md).
  if (quote.installationStatus === 0 && view.isToDoVerification)
    return 'We assign an engineer to install your system once your identity is verified.';
  if (quote.installationStatus === 0) return 'We are assigning an engineer to install your system.';
  if (quote.installationStatus < 4) return 'Follow your installation on the Installation tab.';
  return quote.isOutright
    ? 'Your system is installed: its warranty and any issues are on the Installation tab.'
    : 'Your system is installed: your repayments, warranty and any issues are on the Installation tab.';
}

function PaymentReceivedPanel({
  view,
  quote,
  onShowInstallation,
}: {
  view: CustomerQuoteResponse;
  quote: QuoteView;
  onShowInstallation?: (() => void) | undefined;
}) {
  const paid = view.transactions
    .filter((t) => t.successful && t.transactionType === 0)
    .reduce((sum, t) => sum + t.amountInTransaction, 0);
  const paidAt = paymentReceivedAt(view.transactions);
  const paidByBank = view.financialInstitution?.applicationStage === 'approved' ? view.financialInstitution.name : null;
  // Once installed, the next repayment (the query the Installation tab shares) says whether the loan is repaid: a
  // paid-off loan no longer shows the plan's monthly repayment.
  const next = useNextRepayment(quote.installationStatus >= 4 && !quote.isOutright ? quote.id : null);
  const repaid = quote.installationStatus >= 4 && next.data !== undefined && next.data.amount <= 0;
  return (
    <Panel title="Payment received" badge="Paid" tone="success" testId="panel-payment-received">
      {paidByBank ? (
        // The bank financed it and paid Imole: the customer made no payment, and repays the bank (docs/banks.md).
        <p className="text-ink-700" data-testid="paid-by-bank">
          <span className="font-semibold text-ink-900">Paid by {paidByBank}</span>: {paidByBank} approved your
          application and paid {formatNaira(quote.totalAssetAmount)} for your system
          {paidAt ? ` (${relativeTime(paidAt)})` : ''}. You repay {paidByBank} on its loan terms.{' '}
          {installedText(quote, view)}
        </p>
      ) : (
        <p className="text-ink-700">
          Thank you. We have received your payment{paid > 0 ? ` of ${formatNaira(paid)}` : ''}
          {paidAt ? ` (${relativeTime(paidAt)})` : ''}. {installedText(quote, view)}
        </p>
      )}
      {(quote.firstPayment?.refundDue ?? 0) > 0 && (
        // Money paid above the first payment (two checkouts paid, say): one true line, and where to decide on it.
        <p className="rounded-xl bg-brand-50 p-3 text-base text-ink-900" data-testid="refund-due">
          {formatNaira(quote.firstPayment?.refundDue ?? 0)} of it is more than your first payment: our team will refund
          it{quote.isOutright ? '.' : ', or you can count it towards your first instalments on '}
          {!quote.isOutright && (
            <Link to="/payment" className="font-semibold text-brand-800 underline underline-offset-4">
              Pay now
            </Link>
          )}
          {!quote.isOutright && '.'}
        </p>
      )}
      <Figures
        rows={[
          { label: 'System', value: productNameOf(view) },
          // Paid outright: no loan, so no monthly repayment to show (issue 18 §6).
          paidByBank
            ? {
                label: `Paid by ${paidByBank}`,
                value: formatNaira(quote.totalAssetAmount),
                hint: `No repayments to Imole; you repay ${paidByBank}`,
              }
            : quote.isOutright
              ? { label: 'Paid in full', value: formatNaira(quote.totalAssetAmount), hint: 'No monthly repayments' }
              : repaid
                ? { label: 'Your loan', value: 'Repaid', hint: 'No more monthly repayments' }
                : {
                    label: 'Monthly repayment',
                    value: formatNaira(quote.monthlyRepayment),
                    hint: monthlyRepaymentHint(quote, ', from the month after installation'),
                  },
        ]}
      />
      {onShowInstallation && (
        <Button variant="secondary" block onClick={onShowInstallation}>
          {quote.installationStatus >= 4 ? 'Go to your installation' : 'Follow your installation'}
        </Button>
      )}
    </Panel>
  );
}

function ExpiredPanel({ quote, onStartNew }: { quote: QuoteView; onStartNew(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshQuote();
  const update = useNeedsConnection('Updating your quote');
  return (
    <Panel title="This offer has expired" badge="Expired" tone="danger" testId="panel-expired">
      <p className="text-ink-700">
        Prices of panels, inverters and batteries change, so a quote is valid for a limited time. Update it to today's
        prices, or start a new request.
      </p>
      <Button
        block
        disabled={update.offline}
        aria-describedby={update.describedBy}
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        Update quote
      </Button>
      {update.hint}
      <Button variant="secondary" block onClick={onStartNew}>
        Start new
      </Button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Update your quote">
        <div className="flex flex-col gap-4">
          <p className="text-ink-700">
            A new quote will be generated from your previous details, at today's prices. Your last offer was{' '}
            {formatNaira(quote.totalAssetAmount)}.
          </p>
          {error && (
            <Alert tone="error" title="We could not update your quote" onDismiss={() => setError(null)}>
              <p>{error}</p>
            </Alert>
          )}
          <Button
            block
            state={requestStatusOf(refresh.status)}
            loadingLabel="Updating your quote"
            onClick={() =>
              refresh.mutate(
                { quoteId: quote.id },
                {
                  onSuccess: () => setConfirming(false),
                  onError: (failure) => setError(failure.message),
                },
              )
            }
          >
            Update quote
          </Button>
          <Button variant="secondary" block onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </Panel>
  );
}

/** Customer spec §4 "Rejected panel", with the reason staff gave (Quote/RejectQuote) when the answer carries one. */
function RejectedPanel({ view }: { view: CustomerQuoteResponse }) {
  const reason = view.rejection?.reason;
  const owner = view.defaultSupportStaff;
  return (
    <Panel title="No instalment offer for now" badge="Not available" tone="danger" testId="panel-rejected">
      <p className="text-ink-700">
        An instalment offer is not available for this request at the moment. We will notify you as soon as one is.
      </p>
      {reason && (
        <p className="rounded-xl bg-ink-50 p-3 text-ink-800">
          <span className="font-semibold">Why: </span>
          {reason}
        </p>
      )}
      {owner?.phone && (
        <p className="text-ink-700">
          Questions about it? Call {owner.firstname}, who handled your request, on{' '}
          <a href={`tel:${owner.phone}`} className="font-semibold whitespace-nowrap text-brand-800 underline">
            {owner.phone}
          </a>
          .
        </p>
      )}
      <p className="text-ink-700">
        You can still buy the system with a one-time payment: contact our sales team on{' '}
        <a href={company.supportPhoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline">
          {company.supportPhone}
        </a>{' '}
        ({company.helpLineHours}) to arrange it.
      </p>
      <PayLink to="/payment" className={buttonClasses('primary', { block: true })}>
        Pay Now
      </PayLink>
    </Panel>
  );
}
