import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST Transaction/SetPayOnDelivery: staff agree that the customer pays when the system is delivered; the request
 * moves to status 3 (ready for an engineer) with nothing paid yet (docs/state-machines.md "Pay on delivery").
 */
export async function setPayOnDelivery(quoteId: number) {
  const { message } = await api.post('Transaction/SetPayOnDelivery', { quoteId });
  return { message };
}

export function useSetPayOnDelivery() {
  return useMutation({ mutationFn: setPayOnDelivery });
}
