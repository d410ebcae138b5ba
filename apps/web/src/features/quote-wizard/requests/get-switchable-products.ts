import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductItem } from '../../../lib/products/types.ts';

/** GET Product/GetProductsAsyncSwitchable: the packages offered in edit mode. */
export async function getSwitchableProducts(): Promise<ProductItem[]> {
  const { data } = await api.get<{ data: ProductItem[] }>('Product/GetProductsAsyncSwitchable');
  return data;
}

export const switchableProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'switchable'], queryFn: getSwitchableProducts });

export const useSwitchableProducts = (enabled: boolean) => useQuery({ ...switchableProductsQueryOptions(), enabled });
