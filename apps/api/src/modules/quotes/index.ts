/** Quote requests and quotes: asking, pricing, the plan, installation. */
export { quoteRequestRoutes } from './quote-request.routes.ts';
export { staffQuoteRoutes } from './staff-quote.routes.ts';
export { salesQuoteRoutes } from './sales-quote.routes.ts';
export { planRoutes } from './plan.routes.ts';
export { sampleQuoteRoutes } from './sample-quote.routes.ts';
export { undertakingRoutes } from './undertaking.routes.ts';
export { quotePlan, payOnDeliveryDueMessage, waitsForFirstPayment } from './quote-plan.ts';
export { REFERENCE_ALPHABET } from './reference.ts';
export { startQuoteViewPrune } from './quote-view.cache.ts';
export { findQuoteWithRequest, lockQuote, referrerOf } from './quote.repository.ts';
export {
  addRefunded,
  addSurplusToInstalments,
  holdOfferPrice,
  lockQuoteId,
  markFirstPaymentReceived,
  markPayOnDelivery,
  quoteRequestIdOf,
  requestStatusOf,
} from './payment-effects.repository.ts';
export { planRequest, createdRequest, newQuoteRule } from './quote-request.service.ts';
