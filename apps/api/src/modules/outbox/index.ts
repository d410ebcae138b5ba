/** The development outbox: every e-mail and SMS the app would send, readable on this machine only. */
export { outboxApiRoutes, outboxPageRoutes } from './outbox.routes.ts';
