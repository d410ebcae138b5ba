/** After the sale: issues customers report, and the maintenance checks of installed systems. */
export { issueRoutes } from './issue.routes.ts';
export { scheduleRoutes } from './schedule.routes.ts';
export { registerMonitoringHandlers } from './schedule.service.ts';
