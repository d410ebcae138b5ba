/** Payments and the ledger: checkouts, crediting, saved cards, the loan after installation. */
export { paymentRoutes } from './payment.routes.ts';
export { sandboxApiRoutes, sandboxPageRoutes } from './sandbox.routes.ts';
export { loanOf, type Loan } from './loan.ts';
export { firstPaymentPosition } from './first-payment.ts';
export { registerPaymentHandlers } from './handlers.ts';
