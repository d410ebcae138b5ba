/** Moved to lib/locations (the bank quote page asks the same location, issue 22). */
export * from '../../../lib/locations/get-states.ts';
