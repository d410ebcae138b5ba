import { formatNaira } from '@imole/domain/format';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useKycSavedMessage } from '../../lib/kyc/saved-message.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { useBreakdown, type SalesBreakdown } from './api/sales-api.ts';
import { CheckoutReturn, PayForCustomer } from './components/pay-for-customer.tsx';
import { KycStatusSection } from './components/kyc-status-section.tsx';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

const statusText: Record<SalesBreakdown['repaymentStatus'], string> = {
  'not started': 'Repayments not started',
  'on time': 'Repaying on time',
  owing: 'Owing',
  'non-performing': 'Non-performing: 30+ days overdue',
  paid: 'Paid in full',
};
/** Before repayments start, what the customer is waiting for. */
const notStartedText: Record<SalesBreakdown['stage'], string> = {
  none: 'No request yet',
  quote: 'Nothing paid yet',
  installing: 'First payment made: repayments start after installation',
  loan: 'Repayments not started',
  paid: 'Paid in full',
};
const statusTone: Record<SalesBreakdown['repaymentStatus'], string> = {
  'not started': 'bg-ink-50 text-ink-800',
  'on time': 'bg-success-50 text-success-800',
  owing: 'bg-brand-100 text-brand-900',
  'non-performing': 'bg-danger-50 text-danger-800',
  paid: 'bg-success-50 text-success-800',
};

/**
 * /sales-details/{id} and /coordinator-details/{id}, 'Customer details' (staff spec §2, §3): a referred customer's
 * contact, their newest request, their repayments today and the commission earned on them.
 */
export default function CustomerDetailsPage() {
  useDocumentTitle('Customer details');
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const details = useBreakdown(valid ? id : 0);
  const back = useSession()?.user.isCoordinator ? '/all-coordinator-referrals' : '/sales-referrals';
  // Back from the KYC form (/kyc/{id}) with its sentence: shown once, at the top.
  const kycSaved = useKycSavedMessage();
  const [saved, setSaved] = useState(kycSaved);
  return (
    <div className="flex flex-1 flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Customer details</h1>
      {saved && (
        <Alert tone="success" onDismiss={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      <CheckoutReturn />
      {!valid || (details.isError && details.error instanceof ApiError && details.error.httpStatus === 404) ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-ink-50 px-4 py-8 text-center">
          <p className="text-lg font-semibold">No customer you referred has that address</p>
          <Link to={back} className={buttonClasses('primary', { block: true })}>
            Back to referrals
          </Link>
        </div>
      ) : details.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : details.isError ? (
        <LoadError
          title="We could not load this customer"
          message={details.error.message}
          retrying={details.isRefetching}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <Details d={details.data} />
      )}
      <SalesNavBar />
    </div>
  );
}

function Details({ d }: { d: SalesBreakdown }) {
  const loan = d.stage === 'loan' || d.stage === 'paid';
  const quotePath = useSession()?.user.isCoordinator ? '/coordinator-customer-quote' : '/agent-customer-quote';
  return (
    <>
      <section className="flex flex-col gap-1 rounded-2xl border border-ink-200 p-4" aria-label="Contact">
        <p className="text-lg font-semibold">
          {d.firstname} {d.lastname}
        </p>
        <a
          href={`tel:${d.phoneNumber}`}
          className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
          aria-label={`Call ${d.firstname} ${d.lastname} on ${d.phoneNumber}`}
        >
          {d.phoneNumber}
        </a>
        {d.address && <p className="text-sm text-ink-700">{d.address}</p>}
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="request-heading">
        <h2 id="request-heading" className="text-lg font-semibold">
          Request
        </h2>
        {d.quoteRequestId === null ? (
          <p className="text-sm text-ink-800">Signed up on {formatDay(d.dateRequested)}; no request yet.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <Row label="Requested" value={formatDay(d.dateRequested)} />
            <div>
              <dt className="text-ink-700">Product</dt>
              <dd className="font-semibold">
                {/* The product name opens the request (staff spec §2 "Sales area"; docs/sales.md "Quotes for a customer"). */}
                <Link to={`${quotePath}/${d.quoteRequestId}`} className="text-brand-800 underline underline-offset-2">
                  {d.productName ?? 'Custom system'}
                </Link>
              </dd>
            </div>
            <Row label="Total" value={d.totalAssetAmount > 0 ? formatNaira(d.totalAssetAmount) : 'Not priced yet'} />
          </dl>
        )}
      </section>

      {d.quoteRequestId !== null && <KycStatusSection quoteRequestId={d.quoteRequestId} canUpdate={d.canPay} />}

      <section className="flex flex-col gap-2" aria-labelledby="repayment-heading">
        <h2 id="repayment-heading" className="text-lg font-semibold">
          Repayments
        </h2>
        <p
          className={`rounded-lg px-3 py-2 text-sm font-semibold ${statusTone[d.repaymentStatus]}`}
          data-testid="repayment-status"
        >
          {d.repaymentStatus === 'not started'
            ? d.stage === 'installing' && d.totalAmountToRepay === 0
              ? 'Paid in full: installation next'
              : notStartedText[d.stage]
            : statusText[d.repaymentStatus]}
          {d.repaymentStatus === 'owing' || d.repaymentStatus === 'non-performing'
            ? ` · ${formatNaira(d.totalDue)} due for ${d.daysOverdue} ${d.daysOverdue === 1 ? 'day' : 'days'}`
            : ''}
        </p>
        {loan && (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <Row label="To repay in all" value={formatNaira(d.totalAmountToRepay)} />
            <Row label="Repaid" value={formatNaira(d.totalRePaidAmount)} />
            <Row label="Still owed" value={formatNaira(d.amountOwnedByCustomer)} />
            <Row label="Loan balance" value={formatNaira(d.loanBalance)} />
            <Row label="Instalments overdue" value={`${d.totalDueScheduleCount} of ${d.totalScheduleCount}`} />
            <Row
              label={d.daysOverdue > 0 ? 'Unpaid since' : 'Next due'}
              value={d.nextDueDate ? formatDay(d.nextDueDate) : '—'}
            />
          </dl>
        )}
        {d.canPay && d.quoteId !== null && d.stage !== 'none' && d.stage !== 'quote' && (
          <Link
            to={`/sales-details-repayment/${d.quoteId}`}
            className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            Repayment schedule
          </Link>
        )}
        {loan && d.totalRePaidAmount + d.amountOwnedByCustomer !== d.totalAmountToRepay && (
          <p className="text-xs text-ink-700">
            Repaid and still owed differ from the plan&rsquo;s total because interest runs by the day: paying early
            costs less, paying late costs more.
          </p>
        )}
      </section>

      <PayForCustomer d={d} />

      <section className="flex flex-col gap-2" aria-labelledby="commission-heading">
        <h2 id="commission-heading" className="text-lg font-semibold">
          Your commission on this customer
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Row label="Earned" value={formatNaira(d.totalCommision)} />
          <Row label="Paid" value={formatNaira(d.totalCommisionPaid)} />
          <Row label="Unpaid" value={formatNaira(d.totalCommisionUnpaid)} />
        </dl>
      </section>
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-700">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
