import { useProducts } from '../../lib/products/get-products.ts';
import { useSwitchableProducts } from './requests/get-switchable-products.ts';

/** The packages on offer: the switchable ones in edit mode (customer spec §7 "Edit-mode products"), else all. */
export function usePlanProducts(editing: boolean) {
  const all = useProducts({ enabled: !editing });
  const switchable = useSwitchableProducts(editing);
  return editing ? switchable : all;
}
