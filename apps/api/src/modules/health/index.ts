/** Liveness and readiness for the load balancer. */
export { healthRoutes } from './health.routes.ts';
