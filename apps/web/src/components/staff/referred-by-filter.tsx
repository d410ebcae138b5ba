import { useSalesTeamMembers } from '../../lib/sales-team/referred-by.ts';
import { SelectField } from '../ui/select-field.tsx';

/**
 * "Referred by" on staff lists (issue 20): anyone, one agent, or a coordinator's whole team. Shown only once there is
 * a sales team to choose from (held in place, disabled, while the team loads).
 */
export function ReferredByFilter({ value, onChange }: { value: string; onChange(next: string): void }) {
  const team = useSalesTeamMembers(true);
  const members = team.data ?? [];
  // While the team loads the field holds its place (disabled), so the board below does not jump when it arrives.
  if (!team.isPending && members.length === 0) return null;
  return (
    <SelectField
      label="Referred by"
      placeholder="Anyone"
      disabled={team.isPending}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        ...members.map((m) => ({ value: `agent-${m.id}`, label: `${m.firstname} ${m.lastname}` })),
        ...members
          .filter((m) => m.isCoordinator)
          .map((m) => ({ value: `team-${m.id}`, label: `${m.firstname} ${m.lastname}'s team` })),
      ]}
    />
  );
}
