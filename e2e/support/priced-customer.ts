/**
 * The saved-cards journey's way in to journeys.ts (its older name): a customer whose quote support has priced, two
 * inverters, waiting for the down payment. New journeys import journeys.ts.
 */
import { CUSTOMER_PASSWORD, journeys } from './journeys.ts';

export { CUSTOMER_PASSWORD };

export function apiClient(baseUrl: string) {
  // api and codeFor need no staff password; pricedCustomer is told the support password.
  const { api, codeFor } = journeys(baseUrl, '');
  return {
    api,
    codeFor,
    /** A confirmed customer with a request that support has priced and sent, waiting for the down payment. */
    pricedCustomer: (supportPassword: string) =>
      journeys(baseUrl, supportPassword).pricedCustomer({
        firstname: 'Bola',
        lastname: 'Okafor',
        phonePrefix: '081',
        components: [{ category: /inverter/i, quantity: 2 }],
      }),
  };
}
