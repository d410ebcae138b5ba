import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ComponentOption {
  id: number;
  name: string;
  unitPrice: number;
}

/** Customer spec §3 "Component category". */
export interface ComponentCategory {
  categoryName: string;
  data: ComponentOption[];
}

/** GET Product/InstallationComponentsByCategoryWithoutImage: what a custom plan can be made of. */
export async function getInstallationComponents(): Promise<ComponentCategory[]> {
  const { data } = await api.get<{ data: ComponentCategory[] }>('Product/InstallationComponentsByCategoryWithoutImage');
  return data;
}

export const installationComponentsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'components'], queryFn: getInstallationComponents });

export const useInstallationComponents = () => useQuery(installationComponentsQueryOptions());
