/** The payment calls as the API answers them (docs/payments.md), for the payment page tests. */
import type { FakeRequest } from '../../../test/fake-api.ts';

export const QUOTE_ID = 12;

/** GET Quote/GetQuoteRequest: priced, sent, waiting for the down payment of the 30% plan. */
export function quoteRequest(overrides: { status?: number; quote?: Record<string, unknown> | null } = {}) {
  return {
    quoteRequest: { id: 41, referenceNo: 'IM-4K7Q-92HD', quoteRequestStatus: overrides.status ?? 2 },
    quote:
      overrides.quote === null
        ? null
        : {
            id: QUOTE_ID,
            quoteStatus: 1,
            installationStatus: 0,
            productName: 'Solar Home 3.5kVA',
            totalAssetAmount: 3485000,
            equity: 1045500,
            contributionPercentage: 30,
            monthlyRepayment: 245078,
            durationMonths: 12,
            repaymentAmount: 2940936,
            daysToExpiry: 9,
            payOnDelivery: false,
            ...overrides.quote,
          },
  };
}

export const options = [
  {
    equityPecentage: 30,
    equityPayment: 1045500,
    monthlyRepayment: 245078,
    repaymentDuration: 12,
    totalRepayable: 3986436,
    costOfCredit: 501436,
  },
  {
    equityPecentage: 50,
    equityPayment: 1742500,
    monthlyRepayment: 175056,
    repaymentDuration: 12,
    totalRepayable: 3843172,
    costOfCredit: 358172,
  },
];

export const range = (selected: number | null = 30) => ({ data: options, selected, effectiveAnnualRate: 42.58 });

export const started = (request: FakeRequest) => {
  const body = request.body as { purpose: string; amount?: number };
  const amount = body.amount ?? { equity: 1045500, outright: 3485000, payoff: 2143429.93 }[body.purpose] ?? 0;
  return {
    data: {
      reference: 'Ab3dE5gH7jK9mN1',
      amount,
      provider: 'sandbox',
      accessCode: 'sandbox_Ab3dE5gH7jK9mN1',
      authorizationUrl: 'http://localhost:3000/sandbox/checkout/Ab3dE5gH7jK9mN1',
    },
  };
};

export const saved = (purpose: string, amount: number) => () => ({
  message: 'Payment successful',
  data: { reference: 'Ab3dE5gH7jK9mN1', amount, purpose, alreadyCredited: true },
});

/** GET Transaction/GetSavedCards rows (newest first, as the API lists them). */
export const visa = {
  id: 3,
  brand: 'visa',
  last4: '4081',
  expMonth: 12,
  expYear: 2030,
  bank: 'Sandbox Bank',
  dateAdded: '2026-11-20T23:30:00.000Z',
};
export const mastercard = {
  id: 2,
  brand: 'mastercard',
  last4: '5531',
  expMonth: 3,
  expYear: 2029,
  bank: 'Access Bank',
  dateAdded: '2026-10-02T10:00:00.000Z',
};
/** Expired in 2024: shown on /payment-method, never offered to pay. */
export const expired = {
  id: 1,
  brand: 'verve',
  last4: '0012',
  expMonth: 1,
  expYear: 2024,
  bank: null,
  dateAdded: '2023-05-02T10:00:00.000Z',
};

export const cardsList =
  (...cards: object[]) =>
  () => ({ data: cards });

/** POST Transaction/PayWithSavedCard, credited at once. */
export const paidWithCard = (request: FakeRequest) => {
  const body = request.body as { purpose: string; amount?: number };
  const amount = body.amount ?? { equity: 1045500, outright: 3485000, payoff: 2143429.93 }[body.purpose] ?? 0;
  return {
    message: 'Payment successful',
    data: { reference: 'Cd4eF6gH8jK0mN2', amount, purpose: body.purpose, alreadyCredited: false },
  };
};
