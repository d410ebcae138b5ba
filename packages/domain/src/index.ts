export * from './errors.ts';
export * from './money.ts';
export * from './roles.ts';
export type * from './session.ts';
export * from './accounts.ts';
export * from './format.ts';
export * from './notifications.ts';
