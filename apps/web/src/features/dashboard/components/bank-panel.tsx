/**
 * The financial-institution variant of the ready panel (customer spec §4 "Ready panel variants"; docs/banks.md "The
 * application"), by the application's stage: the undertaking to download, sign and upload; the wait for the bank's
 * decision (with a way to replace the file); the decline with the bank's reason and the switch to an ordinary plan.
 * Approved, the quote is paid and the payment-received panel shows instead (it names the bank as the payer).
 */
import { formatNaira, relativeTime } from '@imole/domain/format';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useNeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { RequestStatus, requestStatusOf } from '../../../lib/request-status.ts';
import {
  downloadUndertakingForm,
  useSwitchToOrdinaryPlan,
  type FinancialInstitutionView,
} from '../api/bank-application.ts';
import type { CustomerQuoteResponse, QuoteView } from '../api/get-quote-request.ts';
import { expiryText } from '../dashboard-state.ts';
import { Figures, Panel } from './panel.tsx';
import { UndertakingUpload } from './undertaking-upload.tsx';

interface BankPanelProps {
  view: CustomerQuoteResponse;
  quote: QuoteView;
  productName: string;
}

/** The bank panel of the request's stage (the dashboard shows it only for a bank-financed request). */
export function BankApplicationPanel({ view, quote, productName }: BankPanelProps) {
  const bank = view.financialInstitution;
  if (!bank) return <AwaitingUndertaking view={view} quote={quote} productName={productName} bank={null} />;
  if (bank.applicationStage === 'declined') return <Declined view={view} quote={quote} bank={bank} />;
  if (bank.applicationStage === 'awaiting-decision')
    return <AwaitingDecision view={view} quote={quote} productName={productName} bank={bank} />;
  return <AwaitingUndertaking view={view} quote={quote} productName={productName} bank={bank} />;
}

const bankNameOf = (bank: FinancialInstitutionView | null) => bank?.name ?? 'Your bank';

function bankFigures(quote: QuoteView, productName: string, bank: FinancialInstitutionView | null) {
  const name = bankNameOf(bank);
  return [
    { label: 'System', value: productName },
    { label: `${name} pays Imole`, value: formatNaira(quote.totalAssetAmount), hint: 'The full price, once approved' },
    { label: 'You repay', value: name, hint: `On ${name}'s loan terms, not to Imole` },
  ];
}

function BankHeader({ bank }: { bank: FinancialInstitutionView | null }) {
  if (!bank?.logo) return null;
  return <img src={bank.logo} alt={bank.name} className="h-10 w-auto max-w-40 self-start object-contain" />;
}

function AwaitingUndertaking({
  view,
  quote,
  productName,
  bank,
}: BankPanelProps & { bank: FinancialInstitutionView | null }) {
  const name = bankNameOf(bank);
  const expiry = expiryText(quote.daysToExpiry);
  return (
    <Panel title="Pending bank approval" badge="Your signature needed" tone="brand" testId="panel-ready-bank">
      <BankHeader bank={bank} />
      <p className="text-ink-700">
        {name} finances this system. To apply, sign the undertaking form and send it back here; {name}'s loan officer
        then decides.
      </p>
      <Figures rows={bankFigures(quote, productName, bank)} />
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-ink-800" data-testid="bank-steps">
        <li>Download the undertaking form.</li>
        <li>Print it, sign it and date it.</li>
        <li>Upload a clear photo of the signed page, or a scan as a PDF.</li>
      </ol>
      {expiry && (
        <p className="text-sm font-semibold text-brand-800" data-testid="offer-expiry">
          {expiry}. Once your signed form is in, the price is held while {name} decides.
        </p>
      )}
      <DownloadForm view={view} />
      <UndertakingUpload quoteRequestId={view.quoteRequest.id} bankName={name} />
    </Panel>
  );
}

function AwaitingDecision({ view, quote, productName, bank }: BankPanelProps & { bank: FinancialInstitutionView }) {
  const [replacing, setReplacing] = useState(false);
  return (
    <Panel title="Pending bank approval" badge="With your bank" tone="brand" testId="panel-ready-bank">
      <BankHeader bank={bank} />
      <p className="text-ink-700" data-testid="undertaking-uploaded">
        Your signed undertaking is with {bank.name}
        {bank.undertakingUploadedAt ? ` (sent ${relativeTime(bank.undertakingUploadedAt)})` : ''}.
      </p>
      <div className="rounded-xl bg-brand-50 p-3 text-ink-900" data-testid="what-next">
        <p className="font-semibold">What happens next</p>
        <p className="text-sm">
          {bank.name}'s loan officer reviews your application. We will tell you the decision here, by SMS and by e-mail.
          Once {bank.name} approves, it pays for your system and we assign an engineer to install it. Your price is held
          while you wait.
        </p>
      </div>
      <Figures rows={bankFigures(quote, productName, bank)} />
      {replacing ? (
        <UndertakingUpload
          quoteRequestId={view.quoteRequest.id}
          bankName={bank.name}
          replacing
          onDone={() => setReplacing(false)}
        />
      ) : (
        <Button variant="secondary" block onClick={() => setReplacing(true)}>
          Replace the signed form
        </Button>
      )}
    </Panel>
  );
}

function DownloadForm({ view }: { view: CustomerQuoteResponse }) {
  const [status, setStatus] = useState<RequestStatus>(RequestStatus.NORMAL);
  const [error, setError] = useState<string | null>(null);
  const online = useNeedsConnection('Downloading the form');
  const download = async () => {
    setError(null);
    setStatus(RequestStatus.LOADING);
    try {
      await downloadUndertakingForm(view.quoteRequest.id, view.quoteRequest.referenceNo);
      setStatus(RequestStatus.SUCCESS);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStatus(RequestStatus.ERROR);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        block
        // Done is said in words under the button; a tick in it would squeeze the label onto two lines on a phone.
        state={status === RequestStatus.LOADING ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Preparing your form"
        disabled={online.offline}
        aria-describedby={online.describedBy}
        onClick={() => void download()}
      >
        Download the undertaking form
      </Button>
      {online.hint}
      {status === RequestStatus.SUCCESS && (
        <p className="text-sm text-ink-700" role="status">
          The form is in your downloads (a PDF named Imole-undertaking-{view.quoteRequest.referenceNo}).
        </p>
      )}
      {error && (
        <Alert tone="error" title="We could not download the form" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      )}
    </>
  );
}

function Declined({
  view,
  quote,
  bank,
}: {
  view: CustomerQuoteResponse;
  quote: QuoteView;
  bank: FinancialInstitutionView;
}) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const switching = useSwitchToOrdinaryPlan();
  const online = useNeedsConnection('Switching your plan');
  return (
    <Panel title={`${bank.name} declined your application`} badge="Declined" tone="danger" testId="panel-bank-declined">
      <BankHeader bank={bank} />
      {bank.decisionReason && (
        <blockquote className="rounded-xl bg-ink-50 p-3 text-ink-900" data-testid="decline-reason">
          <p className="text-sm text-ink-600">{bank.name}'s reason</p>
          <p>{bank.decisionReason}</p>
        </blockquote>
      )}
      <p className="text-ink-700">
        You can still get this system from Imole: switch to an ordinary plan and pay the full price of{' '}
        {formatNaira(quote.totalAssetAmount)}, or a down payment and then monthly repayments to Imole.
      </p>
      <Button
        block
        disabled={online.offline}
        aria-describedby={online.describedBy}
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        Switch to an ordinary plan
      </Button>
      {online.hint}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Switch to an ordinary plan?">
        <div className="flex flex-col gap-4">
          <p className="text-ink-700">
            Your quote stays the same. Instead of {bank.name} paying for it, you pay Imole: outright, or a down payment
            and then monthly. Your application to {bank.name} stays closed.
          </p>
          {error && (
            <Alert tone="error" title="We could not switch your plan" onDismiss={() => setError(null)}>
              <p>{error}</p>
            </Alert>
          )}
          <Button
            block
            state={requestStatusOf(switching.status)}
            loadingLabel="Switching your plan"
            onClick={() =>
              switching.mutate(
                { quoteRequestId: view.quoteRequest.id },
                { onSuccess: () => setConfirming(false), onError: (failure) => setError(failure.message) },
              )
            }
          >
            Switch to an ordinary plan
          </Button>
          <Button variant="secondary" block onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </Panel>
  );
}
