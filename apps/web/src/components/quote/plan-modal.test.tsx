import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../app/providers.tsx';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import { PLAN_MODAL_TITLE, PlanModal } from './plan-modal.tsx';

const options = [30, 40, 50, 60].map((pct) => ({
  equityPecentage: pct,
  equityPayment: 3485000 * (pct / 100),
  monthlyRepayment: 1000 * (100 - pct),
  repaymentDuration: 12,
  totalRepayable: 3_900_000 - pct * 1000,
  costOfCredit: 500_000 - pct * 1000,
}));

function show(onUpdated = vi.fn(), onClose = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()}>
      <PlanModal open quoteId={12} onClose={onClose} onUpdated={onUpdated} />
    </Providers>,
  );
  return { onUpdated, onClose };
}

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Select a new down payment plan', () => {
  it('offers the server’s options with their figures, the effective annual rate once, and the current one chosen', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRepaymentsRange': () => ({ data: options, selected: 40, effectiveAnnualRate: 42.58 }),
    });
    show();
    const dialog = await screen.findByRole('dialog', { name: PLAN_MODAL_TITLE });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(api.callsTo('GET Quote/GetQuoteRepaymentsRange')[0]?.query.get('quoteId')).toBe('12');

    const forty = within(dialog).getByRole('radio', { name: /^40% down payment/ }) as HTMLInputElement;
    expect(forty.checked).toBe(true);
    // Each option: its down payment, monthly repayment, total repayable and cost of credit.
    const description = document.getElementById(forty.getAttribute('aria-describedby')!)!.textContent;
    expect(description).toContain('₦60,000.00 a month for 12 months');
    expect(description).toContain('Total repayable₦3,860,000.00');
    expect(description).toContain('Cost of credit₦460,000.00');
    expect(forty.closest('label')!.textContent).toContain('₦1,394,000.00');
    expect(within(dialog).getAllByText(/Effective annual rate/)).toHaveLength(1);
    expect(dialog.textContent).toContain('42.58%');
  });

  it('saves another option and hands the server’s message to the page', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRepaymentsRange': () => ({ data: options, selected: null, effectiveAnnualRate: 42.58 }),
      'POST Quote/UpdateQuoteEquityPecentage': () => ({ message: 'Your down payment plan is now 60%.' }),
    });
    const user = userEvent.setup();
    const { onUpdated } = show();
    const dialog = await screen.findByRole('dialog', { name: PLAN_MODAL_TITLE });
    // Nobody chose yet: the quote is on the lowest offered.
    expect(
      ((await within(dialog).findByRole('radio', { name: /^30% down payment/ })) as HTMLInputElement).checked,
    ).toBe(true);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /^60% down payment/ }));
    await user.click(save);
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith('Your down payment plan is now 60%.'));
    expect(api.callsTo('POST Quote/UpdateQuoteEquityPecentage')[0]?.body).toEqual({
      quoteId: 12,
      equityPercentage: 60,
    });
  });

  it('shows a refusal in a dismissible alert and stays open', async () => {
    fakeApi({
      'GET Quote/GetQuoteRepaymentsRange': () => ({ data: options, selected: 30, effectiveAnnualRate: 42.58 }),
      'POST Quote/UpdateQuoteEquityPecentage': () =>
        failure(409, 'The plan can be changed only before you pay.', 'CONFLICT'),
    });
    const user = userEvent.setup();
    const { onUpdated } = show();
    const dialog = await screen.findByRole('dialog', { name: PLAN_MODAL_TITLE });
    await user.click(await within(dialog).findByRole('radio', { name: /^50% down payment/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The plan can be changed only before you pay.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('offers "Try again" when the plans cannot load', async () => {
    let calls = 0;
    fakeApi({
      'GET Quote/GetQuoteRepaymentsRange': () =>
        ++calls === 1
          ? failure(404, 'Quote not found.', 'NOT_FOUND')
          : { data: options, selected: 30, effectiveAnnualRate: 42.58 },
    });
    const user = userEvent.setup();
    show();
    const dialog = await screen.findByRole('dialog', { name: PLAN_MODAL_TITLE });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Quote not found.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(4);
  });
});
