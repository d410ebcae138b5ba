/**
 * Sales commission and the agent's book: the ledger of what agents and coordinators earn on their customers'
 * payments, its payouts, and the lists of the customers they referred (docs/sales.md).
 */
export { commissionRoutes } from './commission.routes.ts';
export { referralRoutes } from './referral.routes.ts';
export { registerCommissionHandlers, commissionSummary } from './commission.service.ts';
