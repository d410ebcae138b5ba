import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageSchema } from '@imole/domain/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { catalogueQueryKey } from './get-all-products.ts';

export { packageSchema };
/** The body of POST Product/CreateProduct and UpdateProduct (docs/staff.md), as the schema outputs it. Naira. */
export type ProductInput = z.output<typeof packageSchema>;

/** Creates a package without `id`, changes the package with it; answers the package's id and the server's sentence. */
export async function saveProduct(input: ProductInput & { id?: number }): Promise<{ id: number; message: string }> {
  const { data, message } = await api.post<{ data: { id: number } }>(
    input.id === undefined ? 'Product/CreateProduct' : 'Product/UpdateProduct',
    input,
  );
  return { id: data.id, message };
}

/** Every package list and figure is read again: a package's price and plan come from its lines. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
  });
}
