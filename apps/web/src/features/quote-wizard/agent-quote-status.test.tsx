import { screen, within } from '@testing-library/react';
import { UserRole } from '@imole/domain/roles';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import AgentQuotePage, { statusInWords } from './agent-quote-page.tsx';
import type { AgentQuoteView } from './requests/agent-quote.ts';

describe("the agent's quote page status", () => {
  it('says installed once the work is done, as the quotes list does, and the request status before that', () => {
    expect(statusInWords(0)).toBe('New: waiting for our team to price it');
    expect(statusInWords(4, 1)).toBe('Engineer has been assigned to customer');
    expect(statusInWords(4, 3)).toBe('Installed: waiting for the customer to confirm it');
    expect(statusInWords(4, 4)).toBe('Installed');
  });
});

describe("the coordinator's quote page", () => {
  it("leads Packages to the coordinator's products, as their other pages do", async () => {
    signIn({ id: 6, userRole: UserRole.SalesAgent, isCoordinator: true, firstname: 'Emeka', lastname: 'Nwosu' });
    const view: AgentQuoteView = {
      quoteRequest: {
        id: 3,
        referenceNo: 'IM-AB23-CD45',
        quoteRequestStatus: 0,
        dateCreated: '2026-11-20T10:00:00.000Z',
        turnAroundTime: '2026-11-21T10:00:00.000Z',
        address: '4 Admiralty Way',
        landmark: 'Beside the filling station',
        state: 'Lagos',
        productId: null,
        noOfBedrooms: 2,
        noOfLights: 6,
        noOfFan: 2,
        noOfTv: 1,
        clientUser: { firstname: 'Funmi', lastname: 'Bello', phoneNumber: '08031234567' },
      },
      quoteRequestProduct: null,
      quoteRequestProductComponents: [],
      quote: null,
      referredByYou: false,
    };
    fakeApi({ 'GET Quote/GetQuoteRequest': () => view });
    renderPage(<AgentQuotePage />, { route: '/cordinator-customer-quote/:id', url: '/cordinator-customer-quote/3' });
    const nav = await screen.findByRole('navigation', { name: 'Sales' });
    expect(within(nav).getByRole('link', { name: 'Packages' }).getAttribute('href')).toBe('/coordinator-all-products');
  });
});
