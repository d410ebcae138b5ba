import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductItem } from '../../../lib/products/types.ts';

/** The battery a package is built on (staff spec §9: Tubular or Lithium), null when it has none. */
export type BatteryType = 'tubular' | 'lithium' | null;

/** A package as staff see it (docs/staff.md "Packages, components and prices"). Money in naira. */
export interface StaffProduct extends ProductItem {
  installationCost: number;
  transportCost: number;
  /** false: withdrawn, no longer offered to customers. */
  isActive: boolean;
  batteryType: BatteryType;
}

/** Every catalogue query; a write invalidates them all (a price moves every package that holds the component). */
export const catalogueQueryKey = ['catalogue'] as const;

/** GET Product/GetAllProducts: every package, withdrawn ones too, active first. */
export async function getAllProducts(): Promise<StaffProduct[]> {
  const { data } = await api.get<{ data: StaffProduct[] }>('Product/GetAllProducts');
  return data;
}

export const allProductsQueryOptions = () =>
  queryOptions({ queryKey: [...catalogueQueryKey, 'products'], queryFn: getAllProducts });

export function useAllProducts() {
  return useQuery(allProductsQueryOptions());
}
