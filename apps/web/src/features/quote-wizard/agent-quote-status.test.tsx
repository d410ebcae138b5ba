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

describe("the agent's quote page of a bank-financed request (issue 22)", () => {
  it('offers the referring agent no "Change request": Imole’s support changes a bank’s request', async () => {
    signIn({ id: 5, userRole: UserRole.SalesAgent, firstname: 'Kemi', lastname: 'Adeyemi' });
    const view = (bank: boolean): AgentQuoteView => ({
      quoteRequest: {
        id: 4,
        referenceNo: 'IM-AB23-CD46',
        quoteRequestStatus: 0,
        dateCreated: '2026-11-20T10:00:00.000Z',
        turnAroundTime: '2026-11-21T10:00:00.000Z',
        address: '4 Admiralty Way',
        landmark: 'Beside the filling station',
        state: 'Lagos',
        productId: 2,
        noOfBedrooms: 2,
        noOfLights: 6,
        noOfFan: 2,
        noOfTv: 1,
        clientUser: { firstname: 'Funmi', lastname: 'Bello', phoneNumber: '08031234567' },
      },
      quoteRequestProduct: null,
      quoteRequestProductComponents: [],
      quote: null,
      referredByYou: true,
      isFinancialInstitutionQuote: bank,
      financialInstitution: bank ? { name: 'Sterling Bank' } : null,
    });
    fakeApi({ 'GET Quote/GetQuoteRequest': () => view(true) });
    const first = renderPage(<AgentQuotePage />, {
      route: '/agent-customer-quote/:id',
      url: '/agent-customer-quote/4',
    });
    expect((await screen.findByTestId('bank-financed')).textContent).toBe(
      'Sterling Bank finances this request, so its package and price cannot be changed here. To change them, ask Imole’s support.',
    );
    expect(screen.queryByRole('link', { name: 'Change request' })).toBeNull();
    first.unmount();

    fakeApi({ 'GET Quote/GetQuoteRequest': () => view(false) });
    renderPage(<AgentQuotePage />, { route: '/agent-customer-quote/:id', url: '/agent-customer-quote/4' });
    expect(await screen.findByRole('link', { name: 'Change request' })).toBeTruthy();
    expect(screen.queryByTestId('bank-financed')).toBeNull();
  });
});
