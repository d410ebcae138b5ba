import { bankRequestLockedMessage } from '@imole/domain/bank-application';
import { quoteMessages } from '@imole/domain/quote-request';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PlanModal } from '../../components/quote/plan-modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAddButtonGuard } from '../../lib/add-button-guard.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { recallCheckout } from '../../lib/open-checkout.ts';
import { useSession } from '../../lib/session.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useQuoteRequest, type CustomerQuoteResponse } from './api/get-quote-request.ts';
import { CheckoutOutcome } from './components/checkout-outcome.tsx';
import { IdentityBanner } from './components/identity-banner.tsx';
import { InstallationPanels } from './components/installation-panels.tsx';
import { MonitoringPanel, needsMaintenance } from './components/monitoring-panel.tsx';
import { MoreOptionsModal } from './components/more-options-modal.tsx';
import { PreviousRequests } from './components/previous-requests.tsx';
import { QuotePanels } from './components/quote-panels.tsx';
import { RecentTransactions } from './components/recent-transactions.tsx';
import { SurveyPrompt } from './components/survey-prompt.tsx';
import { SURVEY_URL } from './config.ts';
import {
  canEditRequest,
  canOpenOtherTabs,
  canStartNewQuote,
  dashboardTabs,
  effectiveTab,
  greetingName,
  identityVerificationOf,
  installationPanelOf,
  moreOptionsFor,
  quotePanelOf,
  type DashboardTab,
} from './dashboard-state.ts';

const GET_QUOTE = '/get-qoute';
const tabLabels: Record<DashboardTab, string> = {
  quote: 'Quote',
  installation: 'Installation',
  monitoring: 'Monitoring',
};

/**
 * The customer's home (customer spec §2 "Dashboard", §4): greeting, the Quote / Installation / Monitoring tabs with
 * a panel per state, previous requests, recent transactions, "More options", and the new-quote rule on the layout's
 * add button.
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const quote = useQuoteRequest();
  const view = quote.data ?? null;

  // The layout's add (+) button links to GetQuote; the new-quote rule (spec §4) stops it here, once the request is
  // loaded, and says why. (Other ways to GetQuote, such as "Start new" on an expired offer, are the rule's own.)
  const [refusing, setRefusing] = useState(false);
  const current = quote.data;
  useAddButtonGuard(
    useCallback(() => {
      if (current === undefined || canStartNewQuote(current)) return true;
      setRefusing(true);
      return false;
    }, [current]),
  );
  // While refused the modal says why; closing it keeps the customer here.
  const refuseNewQuote = () => setRefusing(false);

  const firstname = view?.quoteRequest.clientUser.firstname ?? session?.user.firstname ?? '';

  return (
    <div className="flex flex-col gap-5">
      {quote.isPending || (view === null && quote.isFetching) ? (
        // A "no request yet" kept from an earlier visit is not acted on while the request is read again: the customer
        // may have just sent their first one (issue 19).
        <DashboardSkeleton firstname={firstname} />
      ) : quote.isError ? (
        <>
          <Greeting firstname={firstname} />
          <LoadFailure message={quote.error.message} retrying={quote.isFetching} onRetry={() => void quote.refetch()} />
        </>
      ) : view === null ? (
        // Customer spec §8: no request yet ("not found") opens GetQuote.
        <Navigate to={GET_QUOTE} replace />
      ) : (
        <Dashboard view={view} current={!quote.isFetching} />
      )}
      <Modal open={refusing} onClose={refuseNewQuote} title="You have an open quote">
        <p className="mb-5 text-base text-ink-700">{quoteMessages.newQuote}</p>
        <Button block onClick={refuseNewQuote}>
          OK
        </Button>
      </Modal>
    </div>
  );
}

function Greeting({ firstname, onMore }: { firstname: string; onMore?: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h1 className="min-w-0 text-2xl font-bold tracking-tight" data-testid="greeting">
        Hello{firstname ? `, ${greetingName(firstname)}` : ''}
      </h1>
      {onMore && (
        <button
          type="button"
          onClick={onMore}
          aria-label="More options"
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border-2 border-ink-900 px-3 text-sm font-semibold hover:bg-ink-100"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="fill-current">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
          More
        </button>
      )}
    </div>
  );
}

function DashboardSkeleton({ firstname }: { firstname: string }) {
  return (
    <>
      <Greeting firstname={firstname} />
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading your dashboard</span>
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-56 w-full rounded-2xl" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    </>
  );
}

function LoadFailure({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry(): void }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {!dismissed && (
        <Alert tone="error" title="We could not load your dashboard" onDismiss={() => setDismissed(true)}>
          <p>{message}</p>
        </Alert>
      )}
      <Button
        variant="secondary"
        block
        state={retrying ? 'LOADING' : 'NORMAL'}
        loadingLabel="Trying again"
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}

/** `current`: the request as the server has it now, not a copy kept from earlier in the visit being read again. */
function Dashboard({ view, current }: { view: CustomerQuoteResponse; current: boolean }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = effectiveTab(params.get('tab'), view);
  const [refusedTab, setRefusedTab] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const planNotice = useTimedMessage();
  const idBase = useId();
  const tabRefs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});
  const status = view.quoteRequest.quoteRequestStatus;
  const maintenance = needsMaintenance(view);
  const installed = view.quote?.installationStatus === 4;

  // "Follow your installation" brings the Installation tab's panel to the customer: on a scrolled phone screen a tab
  // switched above the fold looks like nothing happened (issue 19).
  const panelRef = useRef<HTMLDivElement>(null);
  const bringTab = useRef<DashboardTab | null>(null);
  useEffect(() => {
    if (bringTab.current !== tab) return;
    bringTab.current = null;
    const heading = panelRef.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [tab]);

  const show = (next: DashboardTab) => {
    const allowed = next === 'quote' || canOpenOtherTabs(status);
    setRefusedTab(!allowed);
    const shown = allowed ? next : 'quote';
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', shown);
        return copy;
      },
      { replace: true },
    );
    return shown;
  };

  // Customer spec §4: a customer whose identity is still to give is sent to /identification, once per visit of the
  // app, so its "Later" comes back here for good (docs/kyc.md "The customer's pages").
  const verification = identityVerificationOf(view);
  // Not while the dashboard tells the outcome of a card payment (the way back from a checkout that found no session):
  // the customer reads that their money is in first; the banner still leads to the form.
  const session = useSession();
  const [tellsCheckout] = useState(() => recallCheckout(session?.user.id) !== null);
  // Only on the answer of this visit: a copy from before the details were given would send the customer back.
  const sendToForm =
    current && !tellsCheckout && verification?.sendToForm === true && !sentToIdentification(view.quoteRequest.id);
  useEffect(() => {
    if (!sendToForm) return;
    markSentToIdentification(view.quoteRequest.id);
    void navigate('/identification');
  }, [sendToForm, navigate, view.quoteRequest.id]);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? dashboardTabs.length - 1 : null;
    if (!step && edge === null) return;
    event.preventDefault();
    const index = edge ?? (dashboardTabs.indexOf(tab) + step + dashboardTabs.length) % dashboardTabs.length;
    const shown = show(dashboardTabs[index]!);
    tabRefs.current[shown]?.focus();
  };

  return (
    <>
      <Greeting firstname={view.quoteRequest.clientUser.firstname} onMore={() => setMoreOpen(true)} />
      {installed && view.quoteRequest.clientUser.isToPerformSurvey && SURVEY_URL && (
        <SurveyPrompt surveyUrl={SURVEY_URL} />
      )}
      {verification && <IdentityBanner to={verification.to} status={view.kycStatus ?? 'none'} />}
      <CheckoutOutcome />
      {planNotice.message && (
        <Alert tone="success" onDismiss={planNotice.clear}>
          <p>{planNotice.message}</p>
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <div
          role="tablist"
          aria-label="Dashboard"
          onKeyDown={onTabKey}
          className="grid grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1"
        >
          {dashboardTabs.map((name) => {
            const selected = name === tab;
            return (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`${idBase}-tab-${name}`}
                aria-selected={selected}
                aria-controls={`${idBase}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => show(name)}
                className={`inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-1 text-sm font-semibold ${
                  selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:bg-ink-200'
                }`}
              >
                {tabLabels[name]}
                {name === 'monitoring' && maintenance && (
                  <>
                    <AlertIcon className="size-4 text-danger-700" data-testid="monitoring-alert" />
                    <span className="sr-only">(maintenance required)</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
        {refusedTab && (
          <p role="status" className="text-sm text-ink-700">
            Installation and Monitoring open once your payment has been received.
          </p>
        )}
      </div>
      <div
        ref={panelRef}
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-tab-${tab}`}
        className="flex flex-col gap-5"
        data-tab={tab}
      >
        {tab === 'quote' && (
          <>
            <QuotePanels
              panel={quotePanelOf(view)}
              view={view}
              onStartNew={() => void navigate(GET_QUOTE)}
              onShowInstallation={
                canOpenOtherTabs(status)
                  ? () => {
                      bringTab.current = show('installation');
                    }
                  : undefined
              }
            />
            {status === 1 && <PreviousRequests changeLog={view.changeLog} current={view.quoteRequest} />}
            <RecentTransactions
              transactions={view.transactions}
              quoteRequestStatus={status}
              isOutright={view.quote?.isOutright === true}
              bank={bankOf(view)}
            />
          </>
        )}
        {tab === 'installation' && view.quote && (
          <>
            <InstallationPanels
              panel={installationPanelOf(view.quote)}
              view={view}
              quote={view.quote}
              onConfirmed={() => show('installation')}
            />
            <RecentTransactions
              transactions={view.transactions}
              quoteRequestStatus={status}
              isOutright={view.quote?.isOutright === true}
              bank={bankOf(view)}
            />
          </>
        )}
        {tab === 'monitoring' && <MonitoringPanel view={view} />}
      </div>
      <MoreOptionsModal
        open={moreOpen}
        onClose={() => setMoreOpen(false)}
        options={moreOptionsFor(tab, status, view.quote?.isOutright === true, view.isFinancialInstitutionQuote)}
        note={
          tab === 'quote' && view.isFinancialInstitutionQuote && canEditRequest(status)
            ? bankRequestLockedMessage
            : undefined
        }
        installationDetailsPath={tab === 'installation' || status === 3 ? '/install-details' : '/installation-details'}
        onIncreaseContribution={() => {
          // Customer spec §4 shows the entry below status 3; before the quote is priced there is no plan to change
          // yet, and the modal says when there will be.
          setMoreOpen(false);
          setPlanOpen(true);
        }}
      />
      {!view.quote && (
        <Modal open={planOpen} onClose={() => setPlanOpen(false)} title="Increase your contribution">
          <p className="mb-5 text-base text-ink-700">
            You can choose how much to pay down once your quote is priced. We will let you know as soon as it is ready.
          </p>
          <Button block onClick={() => setPlanOpen(false)}>
            OK
          </Button>
        </Modal>
      )}
      {view.quote && (
        <PlanModal
          open={planOpen}
          onClose={() => setPlanOpen(false)}
          quoteId={view.quote.id}
          onUpdated={(message) => {
            // The plan call invalidates every ['quotes', …] query, this page's request included.
            setPlanOpen(false);
            planNotice.show(message);
          }}
        />
      )}
    </>
  );
}

const SENT_KEY = 'imole.sent-to-identification';

/** This tab's visit already went to /identification for this request (sessionStorage: a new visit asks again). */
function sentToIdentification(requestId: number): boolean {
  try {
    return window.sessionStorage.getItem(SENT_KEY) === String(requestId);
  } catch {
    return sentInMemory === requestId;
  }
}

let sentInMemory: number | null = null;
function markSentToIdentification(requestId: number): void {
  sentInMemory = requestId;
  try {
    window.sessionStorage.setItem(SENT_KEY, String(requestId));
  } catch {
    // Storage blocked: remembered in memory for this page load.
  }
}

/** The partner bank of a bank-financed request, for the recent transactions (docs/banks.md "The money"). */
function bankOf(view: CustomerQuoteResponse) {
  const bank = view.financialInstitution;
  if (!bank || bank.applicationStage === 'switched') return null;
  return {
    name: bank.name,
    paid: bank.applicationStage === 'approved',
    declined: bank.applicationStage === 'declined',
  };
}
