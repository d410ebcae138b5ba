import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { PUBLIC_ACCESS_KEY } from '../config.ts';
import type { BatteryChoice, ProductItem } from './types.ts';

export interface WebProductInput {
  productId: number;
  /** The package's tubular battery (`componentIdToSwitch`), swapped for its lithium alternative; 0 keeps tubular. */
  componentIdToRemove: number;
}

/** GET Product/GetWebProductById: the package priced with the chosen battery. */
export async function getWebProduct({ productId, componentIdToRemove }: WebProductInput): Promise<ProductItem> {
  const response = await api.get<{ data: ProductItem }>('Product/GetWebProductById', {
    query: { key: PUBLIC_ACCESS_KEY, ProductId: productId, ComponentIdToRemove: componentIdToRemove },
  });
  return response.data;
}

/** The id to send for a battery choice: the tubular battery to switch when Lithium is chosen, otherwise 0. */
export const componentIdToRemoveFor = (item: ProductItem, battery: BatteryChoice): number =>
  battery === 2 && item.componentIdToSwitch ? item.componentIdToSwitch : 0;

export const webProductQueryOptions = (input: WebProductInput) =>
  queryOptions({
    queryKey: ['products', 'web', input.productId, input.componentIdToRemove],
    queryFn: () => getWebProduct(input),
  });

/** Reloads the product whenever the battery changes, showing the previous figures until the new ones arrive. */
export function useWebProduct(item: ProductItem | null, battery: BatteryChoice) {
  const input = {
    productId: item?.product.id ?? 0,
    componentIdToRemove: item ? componentIdToRemoveFor(item, battery) : 0,
  };
  return useQuery({ ...webProductQueryOptions(input), enabled: item !== null, placeholderData: keepPreviousData });
}
