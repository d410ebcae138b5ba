import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST ClientUser/ChangePassword without a current password: an account made by a bank's page sets its first one. */
export const setFirstPassword = ({ token, newPassword }: { token: string; newPassword: string }) =>
  api.post('ClientUser/ChangePassword', { newPassword }, { token });

export const useSetFirstPassword = () => useMutation({ mutationFn: setFirstPassword });
