import { UserRole } from '@imole/domain/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import KycStaffPage from './kyc-staff-page.tsx';
import {
  BANKS,
  GET_REQUEST,
  KYC_DETAILS,
  UPDATE_KYC,
  banks,
  kycDetailsAnswer,
  requestAnswer,
} from './test/fixtures.ts';
import { fillKycForm } from './test/form.ts';

const SAVED = "The customer's details are saved. They finish with a selfie check on their phone.";

function open(kycStatus: Parameters<typeof requestAnswer>[0], from: string[], extra: object = {}) {
  const api = fakeApi({
    [GET_REQUEST]: () => ({ ...requestAnswer(kycStatus), ...extra }),
    [BANKS]: () => banks,
    [UPDATE_KYC]: () => ({ isSuccess: true, message: SAVED }),
    [KYC_DETAILS]: () => kycDetailsAnswer({ resultText: 'The ID number was not found at the ID authority.' }),
  });
  return { api, ...renderRoute(<KycStaffPage />, '/kyc/:quoteRequestId', '/kyc/41', from) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/kyc/:quoteRequestId', () => {
  it('says whose request it is, and support goes back to the request once the details are saved', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: false });
    const user = userEvent.setup();
    const { api, here } = open('none', ['/get-requests']);
    expect(await screen.findByRole('heading', { name: 'Identity details for Ada Obi' })).toBeTruthy();
    expect(screen.getByText(/Request IM-4K7Q-92HD/)).toBeTruthy();
    expect(screen.getByTestId('kyc-consent').textContent).toMatch(/Enter only what the customer gave you/);
    expect(screen.getByText(/The customer can dial \*565\*0#/)).toBeTruthy();
    await fillKycForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit details' }));

    await waitFor(() => expect(here()).toBe('/request-detail/41'));
    expect(api.callsTo(GET_REQUEST)[0]?.query.get('id')).toBe('41');
    expect(api.callsTo(UPDATE_KYC)[0]?.body).toMatchObject({ quoteRequestId: 41, bvn: '22212345678', meansOfId: 1 });
  });

  it("takes the customer's agent back to the page they came from", async () => {
    signIn({ userRole: UserRole.SalesAgent });
    const user = userEvent.setup();
    const { here } = open('rejected', ['/sales-details/12'], { referredByYou: true });
    await screen.findByRole('heading', { name: 'Identity details for Ada Obi' });
    await fillKycForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit details' }));
    await waitFor(() => expect(here()).toBe('/sales-details/12'));
  });

  it("takes the agent back to the customer's details with the saved sentence, when that page sent them here", async () => {
    signIn({ userRole: UserRole.SalesAgent });
    fakeApi({
      [GET_REQUEST]: () => ({ ...requestAnswer('rejected'), referredByYou: true }),
      [BANKS]: () => banks,
      [KYC_DETAILS]: () => kycDetailsAnswer({ resultText: 'The ID number was not found at the ID authority.' }),
      [UPDATE_KYC]: () => ({ isSuccess: true, message: SAVED }),
    });
    const user = userEvent.setup();
    const { here, router } = renderRoute(
      <KycStaffPage />,
      '/kyc/:quoteRequestId',
      { pathname: '/kyc/41', state: { from: '/sales-details/12' } },
      ['/sales-dashboard'],
    );
    await screen.findByRole('heading', { name: 'Identity details for Ada Obi' });
    await fillKycForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit details' }));
    await waitFor(() => expect(here()).toBe('/sales-details/12'));
    expect(router.state.location.state).toEqual({ kycSaved: SAVED });
  });

  it('sends an agent who opened the page first to their home after saving', async () => {
    signIn({ userRole: UserRole.SalesAgent });
    const user = userEvent.setup();
    const { here } = open('details', [], { referredByYou: true });
    await screen.findByRole('heading', { name: 'Identity details for Ada Obi' });
    await fillKycForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit details' }));
    await waitFor(() => expect(here()).toBe('/sales-dashboard'));
  });

  it.each([
    ['verified', "This customer's identity is verified"],
    ['submitted', "The customer's selfie check is running"],
    ['review', "The customer's check is waiting for our review"],
  ] as const)('says why %s details cannot be changed, without the form', async (status, title) => {
    signIn({ userRole: UserRole.Admin });
    open(status, ['/request-detail/41']);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit details' })).toBeNull();
  });

  it.each([
    ['a coordinator', { referredByYou: false }],
    ['an agent on a server that does not say', {}],
  ])('shows %s no form: only the referring agent may change the details', async (_who, extra) => {
    signIn({ userRole: UserRole.SalesAgent });
    const { api } = open('rejected', ['/coordinator-details/12'], extra);
    expect(
      await screen.findByText('Only the agent who referred this customer can change their identity details.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit details' })).toBeNull();
    expect(api.callsTo(UPDATE_KYC)).toHaveLength(0);
  });

  it('tells an engineer that engineers do not see identity details, without asking for the request', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    const { api } = open('none', ['/installer-profile']);
    expect(await screen.findByText('Engineers do not see identity details.')).toBeTruthy();
    expect(screen.queryByText(/not assigned to you/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit details' })).toBeNull();
    expect(api.callsTo(GET_REQUEST)).toHaveLength(0);
  });

  it('shows support what was given last time above the form, to be given again whole', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: false });
    open('rejected', ['/request-detail/41']);
    const given = await screen.findByRole('region', { name: 'What was given last time' });
    for (const text of ['•••••••8901', 'Guaranty Trust Bank', '••••••6789', 'Ada Obi', 'National ID', '12 April 1990'])
      expect(given.textContent).toContain(text);
    expect(screen.getByText('Give all the details again, with the one that was wrong corrected.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit details' })).toBeTruthy();
  });
});
