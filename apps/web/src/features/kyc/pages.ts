/** The identity pages, one lazy chunk (docs/kyc.md): the form for customers and for staff, and the selfie check. */
export { default as IdentificationPage } from './identification-page.tsx';
export { default as KycStaffPage } from './kyc-staff-page.tsx';
export { default as LivelinessPage } from './liveliness-page.tsx';
