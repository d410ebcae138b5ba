/** Payments and the ledger: checkouts, crediting, saved cards, the loan after installation. */
export { paymentRoutes } from './payment.routes.ts';
export { sandboxApiRoutes, sandboxPageRoutes } from './sandbox.routes.ts';
export { loanOf, type Loan } from './loan.ts';
export { firstPaymentPosition } from './first-payment.ts';
export { registerPaymentHandlers } from './handlers.ts';
/** Paying with a saved card, as `Transaction/PayWithSavedCard` does: the demo book's repayments (db/seed/book-demo.ts). */
export { payWithSavedCard } from './saved-card.service.ts';
