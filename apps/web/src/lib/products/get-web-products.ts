import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { PUBLIC_ACCESS_KEY } from '../config.ts';
import type { ProductItem } from './types.ts';

/** GET Product/GetWebProducts (public, with the access key): the starter packages for a visitor not signed in. */
export async function getWebProducts(): Promise<ProductItem[]> {
  const response = await api.get<{ data: ProductItem[] }>('Product/GetWebProducts', {
    query: { key: PUBLIC_ACCESS_KEY },
  });
  return response.data;
}

export const webProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'web-list'], queryFn: getWebProducts });

export const useWebProducts = () => useQuery(webProductsQueryOptions());
