/** Reference lists: states and LGAs, banks, employers, financial institutions. */
export { lookupRoutes } from './lookup.routes.ts';
