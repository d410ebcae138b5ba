import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { useCoordinatorRecord, useTeam } from './api/sales-api.ts';
import { AgentCard } from './components/agent-card.tsx';
import { CommissionCard } from './components/commission-card.tsx';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { CommissionByMonthSection, CommissionSkeleton, PortfolioSection } from './components/home-sections.tsx';
import { NotCoordinator } from './components/not-coordinator.tsx';
import { SalesTools } from './components/sales-tools.tsx';

/**
 * /cordinator-dashboard, a coordinator's Home (staff spec §1: they see the agents under them and the customers
 * referred): their own commission (their override on their agents' customers and what their own referrals earn),
 * the team's customers with those owing and non-performing, commission by month, and each agent with their figures.
 */
export default function CoordinatorDashboardPage() {
  useDocumentTitle('Home');
  const session = useSession();
  if (session && !session.user.isCoordinator) return <NotCoordinator />;
  return <CoordinatorHome firstname={session?.user.firstname ?? ''} />;
}

function CoordinatorHome({ firstname }: { firstname: string }) {
  const record = useCoordinatorRecord();
  const team = useTeam();
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Hello, {firstname}</h1>
        <p className="text-sm text-ink-700">Coordinator</p>
      </div>

      <section aria-labelledby="commission-heading" className="flex flex-col gap-3">
        <h2 id="commission-heading" className="text-lg font-semibold">
          Your commission
        </h2>
        {record.isPending ? (
          <CommissionSkeleton />
        ) : record.isError ? (
          <LoadError
            title="We could not load your report"
            message={record.error.message}
            retrying={record.isRefetching}
            onRetry={() => void record.refetch()}
          />
        ) : (
          <>
            <CommissionCard
              unpaid={record.data.totalUnPaid}
              earned={record.data.totalCommission}
              paid={record.data.totalPaid}
            />
            <dl className="grid grid-cols-2 gap-3">
              <Figure label="Agents" value={record.data.agents} />
              <Figure to="/all-coordinator-referrals" label="Team's customers" value={record.data.referredCustomers} />
              <Figure
                to="/coordinator-owing-referrals"
                label="Owing today"
                hint="Non-performing included"
                value={record.data.owingCustomers}
                tone="warn"
              />
              <Figure
                to="/coordinator-nonperforming-referrals"
                label="Non-performing"
                hint="30+ days overdue"
                value={record.data.totalNonPerformingCustomers}
                tone="bad"
              />
            </dl>
          </>
        )}
      </section>

      <section aria-labelledby="team-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between">
          <h2 id="team-heading" className="text-lg font-semibold">
            Your agents
          </h2>
          <span className="flex gap-4">
            <Link
              to="/all-cordinator-agents"
              className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              See all
            </Link>
            <Link
              to="/add-cordinator-agent"
              className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              Add an agent
            </Link>
          </span>
        </div>
        {team.isPending ? (
          <Skeleton className="h-72 w-full rounded-2xl" />
        ) : team.isError ? (
          <LoadError
            title="We could not load your agents"
            message={team.error.message}
            retrying={team.isRefetching}
            onRetry={() => void team.refetch()}
          />
        ) : team.data.data.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-800">No agents under you yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {team.data.data.map((member) => (
              <li key={member.id}>
                <AgentCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PortfolioSection scope="team" title="Your team’s loans" />

      <CommissionByMonthSection title="Your commission by month" />
      <SalesTools quotesPath="/all-cordinator-quotes" />
      <SalesNavBar />
    </div>
  );
}

const figureTone = { plain: 'text-ink-900', warn: 'text-brand-800', bad: 'text-danger-700' } as const;

function Figure(props: { to?: string; label: string; hint?: string; value: number; tone?: keyof typeof figureTone }) {
  const value = (
    <span
      className={`text-2xl font-bold tabular-nums ${figureTone[props.value > 0 ? (props.tone ?? 'plain') : 'plain']}`}
    >
      {props.value}
    </span>
  );
  return (
    <div className="relative flex min-h-24 flex-col gap-0.5 rounded-2xl border border-ink-200 bg-white p-3">
      <dt className="text-sm text-ink-700">{props.label}</dt>
      <dd>
        {props.to ? (
          <Link
            to={props.to}
            className="after:absolute after:inset-0"
            aria-label={`${props.label}: ${props.value}, see them`}
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {props.hint && <dd className="text-xs text-ink-600">{props.hint}</dd>}
    </div>
  );
}
