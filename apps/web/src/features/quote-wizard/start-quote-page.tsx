import { bankRequestLockedMessage } from '@imole/domain/bank-application';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OutstandingQuoteModal } from '../../components/quote/outstanding-quote-modal.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { company } from '../../lib/company.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLayoutBack, useLayoutProgress, useLayoutTitle } from '../../lib/layout-chrome.ts';
import { useActiveQuoteRequests } from '../../lib/quotes/get-active-quote-requests.ts';
import { routeRoleOf, useSession } from '../../lib/session.ts';
import { quoteRequestQueryOptions } from './requests/get-quote-request.ts';
import { ComponentsStep } from './steps/components-step.tsx';
import { EmailStep } from './steps/email-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { PlanStep } from './steps/plan-step.tsx';
import { PowerStep } from './steps/power-step.tsx';
import { ReviewStep } from './steps/review-step.tsx';
import { nextStep, previousStep, startWizard, stepProgress, storeWizard, wizardReducer } from './wizard-state.ts';

/**
 * /start-quote, the quote wizard (customer spec §2 "Quote wizard", §4 "Wizard flow"). The query string says how it
 * was opened (docs/web-routing.md): `id` (+ `battery`) a package, `product=true` components, `notSure=true` the
 * power-need questions, `isEditing=1` the customer's current request. Each way in is its own wizard.
 */
export default function StartQuotePage() {
  const { search: query, pathname } = useLocation();
  const session = useSession();
  const userId = session?.user.id ?? 0;
  // The agent variant (issue 20, staff spec §2 "Agent and coordinator quote creation"): a sales agent or coordinator
  // asks for a quote for a customer. The role decides it on /start-quote; the sales routes are always it.
  const agent = session ? routeRoleOf(session.user) === 'SALES_AGENT' : false;
  useDocumentTitle(agent ? 'Quote for a customer' : 'Get a quote');
  const search = wizardSearch(pathname, query);
  return (
    <>
      {agent && <LayoutTitle title="Quote for a customer" />}
      <QuoteWizard key={`${userId}:${pathname}${search}`} search={search} userId={userId} agent={agent} />
    </>
  );
}

function LayoutTitle({ title }: { title: string }) {
  useLayoutTitle(title);
  return null;
}

/**
 * The sales routes of the agent variant say what the customer's query string says (docs/sales.md "Quotes for a
 * customer"): /generate-component is the components-first way in (product=true); the edit routes are edit mode
 * (isEditing=1) of the request named by `quoteRequestId`.
 */
function wizardSearch(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  if (pathname === '/generate-component') query.set('product', 'true');
  if (pathname === '/agent-customer-edit-quote' || pathname === '/cordinator-customer-edit-quote')
    query.set('isEditing', '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}

function QuoteWizard({ search, userId, agent }: { search: string; userId: number; agent: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => startWizard(search, userId, agent));
  const [done, setDone] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [outstandingClosed, setOutstandingClosed] = useState(false);
  // The step the wizard opened on keeps the focus where the browser put it; later steps take it to their title.
  const [firstStep] = useState(state.step);
  const [moved, setMoved] = useState(false);
  if (!moved && state.step !== firstStep) setMoved(true);

  useLayoutProgress(stepProgress[state.step]);

  useLayoutBack(() => {
    const previous = previousStep(state);
    if (previous) {
      dispatch({ type: 'goto', step: previous });
    } else if (location.key === 'default') {
      // Opened from a link or a reload with no page before it in this app.
      void navigate(agent ? agentQuotesPath(session?.user.isCoordinator) : state.editing ? '/dashboard' : '/get-qoute');
    } else {
      void navigate(-1);
    }
  });

  // Kept for a reload; forgotten once the request is saved.
  useEffect(() => {
    storeWizard(done ? null : state);
  }, [state, done]);

  // Edit mode: the customer's current request fills every step.
  const needsPrefill = state.editing && !state.prefilled;
  // An agent changes a request of a customer of theirs, named in the address.
  const namedRequest = Number(new URLSearchParams(search).get('quoteRequestId'));
  const missingRequestId = agent && needsPrefill && !(Number.isInteger(namedRequest) && namedRequest > 0);
  useEffect(() => {
    if (!needsPrefill) return;
    let live = true;
    if (missingRequestId) return;
    const query = new URLSearchParams(search);
    const forceComponents = query.get('product') === 'true';
    const requestId = Number(query.get('quoteRequestId'));
    queryClient.fetchQuery(quoteRequestQueryOptions(agent ? requestId : undefined)).then(
      (data) => {
        if (!live) return;
        // Paid, installing or closed: the API would refuse the change at the end, so say so before any typing.
        if ((data.quoteRequest.quoteRequestStatus ?? 0) >= 3) setLoadError(NOT_EDITABLE);
        else if (data.bankFinanced) setLoadError(bankRequestLockedMessage);
        else dispatch({ type: 'prefill', data, forceComponents });
      },
      (error: unknown) => {
        if (live) setLoadError(error instanceof Error ? error.message : 'We could not load your request.');
      },
    );
    return () => {
      live = false;
    };
  }, [needsPrefill, missingRequestId, queryClient, search, agent]);

  // The new-quote rule (customer spec §4): a customer with an open request is told so before typing anything.
  const isCustomer = session ? routeRoleOf(session.user) === 'AUTH' : false;
  const active = useActiveQuoteRequests({ enabled: isCustomer && !state.editing });
  const blocked = !done && !state.editing && (active.data?.data.length ?? 0) > 0 && !outstandingClosed;

  if (needsPrefill) {
    const problem = missingRequestId
      ? 'Which quote request? Open it from the customer’s quote and choose “Change request”.'
      : loadError;
    return problem ? (
      <Alert
        tone="error"
        title={
          problem === bankRequestLockedMessage
            ? 'A partner bank finances this request'
            : agent
              ? 'We could not load the quote request'
              : 'We could not load your quote request'
        }
      >
        {problem}
      </Alert>
    ) : (
      <PageSkeleton />
    );
  }

  const props = { state, dispatch, focusTitle: moved, onNext: () => dispatch({ type: 'goto', step: nextStep(state) }) };

  return (
    <>
      {state.editing && (
        <p className="-mt-1 mb-4 rounded-xl bg-info-50 px-3 py-2 text-sm font-medium text-info-800">
          {agent
            ? `You are changing ${state.customer?.firstname ?? 'the customer'}’s quote request. Our team prices it again when you send it.`
            : 'You are changing your quote request. Our team prices it again when you send it.'}
        </p>
      )}
      {state.step === 'components' && <ComponentsStep {...props} />}
      {state.step === 'personal' && <PersonalStep {...props} />}
      {state.step === 'email' && <EmailStep {...props} />}
      {state.step === 'plan' && <PlanStep {...props} />}
      {state.step === 'power' && <PowerStep {...props} />}
      {state.step === 'review' && <ReviewStep {...props} onSubmitted={() => setDone(true)} />}
      <OutstandingQuoteModal open={blocked} onClose={() => setOutstandingClosed(true)} />
    </>
  );
}

const NOT_EDITABLE = `This quote request can no longer be changed here: it has been paid for. For a change now, call us on ${company.supportPhone} (${company.helpLineHours}).`;

/** An agent's quotes (a coordinator's own are on /all-cordinator-quotes). */
const agentQuotesPath = (coordinator: boolean | undefined) =>
  coordinator ? '/all-cordinator-quotes' : '/all-sales-quotes';
