/** PAYG devices and their OpenPAYGO tokens: entered at installation, a token per credited repayment (docs/tokens.md). */
export { deviceRoutes } from './device.routes.ts';
export { registerDeviceHandlers } from './token.service.ts';
