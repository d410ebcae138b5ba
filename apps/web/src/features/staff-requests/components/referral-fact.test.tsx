import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { signIn } from '../../../test/users.ts';
import { ReferralFact } from './referral-fact.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Referred by, on the staff request detail (issue 20)', () => {
  it('changes who referred the customer before the first payment, and says why a code is refused', async () => {
    signIn({ id: 2, userRole: UserRole.Support });
    let referredBy: { id: number; name: string; phoneNumber: string; isCustomer: boolean } | null = null;
    const api = fakeApi({
      'GET ClientUser/GetCustomerReferral': () => ({ data: { customerId: 7, referredBy, fixed: false } }),
      'POST ClientUser/UpdateCustomerReferral': ({ body }) => {
        const code = (body as { referralCode: string | null }).referralCode;
        if (code === '08099999999')
          return failure(400, 'We could not find a sales agent with that referral code. Check the number.');
        referredBy = { id: 9, name: 'Kemi Adeyemi', phoneNumber: '08030000005', isCustomer: false };
        return { message: 'Referral saved.' };
      },
    });
    renderPage(<ReferralFact quoteRequestId={21} />);
    expect(await screen.findByText('Nobody')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const field = await screen.findByLabelText(/Sales agent's phone number/);
    await userEvent.type(field, '08099999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/could not find a sales agent/)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '08030000005');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kemi Adeyemi (08030000005)')).toBeTruthy();
    expect(api.callsTo('POST ClientUser/UpdateCustomerReferral').at(-1)!.body).toEqual({
      customerId: 7,
      referralCode: '08030000005',
    });
  });

  it('is fixed once the first payment is in', async () => {
    signIn({ id: 2, userRole: UserRole.Support });
    fakeApi({
      'GET ClientUser/GetCustomerReferral': () => ({
        data: {
          customerId: 7,
          referredBy: { id: 9, name: 'Kemi Adeyemi', phoneNumber: '08030000005', isCustomer: false },
          fixed: true,
        },
      }),
    });
    renderPage(<ReferralFact quoteRequestId={21} />);
    expect(await screen.findByText('Fixed: the first payment is in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('says when a customer referred them (a friend’s code: a reward, no commission)', async () => {
    signIn({ id: 2, userRole: UserRole.Support });
    fakeApi({
      'GET ClientUser/GetCustomerReferral': () => ({
        data: {
          customerId: 7,
          referredBy: { id: 31, name: 'Adaeze Okafor', phoneNumber: '08030000001', isCustomer: true },
          fixed: true,
        },
      }),
    });
    renderPage(<ReferralFact quoteRequestId={21} />);
    expect(await screen.findByText('Adaeze Okafor (08030000001), a customer')).toBeTruthy();
  });
});
