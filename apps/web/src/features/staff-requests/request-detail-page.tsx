import { lagosDate } from '@imole/domain/dates';
import { costError } from '@imole/domain/costs';
import { firstPaymentAmountsMessage, firstPaymentPurposeOf } from '@imole/domain/finance';
import { formatNaira } from '@imole/domain/format';
import { kycStatusLabels } from '@imole/domain/kyc';
import { kobo, nairaToKobo, type Kobo } from '@imole/domain/money';
import { UserRole } from '@imole/domain/roles';
import { buildingTypeLabels, generatorCapacityLabels } from '@imole/domain/quote-request';
import { closestPackageNote } from '@imole/domain/sizing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../components/ui/currency-input.tsx';
import { CheckIcon, CopyIcon } from '../../components/ui/icons.tsx';
import { InstallationCompletionForm } from '../../components/ui/installation-completion-form.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { formatDay, formatMoment } from '../../lib/staff-dates.ts';
import { useCompleteInstallation } from './api/complete-installation.ts';
import { boardQueryKey } from './api/get-board.ts';
import {
  financingBank,
  staffRequestQueryKey,
  useStaffQuoteRequest,
  type AuditEntry,
  type StaffQuote,
  type StaffQuoteRequest,
  type Transaction,
} from './api/get-request.ts';
import { useRecordManualPayment } from './api/record-manual-payment.ts';
import { useUpdateQuoteCost, type CostKind } from './api/update-cost.ts';
import { RepaymentOptions } from './components/repayment-options.tsx';
import { RecordRefund } from './components/record-refund.tsx';
import { ReferralFact } from './components/referral-fact.tsx';
import { Fact, Facts, Section } from './components/facts.tsx';
import { PaygDeviceSection } from './components/payg-device-section.tsx';
import { IdentityGateNote, identityGateNoteId } from './components/identity-gate-note.tsx';
import { IdentitySection } from './components/identity-section.tsx';
import { ScheduleCheckForm } from './components/schedule-check-form.tsx';
import { OfferDecision } from './components/offer-decision.tsx';
import { useKycSavedMessage } from '../../lib/kyc/saved-message.ts';
import { clearFlash, peekFlash } from './flash.ts';
import { auditActionLabel, changeText, describeAudit, installationStatusText, requestStatusText } from './describe.ts';

type Message = { tone: AlertTone; text: string };

/**
 * /request-detail/:id, "Quote details" (staff spec §2): the request, the customer, the sizing, what the customer
 * asked for or the priced system, costs, the engineer, the change log and the audit trail, with the actions the
 * request's state allows. Every action reloads the request afterwards.
 */
export default function RequestDetailPage() {
  const session = useSession();
  const { id } = useParams();
  // A customer's Active Quote card opens this path too (customer spec §2): their view of that request is
  // /quote-details?id={id}, which asks the API for it by id (the API answers only the customer's own).
  if (session?.user.userRole === UserRole.Customer)
    return <Navigate to={`/quote-details?id=${encodeURIComponent(id ?? '')}`} replace />;
  return <StaffRequestDetail />;
}

function StaffRequestDetail() {
  useDocumentTitle('Quote details');
  const id = Number(useParams().id);
  const request = useStaffQuoteRequest(id);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Quote details</h1>
      {request.isPending ? (
        <PageSkeleton />
      ) : request.isError && refusedForGood(request.error) ? (
        <NotYours message={request.error.message} />
      ) : request.isError ? (
        <LoadError
          title="We could not load the request"
          message={request.error.message}
          retrying={request.isRefetching}
          onRetry={() => void request.refetch()}
        />
      ) : (
        <Detail view={request.data} />
      )}
    </div>
  );
}

/** The server said no (not yours, 403) or there is no such request (404): asking again will not change it. */
const refusedForGood = (error: Error) =>
  error instanceof ApiError && (error.httpStatus === 403 || error.httpStatus === 404);

/**
 * An engineer opening a request that is not assigned to them (a link passed on, an old bookmark) reads the server's
 * "not assigned to you" and a way back to their own work, not "Try again" (issue 19).
 */
function NotYours({ message }: { message: string }) {
  const engineer = useSession()?.user.isEngineer === true;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="error" title="You cannot open this request">
        <p>{message}</p>
      </Alert>
      <Link
        to={engineer ? '/installer-profile' : '/get-requests'}
        className={buttonClasses('secondary', { block: true })}
      >
        {engineer ? 'Back to my installations' : 'Back to requests'}
      </Link>
    </div>
  );
}

function Detail({ view }: { view: StaffQuoteRequest }) {
  const queryClient = useQueryClient();
  // An engineer opens only the requests of their own jobs (the server refuses the rest); of the actions, theirs is
  // confirming the installation. Pricing, costs, payments, dates and maintenance checks are for support and admins.
  const engineer = useSession()?.user.isEngineer === true;
  const { quoteRequest: request, quote } = view;
  const status = request.quoteRequestStatus;
  const installation = quote?.installationStatus ?? 0;
  // Back from the KYC form (/kyc/{id}) with its sentence: shown once, here at the top.
  const kycSaved = useKycSavedMessage();
  const [message, setMessage] = useState<Message | null>(() => {
    const text = peekFlash(request.id) ?? kycSaved;
    return text ? { tone: 'success', text } : null;
  });
  useEffect(() => clearFlash(), []);
  // An action far down the page (a payment recorded, an installation confirmed) answers here, at the top: bring it
  // into view so the person sees what happened.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [message]);
  const [completing, setCompleting] = useState(false);
  const complete = useCompleteInstallation();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(request.id) });
    void queryClient.invalidateQueries({ queryKey: boardQueryKey });
  };

  const pricing = status === 0 || status === 1;
  const canPrice = pricing && !engineer;
  const canAssignDate = !engineer && !!quote && (status === 3 || status === 4) && installation < 3;
  // Installation status above 0: an engineer is on it. At 3 and 4 it is already marked done.
  const canComplete = !!quote && installation > 0 && installation < 3;
  // Not before the booked day (the server refuses it too): say so in place of the button.
  const today = lagosDate(new Date());
  const bookedLater = canComplete && !!quote.fulfilmentDate && quote.fulfilmentDate > today;
  const client = request.clientUser;
  // No engineer yet on a financed quote whose identity is not verified: say why one cannot be assigned (issue 21).
  const gated = canAssignDate && status === 3 && view.isToDoVerification === true;
  // Pay on delivery, or no instalment offer (issue 22): before any money came in; a rejected one says why.
  const offerDecision = !engineer && (
    <OfferDecision
      view={view}
      onDone={(text) => {
        setMessage({ tone: 'success', text });
        reload();
      }}
    />
  );

  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">
          {client.firstname} {client.lastname}
        </p>
        <p className="text-sm text-ink-700">
          <span className="font-mono">{request.referenceNo}</span> · {formatDay(request.dateCreated)}
        </p>
        <p className="mt-1 self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
          {quote?.quoteStatus === 8 ? 'Closed: quote rejected' : requestStatusText(status)}
        </p>
      </div>

      {message && (
        <div ref={messageRef} className="scroll-mt-20">
          <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Alert>
        </div>
      )}

      {(canPrice || canAssignDate || canComplete) && (
        <div className="flex flex-col gap-3">
          {canPrice && (
            <Link to={`/confirm-pricing/${request.id}`} className={buttonClasses('primary', { block: true })}>
              Confirm pricing
            </Link>
          )}
          {canAssignDate && quote && (
            <Link
              to={`/assign-date/${quote.id}/${request.id}`}
              className={buttonClasses(canComplete ? 'secondary' : 'primary', { block: true })}
              aria-describedby={gated ? identityGateNoteId : undefined}
            >
              Assign Date
            </Link>
          )}
          {gated && <IdentityGateNote view={view} />}
          {canComplete && !bookedLater && (
            <Button block onClick={() => setCompleting(true)}>
              Confirm Installation
            </Button>
          )}
          {bookedLater && (
            <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-700" data-testid="booked-later">
              Booked for {formatDay(quote?.fulfilmentDate)}: the installation can be confirmed on that day or after.{' '}
              {engineer
                ? 'If you did the work earlier, ask support to change the installation date first.'
                : 'If the work was done earlier, change the date first (Assign Date).'}
            </p>
          )}
        </div>
      )}

      <Section title="Customer">
        <Facts>
          <Fact label="Name">
            {client.firstname} {client.lastname}
          </Fact>
          <Fact label="Phone">
            <a href={`tel:${client.phoneNumber}`} className={linkClass}>
              {client.phoneNumber}
            </a>
          </Fact>
          <Fact label="E-mail">
            <a href={`mailto:${client.email}`} className={`${linkClass} break-all`}>
              {client.email}
            </a>
          </Fact>
          <Fact label="Verification">
            {view.kycStatus && !engineer ? (
              <a href="#section-identity" className={linkClass}>
                {kycStatusLabels[view.kycStatus] ?? kycStatusLabels.none}
              </a>
            ) : view.isVerified ? (
              'Verified'
            ) : (
              'Not verified yet'
            )}
          </Fact>
          {!engineer && (
            <Fact label="Referred by">
              <ReferralFact quoteRequestId={request.id} />
            </Fact>
          )}
          {view.financialInstitution && !engineer && (
            <Fact label="Bank application">
              <Link to={`/bank-application/${request.id}`} className={linkClass}>
                {view.financialInstitution.name}: open the application
              </Link>
            </Fact>
          )}
          {view.authorizationLink && (
            <Fact label="Payment link">
              <PaymentLink url={view.authorizationLink} />
            </Fact>
          )}
        </Facts>
      </Section>

      {/* Identity verification (issue 21): the customer's BVN and documents are not an engineer's business. */}
      {!engineer && (
        <IdentitySection
          quoteRequestId={request.id}
          customer={`${client.firstname} ${client.lastname}`}
          needed={view.isToDoVerification === true}
        />
      )}

      <Section title="The request">
        <Facts>
          <Fact label="Address">{request.address}</Fact>
          <Fact label="Landmark">{request.landmark}</Fact>
          <Fact label="Area (LGA)">{request.cityName ?? '—'}</Fact>
          <Fact label="State">{request.state}</Fact>
          <Fact label="Building">{buildingTypeLabels[request.buildingType] ?? '—'}</Fact>
          <Fact label="Employer">{view.employer?.name ?? '—'}</Fact>
          {request.workEmail && (
            <Fact label="Work e-mail">
              <span className="break-all">{request.workEmail}</span>
            </Fact>
          )}
          {request.productId !== null && (
            <Fact label="Battery">{request.isLithiumComponent ? 'Lithium' : 'Tubular'}</Fact>
          )}
        </Facts>
      </Section>

      {/* Before pricing: what was asked and what it needs. Once priced: the installation, the system and its costs. */}
      {pricing && (
        <>
          <CustomerChoice view={view} />
          <PowerNeed view={view} />
          <Recommendation view={view} />
          {offerDecision}
        </>
      )}

      {/* Paid or on delivery (3, 4): not once closed (5), where no installation is coming. */}
      {quote && status >= 3 && status < 5 && (
        <Section title="Installation">
          <Facts>
            <Fact label="Status">{installationStatusText(installation)}</Fact>
            <Fact label="Date">{quote.fulfilmentDate ? formatDay(quote.fulfilmentDate) : 'Not set yet'}</Fact>
            {quote.suggestedDate && <Fact label="Customer suggests">{formatDay(quote.suggestedDate)}</Fact>}
            {quote.installationCompletionDate && (
              <Fact label="Done on">{formatDay(quote.installationCompletionDate)}</Fact>
            )}
            {quote.installationData && <Fact label="Comment">{quote.installationData}</Fact>}
          </Facts>
          {view.supportStaff ? (
            <div className="mt-3 flex items-center gap-3 rounded-xl bg-ink-50 p-3">
              <Avatar person={view.supportStaff} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {view.supportStaff.firstname} {view.supportStaff.lastname}
                </p>
                <StarRating rating={view.supportStaff.rating} />
              </div>
              <a
                href={`tel:${view.supportStaff.phone}`}
                className={`${linkClass} inline-flex min-h-11 items-center px-2 text-sm`}
                aria-label={`Call ${view.supportStaff.firstname}`}
              >
                Call
              </a>
            </div>
          ) : (
            <p className="mt-3 text-sm text-ink-700">No engineer yet.</p>
          )}
        </Section>
      )}

      {/* A financed system's PAYG device and its tokens (issue 23, docs/tokens.md), once an engineer is on it. */}
      {quote && status >= 3 && installation >= 1 && <PaygDeviceSection quoteId={quote.id} staff={!engineer} />}

      {/* After-sale care (issue 9): a maintenance check by hand, once the system is installed. */}
      {!engineer && quote && installation === 4 && <ScheduleCheckForm quoteRequestId={request.id} />}

      {!pricing && (
        <>
          <PricedSystem view={view} />
          {!engineer && quote && status < 3 && <Costs view={view} onSaved={reload} />}
          {/* A bank's customer pays Imole nothing: the bank pays once it approves (the server refuses it too). */}
          {!engineer && quote && !financingBank(view) && awaitsFirstPayment(status, quote) && (
            <ManualPayment
              quote={quote}
              payer={`${client.firstname} ${client.lastname}`}
              onRecorded={(text) => {
                setMessage({ tone: 'success', text });
                reload();
              }}
            />
          )}
          {offerDecision}
          <PowerNeed view={view} />
          <Recommendation view={view} />
        </>
      )}

      <Payments
        view={view}
        onRefunded={(text) => {
          setMessage({ tone: 'success', text });
          reload();
        }}
      />
      <ChangeLog view={view} />
      <AuditTrail view={view} />

      <Modal open={completing} onClose={() => setCompleting(false)} title="Confirm installation">
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            The customer is then asked to confirm that the installation is complete.
          </p>
          {complete.isError && (
            <Alert tone="error" onDismiss={() => complete.reset()}>
              {complete.error.message}
            </Alert>
          )}
          <InstallationCompletionForm
            today={today}
            state={requestStatusOf(complete.status)}
            submitLabel="Confirm Installation"
            onSubmit={(value) =>
              quote &&
              complete.mutate(
                { quoteId: quote.id, ...value },
                {
                  onSuccess: ({ message: text }) => {
                    setCompleting(false);
                    setMessage({ tone: 'success', text });
                    reload();
                  },
                },
              )
            }
          />
        </div>
      </Modal>
    </>
  );
}

const linkClass = 'font-medium text-brand-800 underline underline-offset-4';

/**
 * The checkout link of the customer's pending payment (the newest still payable), for staff to send again: shown in
 * full, so it can be read out or selected by hand if the clipboard is refused, with "Copy".
 */
function PaymentLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // The clipboard can be refused (permissions, an old browser): the link is on screen to select.
    }
  };
  return (
    <span className="flex flex-col items-start gap-1">
      <a href={url} className={`${linkClass} break-all`} rel="noreferrer" target="_blank">
        {url}
      </a>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? 'Payment link copied' : 'Copy the payment link'}
        className="-mx-3 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
        {copied ? 'Copied' : 'Copy'}
      </button>
    </span>
  );
}

function PowerNeed({ view }: { view: StaffQuoteRequest }) {
  const r = view.quoteRequest;
  // A package or components request carries no power need (its figures are the placeholder 0s).
  if (r.noOfBedrooms + r.noOfLights + r.noOfFan + r.noOfTv + r.inverterUsageHoursPerDay === 0) return null;
  const equipment = [
    r.includeRefrigeratorEquiptment && 'Refrigerator',
    r.includeFreezerEquiptment && 'Freezer',
    r.includeAirConditionEquiptment && 'Air conditioner',
    r.includeOtherEquiptment && 'Others',
  ].filter(Boolean);
  const generator =
    r.generatorCapacity === 5 && r.generatorCapacityOthers
      ? `Others: ${r.generatorCapacityOthers}`
      : (generatorCapacityLabels[r.generatorCapacity] ?? '—');
  return (
    <Section title="Power need">
      <Facts>
        <Fact label="Bedrooms">{r.noOfBedrooms}</Fact>
        <Fact label="Lights">{r.noOfLights}</Fact>
        <Fact label="Fans">{r.noOfFan}</Fact>
        <Fact label="TVs">{r.noOfTv}</Fact>
        <Fact label="Equipment">{equipment.length ? equipment.join(', ') : 'None'}</Fact>
        <Fact label="Power needed">{r.inverterUsageHoursPerDay} hours a day</Fact>
        <Fact label="Grid power">{r.hoursOfElectricPowerPerDay} hours a day</Fact>
        <Fact label="Generator">{generator}</Fact>
      </Facts>
    </Section>
  );
}

function Recommendation({ view }: { view: StaffQuoteRequest }) {
  const sizing = view.quoteRequest.sizing;
  if (!sizing) return null;
  return (
    <Section title="Recommended system">
      <p className="text-sm text-ink-700">What the sizing worked out from the customer's power need.</p>
      <Facts>
        <Fact label="Package">
          {sizing.product?.name ?? 'No package fits; build it from components'}
          {/* Why a package larger than the inverter below is the closest one (issue 19). */}
          {closestPackageNote(sizing, "the customer's") && (
            <span className="block text-xs font-normal text-ink-600">
              {closestPackageNote(sizing, "the customer's")}
            </span>
          )}
        </Fact>
        <Fact label="Inverter">{sizing.inverterKva} kVA</Fact>
        <Fact label="Daily energy">{(sizing.dailyEnergyWh / 1000).toFixed(1)} kWh</Fact>
        <Fact label="Peak load">{sizing.peakLoadW.toLocaleString('en-NG')} W</Fact>
        <Fact label="Backup">{sizing.backupHours} hours</Fact>
        <Fact label="Battery">
          {sizing.batteryKwhTubular} kWh tubular or {sizing.batteryKwhLithium} kWh lithium
        </Fact>
        <Fact label="Panels">
          {sizing.panelCount} × {sizing.panelWatts} W
        </Fact>
      </Facts>
    </Section>
  );
}

function LineList({ lines }: { lines: { key: number; name: string; quantity: number; unitPrice: number }[] }) {
  return (
    <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 text-sm">
      {lines.map((line) => (
        <li key={line.key} className="flex items-start justify-between gap-3 p-3">
          <span className="min-w-0">
            {line.name} <span className="text-ink-600">× {line.quantity}</span>
          </span>
          <span className="shrink-0 text-right tabular-nums">
            {formatNaira(line.unitPrice * line.quantity)}
            <span className="block text-xs text-ink-600">{formatNaira(line.unitPrice)} each</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Before pricing (status 0 or 1) the selected-product section is hidden (staff spec §2): show what was asked for. */
function CustomerChoice({ view }: { view: StaffQuoteRequest }) {
  const product =
    view.quoteRequest.productId !== null && view.quoteRequestProduct?.id === view.quoteRequest.productId
      ? view.quoteRequestProduct
      : null;
  const components = view.quoteRequest.installationComponents;
  return (
    <Section title="What the customer asked for">
      {product ? (
        <>
          <div className="rounded-xl border border-ink-200 p-3 text-sm">
            <p className="font-semibold">{product.name}</p>
            <p className="text-ink-700">{product.description}</p>
            <p className="mt-1">
              Outright {formatNaira(product.price)} · {product.warrantyPeriod} months warranty
            </p>
          </div>
          {components.length > 0 && (
            <>
              <p className="text-sm text-ink-700">
                Its components{view.quoteRequest.isLithiumComponent ? ', with the lithium battery' : ''}, at today's
                prices:
              </p>
              <LineList
                lines={components.map((c) => ({
                  key: c.id,
                  name: c.name,
                  quantity: c.quantity,
                  unitPrice: c.unitPrice,
                }))}
              />
            </>
          )}
        </>
      ) : components.length > 0 ? (
        <>
          <p className="text-sm text-ink-700">Their own components, at today's prices:</p>
          <LineList
            lines={components.map((c) => ({ key: c.id, name: c.name, quantity: c.quantity, unitPrice: c.unitPrice }))}
          />
        </>
      ) : (
        <p className="text-sm text-ink-700">
          No package or components: the customer was not sure. Price it from the power need and the recommendation.
        </p>
      )}
    </Section>
  );
}

/** From status 2: the priced system, its costs and the plan. */
function PricedSystem({ view }: { view: StaffQuoteRequest }) {
  const quote = view.quote;
  // A bank-financed request: the bank pays the price outright, so Imole's plans are not this customer's.
  const bank = financingBank(view);
  if (!quote) return null;
  return (
    <Section title="Selected product">
      <p className="font-semibold">{quote.productName}</p>
      <LineList
        lines={view.quoteLines.map((l) => ({ key: l.id, name: l.name, quantity: l.quantity, unitPrice: l.unitPrice }))}
      />
      <Facts>
        <Fact label="Installation">{formatNaira(quote.installationCost)}</Fact>
        <Fact label="Transport">{formatNaira(quote.transportCost)}</Fact>
        {quote.discountAmount > 0 && <Fact label="Discount">{formatNaira(quote.discountAmount)}</Fact>}
        <Fact label="Total">
          <span className="font-bold">{formatNaira(quote.totalAssetAmount)}</span>
        </Fact>
        {/* A bank holding the customer's signed undertaking holds the price too (docs/banks.md "Expiry"). */}
        {quote.daysToExpiry !== null && view.quoteRequest.quoteRequestStatus === 2 && !priceHeldForBank(bank) && (
          <Fact label="Expires">
            {quote.daysToExpiry < 0
              ? 'Expired'
              : `in ${quote.daysToExpiry} ${quote.daysToExpiry === 1 ? 'day' : 'days'}`}
          </Fact>
        )}
        {bank && view.quoteRequest.quoteRequestStatus < 5 && (
          <Fact label={bank.applicationStage === 'approved' ? 'Paid by' : 'Financed by'}>
            {bank.applicationStage === 'approved'
              ? `${bank.name}: ${formatNaira(quote.totalAssetAmount)}, the full price`
              : `${bank.name} pays ${formatNaira(quote.totalAssetAmount)}, the full price, once it approves`}
          </Fact>
        )}
        {!bank && view.quoteRequest.quoteRequestStatus >= 3 && <Fact label="Plan">{planWords(quote)}</Fact>}
      </Facts>
      {bank && view.quoteRequest.quoteRequestStatus < 3 && (
        <p className="text-sm text-ink-700" data-testid="bank-pays">
          The customer repays {bank.name} on the bank&rsquo;s terms: Imole offers them no down payment or monthly plan.
        </p>
      )}
      {!bank && view.quoteRequest.quoteRequestStatus === 2 && view.options.length > 0 && (
        <>
          <h3 className="text-base font-semibold">Down-payment options</h3>
          <RepaymentOptions options={view.options} />
        </>
      )}
    </Section>
  );
}

/** How the customer pays: on delivery, in full, or the plan they chose. */
function planWords(quote: StaffQuote): string {
  if (quote.payOnDelivery) return 'Pay on delivery';
  if (quote.isOutright) return `Paid in full: ${formatNaira(quote.totalAssetAmount)}, no loan`;
  return `${quote.contributionPercentage}% down: ${formatNaira(quote.equity)}, then ${formatNaira(quote.monthlyRepayment)} a month for ${quote.durationMonths} months`;
}

function Costs({ view, onSaved }: { view: StaffQuoteRequest; onSaved(): void }) {
  const quote = view.quote!;
  return (
    <Section title="Installation and transport cost">
      <CostEditor
        kind="installation"
        label="Installation cost"
        quoteId={quote.id}
        saved={quote.installationCost}
        onSaved={onSaved}
      />
      <CostEditor
        kind="transport"
        label="Transport cost"
        quoteId={quote.id}
        saved={quote.transportCost}
        onSaved={onSaved}
      />
    </Section>
  );
}

interface CostEditorProps {
  kind: CostKind;
  label: string;
  quoteId: number;
  saved: number;
  onSaved(): void;
}

function CostEditor({ kind, label, quoteId, saved, onSaved }: CostEditorProps) {
  const [text, setText] = useState(amountToInput(saved));
  const [message, setMessage] = useState<Message | null>(null);
  const update = useUpdateQuoteCost();
  const amount = amountFromInput(text);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        if (amount === null) {
          setMessage({ tone: 'error', text: 'Enter the amount in naira' });
          return;
        }
        const notWhole = costError(kind, amount);
        if (notWhole) {
          setMessage({ tone: 'error', text: notWhole });
          return;
        }
        update.mutate(
          { kind, quoteId, amount },
          {
            onSuccess: ({ message: text }) => {
              setMessage({ tone: 'success', text });
              onSaved();
            },
            onError: (error) => setMessage({ tone: 'error', text: error.message }),
          },
        );
      }}
    >
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <CurrencyInput label={label} value={text} onValueChange={setText} placeholder="0" />
        <Button
          type="submit"
          variant="secondary"
          className="w-28 px-3"
          state={requestStatusOf(update.status)}
          loadingLabel="Saving"
          aria-label={`Save ${label.toLowerCase()}`}
        >
          Save
        </Button>
      </div>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
    </form>
  );
}

/**
 * The quote waits for its first payment, as the server sees it: a sent offer (status 2; an expired one reads as
 * quoteStatus 7), or pay on delivery (status 3) with nothing paid yet.
 */
const awaitsFirstPayment = (status: number, quote: StaffQuote) =>
  (status === 2 && quote.quoteStatus === 1) || (status === 3 && quote.payOnDelivery);

/** Naira as typed, in kobo; null when it is not an amount of money. */
function typedKobo(naira: number): Kobo | null {
  const value = Math.round(naira * 100);
  return Number.isSafeInteger(value) ? kobo(value) : null;
}

/**
 * A payment received outside the card flow (transfer, cash): exactly the plan's down payment or the full price (paid
 * outright, no loan), as the server takes it; the server credits it exactly like a card payment. Crediting cannot be
 * undone, so the amount and the customer are read back for a yes first ("Record ₦940,800.00 paid by Ada Obi?"). Once
 * recorded the request moves on (status 3) and this section goes: the spec's success alert ("Payment has been
 * confirmed, please proceed") is the page's, at the top, not this section's.
 */
function ManualPayment({
  quote,
  payer,
  onRecorded,
}: {
  quote: StaffQuote;
  payer: string;
  onRecorded(text: string): void;
}) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<{ naira: number; purpose: string } | null>(null);
  const record = useRecordManualPayment();
  const amount = amountFromInput(text);
  const plan = { equity: nairaToKobo(quote.equity), total: nairaToKobo(quote.totalAssetAmount) };
  const send = (naira: number) =>
    record.mutate(
      { quoteId: quote.id, amount: naira },
      {
        onSuccess: ({ message: text }) => {
          setConfirming(null);
          setText('');
          onRecorded(text);
        },
        onError: (error) => {
          setConfirming(null);
          setMessage({ tone: 'error', text: error.message });
        },
      },
    );
  return (
    <Section title="Record a payment received">
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setMessage(null);
          if (amount === null || amount <= 0) {
            setMessage({ tone: 'error', text: 'Enter the amount received in naira' });
            return;
          }
          const received = typedKobo(amount);
          const purpose = received === null ? null : firstPaymentPurposeOf(received, plan);
          if (purpose === null) {
            setMessage({ tone: 'error', text: firstPaymentAmountsMessage(plan) });
            return;
          }
          setConfirming({
            naira: amount,
            purpose: purpose === 'outright' ? 'the full price, paid outright' : 'the down payment',
          });
        }}
      >
        <p className="text-sm text-ink-700">
          For money received by transfer or at the office{quote.payOnDelivery ? ', on delivery' : ''}: the down payment
          of {formatNaira(quote.equity)}, or the full price of {formatNaira(quote.totalAssetAmount)} paid outright (no
          loan). Record it once the whole amount is in.
        </p>
        <div className="grid grid-cols-[1fr_auto] items-end gap-2">
          <CurrencyInput label="Amount received" value={text} onValueChange={setText} placeholder="0" />
          <Button type="submit" variant="secondary" className="w-28 px-3">
            Record
          </Button>
        </div>
        {message && (
          <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </form>
      <Modal
        open={confirming !== null}
        onClose={() => !record.isPending && setConfirming(null)}
        title={confirming ? `Record ${formatNaira(confirming.naira)} paid by ${payer}?` : ''}
      >
        {confirming && (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-ink-700">
              It is credited as {confirming.purpose}, exactly like a card payment, and cannot be undone. Record it only
              once the money is in the company&rsquo;s account.
            </p>
            <Button
              block
              state={requestStatusOf(record.status)}
              loadingLabel="Recording"
              onClick={() => send(confirming.naira)}
            >
              Yes, record {formatNaira(confirming.naira)}
            </Button>
            <Button block variant="secondary" disabled={record.isPending} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </div>
        )}
      </Modal>
    </Section>
  );
}

const paymentPurposeWords: Record<string, string> = {
  equity: 'Down payment',
  outright: 'Paid in full',
  repayment: 'Repayment',
  payoff: 'Loan payoff',
};

function Payments({ view, onRefunded }: { view: StaffQuoteRequest; onRefunded(text: string): void }) {
  const admin = useSession()?.user.userRole === UserRole.Admin;
  const payments = view.transactions ?? [];
  if (payments.length === 0) return null;
  const quote = view.quote;
  const first = quote?.firstPayment;
  return (
    <Section title="Payments">
      {first && first.stillToPay > 0 && (
        <p className="rounded-xl bg-ink-50 p-3 text-sm" data-testid="first-payment-short">
          Received {formatNaira(first.received)} of the {formatNaira(first.due)} first payment:{' '}
          <span className="font-semibold">{formatNaira(first.stillToPay)} still to pay</span>.
        </p>
      )}
      {first && first.refundDue > 0 && (
        <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 text-sm" data-testid="refund-due">
          <p>
            <span className="font-semibold">Refund due: {formatNaira(first.refundDue)}</span>, received above the first
            payment of {formatNaira(first.due)}. Refund it to the customer from the payment provider&rsquo;s dashboard,
            unless they count it towards their first instalments in the app.
            {!admin && ' An administrator records the refund once it is made.'}
          </p>
          {admin && quote && (
            <RecordRefund
              quoteId={quote.id}
              refundDue={first.refundDue}
              customer={`${view.quoteRequest.clientUser.firstname} ${view.quoteRequest.clientUser.lastname}`}
              onRecorded={onRefunded}
            />
          )}
        </div>
      )}
      {first && (first.refunded ?? 0) > 0 && (
        <p className="rounded-xl bg-ink-50 p-3 text-sm">
          {formatNaira(first.refunded ?? 0)} received above the first payment has been refunded to the customer.
        </p>
      )}
      {first && first.toInstalments > 0 && (
        <p className="rounded-xl bg-ink-50 p-3 text-sm">
          {formatNaira(first.toInstalments)} received above the first payment counts towards the first instalments (the
          customer&rsquo;s choice).
        </p>
      )}
      <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 text-sm">
        {payments.map((payment, index) => (
          <li key={index} className="flex items-start justify-between gap-3 p-3">
            <span>
              {paymentPurposeWords[payment.purpose ?? ''] ??
                (payment.transactionType === 0 ? 'Down payment or outright' : 'Repayment')}
              {payment.paidBy && (
                <span className="block text-xs font-semibold text-ink-800">
                  Paid by {payment.paidBy}
                  {payment.paidByBank ? '' : ' (sales agent)'}
                </span>
              )}
              <span className="block text-xs text-ink-600">{formatMoment(payment.dateCreated)}</span>
            </span>
            <span className="text-right tabular-nums">
              {formatNaira(payment.amountInTransaction)}
              <PaymentState payment={payment} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Paid; held for review (money arrived that differs from what was due: see the audit trail); or not completed. */
function PaymentState({ payment }: { payment: Transaction }) {
  const [text, tone] = payment.successful
    ? ['Paid', 'text-success-800']
    : payment.status === 'conflict'
      ? ['Held for review', 'text-brand-900']
      : ['Not completed', 'text-danger-700'];
  return <span className={`block text-xs ${tone}`}>{text}</span>;
}

function ChangeLog({ view }: { view: StaffQuoteRequest }) {
  if (view.changeLog.length === 0) return null;
  return (
    <Section title="Changes to the request">
      <ol className="flex flex-col gap-3">
        {view.changeLog.map((entry, index) => (
          <li key={index} className="rounded-xl bg-ink-50 p-3 text-sm">
            <p className="font-semibold">{formatMoment(entry.changeDate)}</p>
            <ul className="mt-1 list-disc pl-5 text-ink-700">
              {entry.changes.map((change, n) => (
                <li key={n} className="break-words">
                  {changeText(change)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function AuditChange({ entry }: { entry: AuditEntry }) {
  const { lines, items } = describeAudit(entry);
  return (
    <>
      {lines.map((line, n) => (
        <p key={n} className="break-words text-ink-800">
          {line}
        </p>
      ))}
      {items && items.length > 0 && (
        <details className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
            Show the lines
          </summary>
          <ul className="list-disc pl-5 text-ink-700">
            {items.map((item, n) => (
              <li key={n} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function AuditTrail({ view }: { view: StaffQuoteRequest }) {
  return (
    <Section title="Audit trail">
      {view.auditTrail.length === 0 ? (
        <p className="text-sm text-ink-700">No staff action yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="audit-trail">
          {view.auditTrail.map((entry, index) => (
            <li key={index} className="border-l-4 border-brand-300 pl-3 text-sm">
              <p className="font-semibold">{auditActionLabel(entry.action)}</p>
              <p className="text-ink-600">
                {entry.actor} · {formatMoment(entry.date)}
              </p>
              <AuditChange entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** A bank request waiting for the bank's decision on a signed undertaking: its offer does not expire. */
const priceHeldForBank = (bank: { applicationStage: string } | null): boolean =>
  bank !== null && bank.applicationStage === 'awaiting-decision';
