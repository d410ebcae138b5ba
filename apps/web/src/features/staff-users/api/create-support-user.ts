import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteeSchema } from '@imole/domain/accounts';
import { UserRole } from '@imole/domain/roles';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { StaffKind } from '../../../lib/staff-kind.ts';
import { supportUsersQueryKey, type StaffUser } from './get-support-users.ts';

export const staffKinds = ['support', 'engineer', 'admin'] as const satisfies readonly StaffKind[];

/**
 * The invitation form: the staff sign-up fields without a password (the invitee sets it), said of "their" details
 * (the admin fills them in for someone else), and the kind.
 */
export const inviteStaffSchema = inviteeSchema.extend({
  kind: z.enum(staffKinds, { error: 'Choose what they will do' }),
});
export type InviteStaffInput = z.output<typeof inviteStaffSchema>;

/** docs/roles.md: support 2, engineer 2 with isEngineer, admin 3. */
const rolePayload: Record<StaffKind, { userRole: 2 | 3; isEngineer: boolean }> = {
  support: { userRole: UserRole.Support, isEngineer: false },
  engineer: { userRole: UserRole.Support, isEngineer: true },
  admin: { userRole: UserRole.Admin, isEngineer: false },
};

export async function createSupportUser(input: InviteStaffInput): Promise<{ message: string; clientUser: StaffUser }> {
  const { kind, ...person } = input;
  const { message, clientUser } = await api.post<{ clientUser: StaffUser }>('ClientUser/CreateSupportUser', {
    ...person,
    ...rolePayload[kind],
  });
  return { message, clientUser };
}

export function useCreateSupportUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportUsersQueryKey }),
  });
}
