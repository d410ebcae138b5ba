import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { catalogueQueryKey } from './get-all-products.ts';

/** A component with its price (naira) and ratings; UpdateComponent needs every field back. */
export interface CatalogueComponent {
  id: number;
  name: string;
  unitPrice: number;
  /** Panels: W; inverters: VA. */
  powerWatts: number | null;
  /** Batteries: Wh. */
  capacityWh: number | null;
  isActive: boolean;
  lithiumAlternativeId: number | null;
}

export interface CatalogueCategory {
  id: number;
  /** Stable across renames: 'tubular-batteries', 'lithium-batteries', 'inverters', … */
  key: string;
  name: string;
  components: CatalogueComponent[];
}

/** GET Product/GetComponentCatalogue: every category and component, withdrawn ones too. */
export async function getComponentCatalogue(): Promise<CatalogueCategory[]> {
  const { data } = await api.get<{ data: CatalogueCategory[] }>('Product/GetComponentCatalogue');
  return data;
}

export const componentCatalogueQueryOptions = () =>
  queryOptions({ queryKey: [...catalogueQueryKey, 'components'], queryFn: getComponentCatalogue });

export function useComponentCatalogue() {
  return useQuery(componentCatalogueQueryOptions());
}
