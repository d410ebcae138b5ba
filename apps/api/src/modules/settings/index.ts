/** The operator's settings (rates, down payments, validity, intervals), read merged with their defaults. */
export { settingsRoutes } from './settings.routes.ts';
export { loadSettings } from './settings.service.ts';
export { insertMissingSettings } from './setting.repository.ts';
