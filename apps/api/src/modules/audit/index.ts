/** The audit log: who changed what, before and after. Every module above records its changes here. */
export { audit, auditTrail, type AuditEntry } from './audit.repository.ts';
