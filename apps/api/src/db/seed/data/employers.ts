import type { EmployerSeed } from './types.ts';

/**
 * Employers a customer can pick when applying for instalment payment. When
 * `validateEmail` is true the applicant must verify a work e-mail address on
 * `emailDomain`. "Others" is the catch-all for everyone else.
 */
export const employers: readonly EmployerSeed[] = [
  { name: 'Dangote Group', emailDomain: 'dangote.com', validateEmail: true },
  { name: 'MTN Nigeria', emailDomain: 'mtn.com', validateEmail: true },
  { name: 'Airtel Nigeria', emailDomain: 'ng.airtel.com', validateEmail: true },
  { name: 'Nigerian National Petroleum Company', emailDomain: 'nnpcgroup.com', validateEmail: true },
  { name: 'Shell Nigeria', emailDomain: 'shell.com', validateEmail: true },
  { name: 'Guaranty Trust Bank', emailDomain: 'gtbank.com', validateEmail: true },
  { name: 'Access Bank', emailDomain: 'accessbankplc.com', validateEmail: true },
  { name: 'Zenith Bank', emailDomain: 'zenithbank.com', validateEmail: true },
  { name: 'Nestlé Nigeria', emailDomain: 'ng.nestle.com', validateEmail: true },
  { name: 'Interswitch', emailDomain: 'interswitchgroup.com', validateEmail: true },
  { name: 'Flutterwave', emailDomain: 'flutterwavego.com', validateEmail: true },
  { name: 'Andela', emailDomain: 'andela.com', validateEmail: true },
  // Many public servants have no working official mailbox, so these are not validated.
  { name: 'Lagos State Government', emailDomain: 'lagosstate.gov.ng', validateEmail: false },
  { name: 'Federal Civil Service', emailDomain: 'gov.ng', validateEmail: false },
  { name: 'Others', emailDomain: null, validateEmail: false },
];
