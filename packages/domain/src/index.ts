export * from './errors.ts';
export * from './money.ts';
export * from './roles.ts';
export type * from './session.ts';
