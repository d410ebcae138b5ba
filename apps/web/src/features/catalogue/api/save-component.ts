import { useMutation, useQueryClient } from '@tanstack/react-query';
import { componentSchema } from '@imole/domain/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { catalogueQueryKey } from './get-all-products.ts';

export { componentSchema };
/** The body of POST Product/CreateComponent and UpdateComponent: every field (an update replaces them all). */
export type ComponentInput = z.output<typeof componentSchema>;

export async function saveComponent(input: ComponentInput & { id?: number }): Promise<{ id: number; message: string }> {
  const { data, message } = await api.post<{ data: { id: number } }>(
    input.id === undefined ? 'Product/CreateComponent' : 'Product/UpdateComponent',
    input,
  );
  return { id: data.id, message };
}

/** A new price moves every package that holds the component: the whole catalogue is read again. */
export function useSaveComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
  });
}
