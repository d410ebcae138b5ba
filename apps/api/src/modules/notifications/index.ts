/** What people are told: in-app notices, e-mail and SMS by their settings, and repayment reminders. */
export { notificationFeedRoutes } from './notification-feed.routes.ts';
export { notificationSettingRoutes } from './notification.routes.ts';
export { registerNotificationHandlers } from './notices.ts';
export { startReminderJob } from './reminders.ts';
