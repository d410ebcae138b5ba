/**
 * The payment pages, saved cards included, as one lazy chunk (src/app/pages.ts): a customer who pays usually goes on
 * to the history and the schedule, so one download on a slow network serves them all, and the initial code carries
 * one chunk name for them instead of a dozen small shared ones.
 */
export { default as PaymentPage } from './payment-page.tsx';
export { default as OutrightPaymentPage } from './outright-payment-page.tsx';
export { default as MakePaymentPage } from './make-payment-page.tsx';
export { default as PaymentHistoryPage } from './payment-history-page.tsx';
export { default as RepaymentSchedulePage } from './repayment-schedule-page.tsx';
export { default as PaymentMethodPage } from './payment-method-page.tsx';
export { default as AddPaymentPage } from './add-payment-page.tsx';
