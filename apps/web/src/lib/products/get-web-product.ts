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

/**
 * The package as priced with the chosen battery: the one source of its amounts and components for every place that
 * shows a chosen package (the specs modal, the plan card, the review). With Tubular (or a package that cannot switch)
 * it is the list's own item; with Lithium it is the reloaded product, and nothing (`null`, pending) until that product
 * has arrived, so Tubular figures are never shown under a Lithium label (issue 19).
 */
export function useChosenPackage(item: ProductItem | null, battery: BatteryChoice) {
  const canSwitch = item !== null && item.componentIdToSwitch !== null && item.componentIdToSwitch > 0;
  const chosen: BatteryChoice = canSwitch ? battery : 1;
  const query = useWebProduct(chosen === 2 ? item : null, chosen);
  const priced = query.isPlaceholderData ? undefined : query.data;
  return {
    /** The battery in force: Tubular when the package has no lithium alternative. */
    battery: chosen,
    canSwitch,
    shown: chosen === 2 ? (priced ?? null) : item,
    pending: chosen === 2 && !priced && !query.isError,
    error: chosen === 2 && !priced && query.isError ? query.error : null,
  };
}

/** The battery lines the Lithium choice swaps: what the package lists with Tubular, and what it has instead. */
export function batterySwap(tubular: ProductItem, lithium: ProductItem): { removed: string[]; added: string[] } {
  const key = (c: ProductItem['productComponents'][number]) => `${c.quantity} × ${c.name}`;
  const before = tubular.productComponents.map(key);
  const after = lithium.productComponents.map(key);
  return { removed: before.filter((k) => !after.includes(k)), added: after.filter((k) => !before.includes(k)) };
}
