/** Identity verification (KYC): the form, the selfie check with the provider, review, documents, retention. */
export { identityRoutes } from './identity.routes.ts';
export { startKycRetentionJob, runKycRetention, type LoanClosedOn } from './retention.ts';
