import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface UndoEmailChangeInput {
  /** The address the account had before the change (the link's `email`). */
  email: string;
  /** The link's `token`. */
  token: string;
}

/** POST ClientUser/UndoEmailChange (ours, docs/accounts.md): the old address back, every device logged out. */
export async function undoEmailChange(input: UndoEmailChangeInput): Promise<{ message: string }> {
  const { message } = await api.post('ClientUser/UndoEmailChange', input);
  return { message };
}

export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
