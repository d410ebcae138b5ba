import { api } from '../../../lib/api-client.ts';

/** POST Quote/AssignSupportUserToQuoteRequest: an engineer takes the job (installationStatus 1, quoteRequestStatus 4). */
export async function assignEngineer(input: { quoteId: number; supportUserId: number }) {
  const { message } = await api.post('Quote/AssignSupportUserToQuoteRequest', input);
  return { message };
}
