import { useState } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSalesTeam, useUpdateSalesTeamMember, type SalesTeamMember } from './api/sales-api.ts';
import { ChangePhone } from './components/change-phone.tsx';

/**
 * /sales-team (admins, issue 20): every sales agent and coordinator, who leads whom, and the changes an admin
 * makes — make an agent a coordinator (or stop), move an agent under a coordinator (or none), and change an agent's
 * phone number (their referral code). The server keeps the
 * rules (a coordinator who leads agents stays one; nobody leads themself) and says why when it refuses.
 */
export default function SalesTeamAdminPage() {
  useDocumentTitle('Sales team');
  const team = useSalesTeam();
  const update = useUpdateSalesTeamMember();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const members = team.data ?? [];
  const coordinators = members.filter((m) => m.isCoordinator);
  const change = (input: { agentId: number; isCoordinator?: boolean; coordinatorId?: number | null }, done: string) => {
    setMessage(null);
    update.mutate(input, {
      onSuccess: () => setMessage({ tone: 'success', text: done }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Sales team</h1>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {team.isPending ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : team.isError ? (
        <LoadError
          title="We could not load the sales team"
          message={team.error.message}
          retrying={team.isRefetching}
          onRetry={() => void team.refetch()}
        />
      ) : members.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-10 text-center text-lg font-semibold">No sales agents yet</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {members.map((m) => (
            <li key={m.id}>
              <MemberCard
                member={m}
                coordinators={coordinators}
                busy={update.isPending}
                onChange={change}
                onPhoneChanged={(text) => setMessage({ tone: 'success', text })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MemberCard(props: {
  member: SalesTeamMember;
  coordinators: SalesTeamMember[];
  busy: boolean;
  onChange(input: { agentId: number; isCoordinator?: boolean; coordinatorId?: number | null }, done: string): void;
  onPhoneChanged(text: string): void;
}) {
  const { member: m } = props;
  const name = `${m.firstname} ${m.lastname}`;
  const leaders = props.coordinators.filter((c) => c.id !== m.id);
  // undefined: not moving; null: out of any team; a number: under that coordinator.
  const [moving, setMoving] = useState<number | null | undefined>(undefined);
  const movingLeader = moving == null ? undefined : leaders.find((c) => c.id === moving);
  const leaderName = (c: SalesTeamMember) => `${c.firstname} ${c.lastname}`;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4" data-testid="team-card">
      <div>
        <h2 className="font-semibold">
          {name}{' '}
          {m.isCoordinator && (
            <span className="ml-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              Coordinator
            </span>
          )}
        </h2>
        <p className="text-sm text-ink-700">
          {m.phoneNumber} · {m.coordinatorName ? `works under ${m.coordinatorName}` : 'no coordinator'}
          {m.isActive ? '' : ' · cannot log in'}
        </p>
      </div>
      <SelectField
        label={`Coordinator of ${name}`}
        value={m.coordinatorId === null ? '' : String(m.coordinatorId)}
        disabled={props.busy}
        placeholder="No coordinator"
        options={leaders.map((c) => ({ value: c.id, label: `${c.firstname} ${c.lastname}` }))}
        onChange={(event) => setMoving(event.target.value === '' ? null : Number(event.target.value))}
      />
      {/* A drop-down is easy to change by a slip of the thumb: the move is read back for a yes. */}
      <Modal
        open={moving !== undefined}
        onClose={() => setMoving(undefined)}
        title={
          moving === undefined
            ? ''
            : movingLeader
              ? `Move ${name} under ${leaderName(movingLeader)}?`
              : `Take ${name} out of their team?`
        }
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            {movingLeader
              ? `${leaderName(movingLeader)} earns the override on ${name}'s customers' payments from now on; what was earned stays.`
              : `Nobody earns an override on ${name}'s customers' payments from now on; what was earned stays.`}
          </p>
          <Button
            block
            onClick={() => {
              const id = moving ?? null;
              setMoving(undefined);
              props.onChange(
                { agentId: m.id, coordinatorId: id },
                movingLeader
                  ? `${name} now works under ${leaderName(movingLeader)}.`
                  : `${name} has no coordinator now.`,
              );
            }}
          >
            {movingLeader ? 'Yes, move them' : 'Yes, take them out'}
          </Button>
          <Button block variant="secondary" onClick={() => setMoving(undefined)}>
            Cancel
          </Button>
        </div>
      </Modal>
      <Button
        variant="secondary"
        block
        disabled={props.busy}
        onClick={() =>
          props.onChange(
            { agentId: m.id, isCoordinator: !m.isCoordinator },
            m.isCoordinator ? `${name} is no longer a coordinator.` : `${name} is a coordinator now.`,
          )
        }
      >
        {m.isCoordinator ? 'Stop being a coordinator' : 'Make coordinator'}
      </Button>
      <Link to={`/sales-team/${m.id}/offer`} className={buttonClasses('ghost', { block: true })}>
        What they may offer
      </Link>
      <ChangePhone agentId={m.id} name={name} phoneNumber={m.phoneNumber} onChanged={props.onPhoneChanged} />
    </article>
  );
}
