import { api } from '../../../lib/api-client.ts';

/** POST Quote/SetFulfilmentDate: the installation date (YYYY-MM-DD, not before today), which the customer confirms. */
export async function setFulfilmentDate(input: { quoteId: number; fulfilmentDate: string }) {
  const { message } = await api.post('Quote/SetFulfilmentDate', input);
  return { message };
}
