import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryUpdateSchema } from '@imole/domain/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { catalogueQueryKey } from './get-all-products.ts';

export { categoryUpdateSchema };
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;

/** POST Product/UpdateComponentCategory: a category's new name; answers its id and "Category renamed.". */
export async function updateCategory(input: CategoryUpdateInput): Promise<{ id: number; message: string }> {
  const { data, message } = await api.post<{ data: { id: number } }>('Product/UpdateComponentCategory', input);
  return { id: data.id, message };
}

/** The catalogue is read again: the category's name shows on this page, the pricing page and the wizard. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
  });
}
