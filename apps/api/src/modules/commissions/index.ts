/**
 * Sales commission and the sales team's book: the ledger of what agents and coordinators earn on their customers'
 * payments, its payouts, the customers each agent referred, and a coordinator's team (docs/sales.md).
 */
export { commissionRoutes } from './commission.routes.ts';
export { referralRoutes } from './referral.routes.ts';
export { quoteListRoutes } from './quote-list.routes.ts';
export { customerListRoutes } from './customer-list.routes.ts';
export { teamRoutes } from './team.routes.ts';
export { referralReadRoutes, salesTeamRoutes } from './sales-team.routes.ts';
export { customerReferralRoutes } from './customer-referral.routes.ts';
export { registerCommissionHandlers, commissionSummary } from './commission.service.ts';
export { registerCorrectionHandlers } from './correction.service.ts';
