import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { useTeam } from './api/sales-api.ts';
import { AgentCard } from './components/agent-card.tsx';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { NotCoordinator } from './components/not-coordinator.tsx';

/** /all-cordinator-agents (coordinators): every agent under them, each with their figures and a way to their quotes. */
export default function TeamPage() {
  useDocumentTitle('Your agents');
  const session = useSession();
  const coordinator = session?.user.isCoordinator === true;
  const team = useTeam({ enabled: coordinator });
  // An agent who leads nobody, here by a typed address: what the page is for, not a refusal with "Try again".
  if (session && !coordinator) return <NotCoordinator />;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Your agents</h1>
      <Link
        to="/add-cordinator-agent"
        className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        Add an agent
      </Link>
      {team.isPending ? (
        <Skeleton className="h-28 w-full rounded-2xl" />
      ) : team.isError ? (
        <LoadError
          title="We could not load your agents"
          message={team.error.message}
          retrying={team.isRefetching}
          onRetry={() => void team.refetch()}
        />
      ) : team.data.data.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-10 text-center text-lg font-semibold">No agents under you yet</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {team.data.data.map((member) => (
            <li key={member.id}>
              <AgentCard member={member} />
            </li>
          ))}
        </ul>
      )}
      <SalesNavBar />
    </div>
  );
}
