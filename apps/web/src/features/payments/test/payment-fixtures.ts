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
