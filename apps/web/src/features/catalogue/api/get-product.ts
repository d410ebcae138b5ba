import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogueQueryKey, type StaffProduct } from './get-all-products.ts';

/** One line of a package: the component, its category, today's unit price and the quantity. */
export interface PackageLine {
  componentId: number;
  name: string;
  categoryName: string;
  unitPrice: number;
  quantity: number;
}

export interface PackageDetail extends StaffProduct {
  /** The tubular battery customers may swap for its lithium alternative, or null. */
  batteryComponentId: number | null;
  components: PackageLine[];
}

/** GET Product/GetProductWithRelatedProperties?id=: the package with its lines at today's prices. */
export async function getPackage(id: number): Promise<PackageDetail> {
  const { data } = await api.get<{ data: PackageDetail }>('Product/GetProductWithRelatedProperties', {
    query: { id },
  });
  return data;
}

export const packageQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...catalogueQueryKey, 'product', id], queryFn: () => getPackage(id) });

/** Nothing is asked for an id that is not a number (a hand-edited link): the page says so instead. */
export function usePackage(id: number) {
  return useQuery({ ...packageQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
