import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CatalogueComponent {
  id: number;
  name: string;
  unitPrice: number;
}

export interface CatalogueCategory {
  categoryName: string;
  data: CatalogueComponent[];
}

/** GET Product/InstallationComponentsByCategoryWithoutImage: the component catalogue with today's prices. */
export async function getComponentCatalogue(): Promise<CatalogueCategory[]> {
  const { data } = await api.get<{ data: CatalogueCategory[] }>('Product/InstallationComponentsByCategoryWithoutImage');
  return data;
}

export const componentCatalogueQueryOptions = () =>
  queryOptions({ queryKey: ['staff-requests', 'catalogue'], queryFn: getComponentCatalogue });

export function useComponentCatalogue() {
  return useQuery(componentCatalogueQueryOptions());
}
