import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { ProductItem } from './types.ts';

/** GET Product/GetProducts (signed in): the starter packages. */
export async function getProducts(): Promise<ProductItem[]> {
  const response = await api.get<{ data: ProductItem[] }>('Product/GetProducts');
  return response.data;
}

export const productsQueryOptions = () => queryOptions({ queryKey: ['products', 'list'], queryFn: getProducts });

export function useProducts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(), enabled: options.enabled ?? true });
}
