import type { FinancialInstitutionSeed } from './types.ts';

/** Partner banks that fund instalment plans; staff sign in with an address on `emailDomain`. */
export const financialInstitutions: readonly FinancialInstitutionSeed[] = [
  { name: 'Sterling Bank', code: 'STERLING', emailDomain: 'sterling.ng' },
  { name: 'Wema Bank', code: 'WEMA', emailDomain: 'wemabank.com' },
  { name: 'Fidelity Bank', code: 'FIDELITY', emailDomain: 'fidelitybank.ng' },
  { name: 'First City Monument Bank', code: 'FCMB', emailDomain: 'fcmb.com' },
  { name: 'Stanbic IBTC Bank', code: 'STANBIC', emailDomain: 'stanbicibtc.com' },
];
