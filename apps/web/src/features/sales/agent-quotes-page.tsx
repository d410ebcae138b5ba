import { formatNaira } from '@imole/domain/format';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { useAgentQuotes, useTeam } from './api/sales-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/**
 * /all-sales-quotes (and /all-cordinator-quotes for a coordinator's own; /all-cordinator-agents-quote/{id} for one of
 * a coordinator's agents): the quote requests of the customers the
 * agent referred, newest first, each with its reference, status in words and total once priced; a customer's name
 * opens their details.
 */
export default function AgentQuotesPage() {
  const param = Number(useParams().id);
  const agentId = Number.isSafeInteger(param) && param > 0 ? param : undefined;
  const coordinator = useSession()?.user.isCoordinator === true;
  // One of a coordinator's agents: named, from the team the coordinator already loads.
  const team = useTeam({ enabled: agentId !== undefined && coordinator });
  const member = team.data?.data.find((m) => m.id === agentId);
  const title = agentId === undefined ? 'Quotes' : member ? `${member.firstname}’s quotes` : 'Agent’s quotes';
  useDocumentTitle(title);
  const quotes = useAgentQuotes(agentId);
  const detailsPath = coordinator ? '/coordinator-details' : '/sales-details';
  const quotePath = coordinator ? '/coordinator-customer-quote' : '/agent-customer-quote';
  const count = quotes.data?.totalCount ?? 0;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {agentId === undefined && (
        // The agent variant of the quote wizard (docs/sales.md "Quotes for a customer").
        <Link to="/start-quote" className={buttonClasses('primary', { block: true })}>
          New quote for a customer
        </Link>
      )}
      <section aria-busy={quotes.isPending || undefined} aria-labelledby="quotes-count" className="flex flex-col gap-3">
        <h2 id="quotes-count" className="text-sm font-semibold text-ink-700">
          {quotes.isPending ? 'Loading' : quotes.isError ? 'Quotes' : `${count} ${count === 1 ? 'quote' : 'quotes'}`}
        </h2>
        {quotes.isPending ? (
          <Skeleton className="h-28 w-full rounded-2xl" />
        ) : quotes.isError ? (
          <LoadError
            title="We could not load your quotes"
            message={quotes.error.message}
            retrying={quotes.isRefetching}
            onRetry={() => void quotes.refetch()}
          />
        ) : count === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">No quotes yet</p>
            <p className="mt-1 text-sm text-ink-700">
              {agentId === undefined
                ? 'Your customers’ quote requests appear here.'
                : `${member ? `${member.firstname}’s` : 'This agent’s'} customers’ quote requests appear here.`}
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {quotes.data.data.map((q) => (
              <li key={q.quoteRequestId}>
                <article
                  className="flex flex-col gap-1.5 rounded-2xl border border-ink-200 bg-white p-4"
                  data-testid="quote-card"
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="truncate font-semibold">
                      <Link
                        to={`${detailsPath}/${q.customerId}`}
                        className="underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900"
                      >
                        {q.firstname} {q.lastname}
                      </Link>
                    </h3>
                    <span className="shrink-0 text-xs text-ink-700">{formatDay(q.dateRequested)}</span>
                  </div>
                  <p className="text-sm text-ink-700">
                    Reference{' '}
                    <Link
                      to={`${quotePath}/${q.quoteRequestId}`}
                      className="font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {q.referenceNo}
                    </Link>
                  </p>
                  <p className="text-sm text-ink-800">
                    {q.productName ?? 'Custom system'}
                    {q.totalAssetAmount > 0 && (
                      <span className="text-ink-700"> · {formatNaira(q.totalAssetAmount)}</span>
                    )}
                  </p>
                  <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm font-medium text-ink-800">
                    {q.installed ? 'Installed' : q.status}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SalesNavBar />
    </div>
  );
}
