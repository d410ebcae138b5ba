import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySchema } from '@imole/domain/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { catalogueQueryKey } from './get-all-products.ts';

export { categorySchema };
export type CategoryInput = z.output<typeof categorySchema>;

/** POST Product/CreateComponentCategory: answers the new category's id and "Category added.". */
export async function createCategory(input: CategoryInput): Promise<{ id: number; message: string }> {
  const { data, message } = await api.post<{ data: { id: number } }>('Product/CreateComponentCategory', input);
  return { id: data.id, message };
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
  });
}
