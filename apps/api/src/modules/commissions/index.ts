/** Sales commission: the ledger of what agents and coordinators earn on their customers' payments, and its payouts. */
export { commissionRoutes } from './commission.routes.ts';
export { registerCommissionHandlers, commissionSummary } from './commission.service.ts';
