/**
 * The financial-institution ready panel by application stage (customer spec §4 "Ready panel variants"; docs/banks.md
 * "The application"): the undertaking to download and upload, the wait for the bank, the decline and the switch to an
 * ordinary plan, and the payment-received panel naming the bank that paid.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import type { FinancialInstitutionView } from './api/bank-application.ts';
import { chosenFileProblem } from './components/undertaking-upload.tsx';
import DashboardPage from './dashboard-page.tsx';
import { ago, nextRepaymentAnswer, paidAnswer, processingAnswer, readyAnswer } from './test-fixtures.ts';
import { bankRequestLockedMessage } from '@imole/domain/bank-application';
import { renderAt } from './test-render.tsx';

vi.mock('./config.ts', () => ({ SURVEY_URL: null }));

const sterling = (
  stage: FinancialInstitutionView['applicationStage'],
  extra: Partial<FinancialInstitutionView> = {},
) => ({
  id: 1,
  name: 'Sterling Bank',
  logo: null,
  applicationStage: stage,
  decisionReason: null,
  decidedAt: null,
  undertakingUploadedAt: null,
  ...extra,
});

const bankAnswer = (
  stage: FinancialInstitutionView['applicationStage'],
  extra: Partial<FinancialInstitutionView> = {},
  quote: Parameters<typeof readyAnswer>[0] = {},
) => ({
  ...readyAnswer(quote),
  isFinancialInstitutionQuote: stage !== 'switched',
  financialInstitution: sterling(stage, extra),
});

function open(answer: unknown, extra: Parameters<typeof fakeApi>[0] = {}) {
  const state = { current: answer };
  const api = fakeApi({
    'GET Quote/GetQuoteRequest': () => state.current,
    'GET Transaction/GetNextRepayment': () => nextRepaymentAnswer,
    ...extra,
  });
  const view = renderAt(<DashboardPage />);
  return { ...view, api, state, user: userEvent.setup() };
}

beforeEach(() => signIn({ firstname: 'Chiamaka' }));
afterEach(() => vi.unstubAllGlobals());

const pdf = (size = 2048, name = 'signed.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size).fill(37)], name, { type });

describe('changing a bank-financed request', () => {
  it('offers no ordinary wizard, plan change or repayment schedule in More options, and says to ask support', async () => {
    const { user } = open(bankAnswer('awaiting-undertaking'));
    await screen.findByTestId('panel-ready-bank');
    await user.click(screen.getByRole('button', { name: /More options/ }));
    const list = await screen.findByTestId('more-options');
    expect(within(list).queryByRole('link', { name: 'Edit Quote Request' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Increase Contribution' })).toBeNull();
    expect(within(list).queryByRole('link', { name: 'Repayment Schedule' })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Quote Details' })).toBeTruthy();
    expect(screen.getByTestId('more-options-note').textContent).toBe(bankRequestLockedMessage);
  });

  it('the processing panel of a bank request says to ask support instead of "Edit quote request"', async () => {
    open({
      ...processingAnswer(),
      isFinancialInstitutionQuote: true,
      financialInstitution: sterling('awaiting-price'),
    });
    const card = await screen.findByTestId('panel-processing');
    expect(within(card).queryByRole('link', { name: 'Edit quote request' })).toBeNull();
    expect(within(card).getByTestId('bank-request-locked').textContent).toBe(bankRequestLockedMessage);
  });
});

describe('awaiting the undertaking', () => {
  it('says the bank finances it, shows what the bank pays, and downloads the form with the session', async () => {
    const createObjectURL = vi.fn(() => 'blob:form');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user, api } = open(bankAnswer('awaiting-undertaking'), {
      'GET FinancialInstitutionQuote/UndertakingForm': () => ({}),
    });
    const card = await screen.findByTestId('panel-ready-bank');
    expect(within(card).getByRole('heading', { name: 'Pending bank approval' })).toBeTruthy();
    expect(card.textContent).toContain('Sterling Bank finances this system');
    expect(card.textContent).toContain('Sterling Bank pays Imole₦1,000,000.00');
    expect(card.textContent).toContain('You repaySterling Bank');
    // No Imole plan to choose: the bank's loan replaces it.
    expect(within(card).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(card.textContent).not.toContain('Down payment');
    // Nothing to pay Imole: the recent transactions do not ask for an initial payment.
    expect(screen.getByTestId('recent-transactions').textContent).toContain(
      'No transaction yet: you make no payment to Imole. Sterling Bank pays for your system once it approves your application.',
    );
    await user.click(within(card).getByRole('button', { name: 'Download the undertaking form' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET FinancialInstitutionQuote/UndertakingForm')[0]?.query.get('quoteRequestId')).toBe('1');
    expect(await within(card).findByText(/The form is in your downloads/)).toBeTruthy();
  });

  it('uploads the chosen file, saying what was chosen and what is happening, then reads the request again', async () => {
    const { api, state } = open(bankAnswer('awaiting-undertaking'), {
      'POST Quote/UploadUndertaken': () => {
        state.current = bankAnswer('awaiting-decision', { undertakingUploadedAt: ago(60_000) });
        return { data: { undertakingUploadedAt: new Date().toISOString() } };
      },
    });
    const card = await screen.findByTestId('panel-ready-bank');
    const send = within(card).getByRole('button', { name: 'Send the signed form' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText(/Upload the signed form/), { target: { files: [pdf(2_500_000)] } });
    expect(within(card).getByTestId('chosen-file').textContent).toBe('Chosen: signed.pdf (2.4 MB)');
    fireEvent.click(send);
    await waitFor(() => expect(api.callsTo('POST Quote/UploadUndertaken')).toHaveLength(1));
    const body = api.callsTo('POST Quote/UploadUndertaken')[0]!.body as { quoteRequestId: number; undertaking: string };
    expect(body.quoteRequestId).toBe(1);
    expect(body.undertaking).toMatch(/^data:application\/pdf;base64,/);
    expect(await screen.findByTestId('undertaking-uploaded')).toBeTruthy();
  });

  it('refuses a file that is not a PDF or photo, or too large, in words, without sending it', async () => {
    expect(chosenFileProblem(pdf(10, 'notes.docx', 'application/msword'))).toMatch(
      /^This file is not a PDF or a photo/,
    );
    expect(chosenFileProblem(pdf(11 * 1024 * 1024))).toBe(
      'This file is 11.0 MB; the largest we take is 10 MB. Take the photo again at a smaller size, or scan the page as a PDF.',
    );
    expect(chosenFileProblem(pdf(10, 'IMG_0001.HEIC.jpg', ''))).toBeNull();
    const { api } = open(bankAnswer('awaiting-undertaking'));
    const card = await screen.findByTestId('panel-ready-bank');
    fireEvent.change(within(card).getByLabelText(/Upload the signed form/), {
      target: { files: [pdf(10, 'notes.docx', 'application/msword')] },
    });
    expect(within(card).getByRole('alert').textContent).toContain('This file is not a PDF or a photo');
    expect((within(card).getByRole('button', { name: 'Send the signed form' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.callsTo('POST Quote/UploadUndertaken')).toHaveLength(0);
  });

  it('shows the server’s sentence when the upload is refused', async () => {
    open(bankAnswer('awaiting-undertaking'), {
      'POST Quote/UploadUndertaken': () =>
        failure(400, 'This file is not a PDF or a photo we can read. Upload the signed undertaking as a PDF.'),
    });
    const card = await screen.findByTestId('panel-ready-bank');
    fireEvent.change(within(card).getByLabelText(/Upload the signed form/), { target: { files: [pdf()] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send the signed form' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'This file is not a PDF or a photo we can read',
    );
  });

  it('an offer that expired before the upload shows the expired panel, to update the quote', async () => {
    open(bankAnswer('awaiting-undertaking', {}, { daysToExpiry: -1 }));
    expect(await screen.findByTestId('panel-expired')).toBeTruthy();
  });
});

describe('awaiting the decision', () => {
  it('says when it was sent and what happens next, holds the price past the offer’s expiry, and lets the file be replaced', async () => {
    const { api } = open(
      bankAnswer('awaiting-decision', { undertakingUploadedAt: ago(2 * 60 * 60 * 1000) }, { daysToExpiry: -3 }),
      { 'POST Quote/UploadUndertaken': () => ({ data: { undertakingUploadedAt: new Date().toISOString() } }) },
    );
    const card = await screen.findByTestId('panel-ready-bank');
    expect(within(card).getByTestId('undertaking-uploaded').textContent).toBe(
      'Your signed undertaking is with Sterling Bank (sent 2 hours ago).',
    );
    expect(within(card).getByTestId('what-next').textContent).toContain(
      'We will tell you the decision here, by SMS and by e-mail',
    );
    expect(screen.queryByTestId('panel-expired')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Send the new form' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Replace the signed form' }));
    fireEvent.change(within(card).getByLabelText(/Choose the new signed form/), {
      target: { files: [pdf(1000, 'photo.jpg', 'image/jpeg')] },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Send the new form' }));
    await waitFor(() => expect(api.callsTo('POST Quote/UploadUndertaken')).toHaveLength(1));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Replace the signed form' })).toBeTruthy());
  });
});

describe('declined', () => {
  it('shows the bank’s reason, and after a confirmation switches to an ordinary plan: the ordinary ready panel', async () => {
    const { user, api, state } = open(
      bankAnswer('declined', {
        decisionReason: 'Your salary account is less than 6 months old.',
        decidedAt: ago(1000),
      }),
      {
        'POST FinancialInstitutionQuote/SwitchToOrdinaryPlan': () => {
          state.current = { ...readyAnswer(), isFinancialInstitutionQuote: false, financialInstitution: null };
          return {};
        },
      },
    );
    const card = await screen.findByTestId('panel-bank-declined');
    expect(within(card).getByRole('heading', { name: 'Sterling Bank declined your application' })).toBeTruthy();
    expect(within(card).getByTestId('decline-reason').textContent).toContain(
      'Your salary account is less than 6 months old.',
    );
    expect(screen.getByTestId('recent-transactions').textContent).toContain(
      'No transaction yet. To pay Imole yourself, switch to an ordinary plan above.',
    );
    await user.click(within(card).getByRole('button', { name: 'Switch to an ordinary plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to an ordinary plan?' });
    expect(api.callsTo('POST FinancialInstitutionQuote/SwitchToOrdinaryPlan')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Switch to an ordinary plan' }));
    expect(api.callsTo('POST FinancialInstitutionQuote/SwitchToOrdinaryPlan')[0]?.body).toEqual({ quoteRequestId: 1 });
    expect(await screen.findByTestId('panel-ready')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('approved', () => {
  it('the payment-received panel says the bank paid and the engineer is being assigned', async () => {
    const answer = {
      ...paidAnswer({ isOutright: true }),
      isFinancialInstitutionQuote: true,
      financialInstitution: sterling('approved', { decidedAt: ago(1000) }),
    };
    open(answer);
    const card = await screen.findByTestId('panel-payment-received');
    const text = within(card).getByTestId('paid-by-bank').textContent;
    expect(text).toContain('Paid by Sterling Bank');
    expect(text).toContain('We are assigning an engineer to install your system.');
    expect(card.textContent).not.toContain('We have received your payment');
    expect(card.textContent).toContain('No repayments to Imole; you repay Sterling Bank');
    expect(screen.getByTestId('recent-transactions').textContent).toContain('Paid by Sterling Bank');
  });
});
