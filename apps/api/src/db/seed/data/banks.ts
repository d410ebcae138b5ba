import type { BankSeed } from './types.ts';

/**
 * Nigerian banks with the bank codes Paystack returns from `GET /bank?country=nigeria`
 * (used for account-name resolution and transfer recipients).
 *
 * Heritage Bank (030) is deliberately left out: the CBN revoked its licence in June 2024.
 */
export const banks: readonly BankSeed[] = [
  // Commercial banks
  { name: 'Access Bank', code: '044' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '00103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Optimus Bank', code: '00107' },
  { name: 'Parallex Bank', code: '104' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Premium Trust Bank', code: '105' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Suntrust Bank', code: '100' },
  { name: 'Titan Trust Bank', code: '102' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
  // Non-interest banks
  { name: 'Jaiz Bank', code: '301' },
  { name: 'TAJ Bank', code: '302' },
  { name: 'Lotus Bank', code: '303' },
  // Digital, microfinance and payment service banks
  { name: 'ALAT by Wema', code: '035A' },
  { name: 'Carbon', code: '565' },
  { name: 'FairMoney Microfinance Bank', code: '51318' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint Microfinance Bank', code: '50515' },
  { name: 'OPay', code: '999992' },
  { name: 'Paga', code: '100002' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Rubies Microfinance Bank', code: '125' },
  { name: 'VFD Microfinance Bank', code: '566' },
  { name: '9mobile 9Payment Service Bank', code: '120001' },
  { name: 'MTN MoMo Payment Service Bank', code: '120003' },
  { name: 'Airtel Smartcash PSB', code: '120004' },
];
