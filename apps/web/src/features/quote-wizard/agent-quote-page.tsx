import { costError } from '@imole/domain/costs';
import { formatNaira } from '@imole/domain/format';
import { quoteRequestStatusText } from '@imole/domain/quote-request';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../components/ui/currency-input.tsx';
import { HomeIcon, UserIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { BottomNavBar, BoxIcon } from '../../components/ui/staff-nav-bar.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { useAgentQuote, useUpdateAgentCost, type AgentQuoteView, type CostKind } from './requests/agent-quote.ts';

const statusWords: Record<number, string> = {
  0: 'New: waiting for our team to price it',
  1: 'Pending: our team is pricing it',
  5: 'Closed',
};

/**
 * The request's status in words (staff spec §4; before pricing, what is happening). Once the engineer has done the
 * work it says so, as the agent's quotes list does ("Installed" once the customer confirmed it).
 */
export const statusInWords = (status: number, installationStatus = 0) =>
  installationStatus >= 4
    ? 'Installed'
    : installationStatus === 3
      ? 'Installed: waiting for the customer to confirm it'
      : (quoteRequestStatusText[status] ?? statusWords[status] ?? 'In progress');

/**
 * /agent-customer-quote/{quoteRequestId} (and the coordinator's /coordinator-customer-quote/{id} and
 * /cordinator-customer-quote/{id}): a referred customer's quote request as their agent follows it (issue 20, staff
 * spec §2): the request and its status in words, the package or components, the priced quote's amounts and plan
 * once priced; before payment the referring agent changes the installation and transport cost, or the request.
 */
export default function AgentQuotePage() {
  useDocumentTitle('Customer quote');
  const param = Number(useParams().id);
  const id = Number.isSafeInteger(param) && param > 0 ? param : null;
  const view = useAgentQuote(id);
  if (id === null)
    return <Alert tone="error">This address names no quote request. Open the quote from your quotes list.</Alert>;
  if (view.isPending) return <PageSkeleton />;
  if (view.isError)
    return (
      <LoadError
        title="We could not load this quote"
        message={view.error.message}
        retrying={view.isRefetching}
        onRetry={() => void view.refetch()}
      />
    );
  return <QuoteView view={view.data} />;
}

function QuoteView({ view }: { view: AgentQuoteView }) {
  const coordinator = useSession()?.user.isCoordinator ?? false;
  const r = view.quoteRequest;
  const client = r.clientUser;
  const open = r.quoteRequestStatus < 3;
  // A bank-financed request is changed by Imole's support, never by the agent (the API refuses it too).
  const bank = view.isFinancialInstitutionQuote === true ? (view.financialInstitution?.name ?? 'A partner bank') : null;
  const canChange = view.referredByYou === true && open && bank === null;
  const editPath = `/${coordinator ? 'cordinator' : 'agent'}-customer-edit-quote?isEditing=1&quoteRequestId=${r.id}`;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">
          {client.firstname} {client.lastname ?? ''}
        </h1>
        {client.phoneNumber && (
          <a href={`tel:${client.phoneNumber}`} className="text-sm font-medium text-brand-800 underline">
            {client.phoneNumber}
          </a>
        )}
        <p className="mt-1 text-sm text-ink-700">Reference {r.referenceNo}</p>
      </div>
      <p className="rounded-xl bg-ink-50 px-3 py-2 text-sm font-medium text-ink-800" data-testid="request-status">
        {statusInWords(r.quoteRequestStatus, view.quote?.installationStatus ?? 0)}
      </p>
      {/* Once priced and sent, the quote's own system replaces what was asked for (as the customer sees it). */}
      <Card title={view.quote ? 'The system' : 'What they asked for'}>
        <Asked view={view} />
        {canChange && (
          <Link to={editPath} className={buttonClasses('secondary', { block: true })}>
            Change request
          </Link>
        )}
      </Card>
      {view.quote ? (
        <PricedQuote view={view} quote={view.quote} canChange={canChange} />
      ) : (
        <p className="text-sm text-ink-700">
          Our team has not sent the priced quote yet. Its amounts and plan appear here once they do.
        </p>
      )}
      {bank !== null && open && (
        <p className="text-sm text-ink-700" data-testid="bank-financed">
          {bank} finances this request, so its package and price cannot be changed here. To change them, ask Imole’s
          support.
        </p>
      )}
      {!open && (
        <p className="text-sm text-ink-700">
          The customer has paid on this quote: its costs and the request can no longer change.
        </p>
      )}
      {view.referredByYou === false && (
        <p className="text-sm text-ink-700">One of your agents referred this customer: they can change the quote.</p>
      )}
      <BottomNavBar
        label="Sales"
        items={[
          {
            to: coordinator ? '/cordinator-dashboard' : '/sales-dashboard',
            label: 'Home',
            icon: <HomeIcon className="size-6" />,
          },
          { to: coordinator ? '/coordinator-all-products' : '/agent-packages', label: 'Packages', icon: <BoxIcon /> },
          {
            to: coordinator ? '/cordinator-profile' : '/agent-profile',
            label: 'Profile',
            icon: <UserIcon className="size-6" />,
          },
        ]}
      />
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-ink-600">{term}</dt>
          <dd className="text-right font-medium break-words text-ink-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Asked({ view }: { view: AgentQuoteView }) {
  const r = view.quoteRequest;
  const lines = view.quoteRequestProductComponents;
  const place: [string, ReactNode][] = [
    ['Address', r.address],
    ['Area', [r.cityName, r.state].filter(Boolean).join(', ')],
  ];
  if (view.quoteRequestProduct || lines.length > 0) {
    return (
      <>
        {view.quoteRequestProduct && (
          <p className="text-base font-semibold" data-testid="package-name">
            {view.quoteRequestProduct.name}
          </p>
        )}
        {lines.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm">
            {lines.map((l) => (
              <li key={`${l.componentTypeValue}-${l.name}`}>
                {l.quantity} × {l.name} <span className="text-ink-600">({l.componentTypeValue})</span>
              </li>
            ))}
          </ul>
        )}
        <Facts items={place} />
      </>
    );
  }
  return (
    <Facts
      items={[
        ['Power need', `${r.noOfBedrooms} bedrooms, ${r.noOfLights} lights, ${r.noOfFan} fans, ${r.noOfTv} TVs`],
        ...place,
      ]}
    />
  );
}

function PricedQuote({
  view,
  quote,
  canChange,
}: {
  view: AgentQuoteView;
  quote: NonNullable<AgentQuoteView['quote']>;
  canChange: boolean;
}) {
  const expiry =
    quote.daysToExpiry === null
      ? null
      : quote.daysToExpiry > 0
        ? `The offer stands for ${quote.daysToExpiry} more ${quote.daysToExpiry === 1 ? 'day' : 'days'}.`
        : 'The offer has expired: the customer can ask for a new one.';
  return (
    <Card title="The quote">
      <Facts
        items={[
          ['Total', formatNaira(quote.totalAssetAmount)],
          ['Installation', formatNaira(quote.installationCost)],
          ['Transport', formatNaira(quote.transportCost)],
          ...(quote.isOutright
            ? ([['Plan', 'Paid outright']] as [string, ReactNode][])
            : ([
                ['Down payment', `${formatNaira(quote.equity)} (${quote.contributionPercentage}%)`],
                ['Monthly', `${formatNaira(quote.monthlyRepayment)} × ${quote.durationMonths} months`],
              ] as [string, ReactNode][])),
        ]}
      />
      {expiry && view.quoteRequest.quoteRequestStatus === 2 && <p className="text-sm text-ink-700">{expiry}</p>}
      {canChange && (
        <div className="flex flex-col gap-3 border-t border-ink-200 pt-3">
          <p className="text-sm text-ink-700">
            Change what installing and transporting costs for this customer. The customer is told, and the change is
            logged.
          </p>
          <CostEditor
            kind="installation"
            label="Installation cost"
            quoteId={quote.id}
            requestId={view.quoteRequest.id}
            saved={quote.installationCost}
          />
          <CostEditor
            kind="transport"
            label="Transport cost"
            quoteId={quote.id}
            requestId={view.quoteRequest.id}
            saved={quote.transportCost}
          />
        </div>
      )}
    </Card>
  );
}

interface CostEditorProps {
  kind: CostKind;
  label: string;
  quoteId: number;
  requestId: number;
  saved: number;
}

function CostEditor({ kind, label, quoteId, requestId, saved }: CostEditorProps) {
  const [text, setText] = useState(amountToInput(saved));
  const [message, setMessage] = useState<{ tone: AlertTone; text: string } | null>(null);
  const update = useUpdateAgentCost(requestId);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        const amount = amountFromInput(text);
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
            onSuccess: (text) => setMessage({ tone: 'success', text }),
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
