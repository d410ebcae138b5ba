/** What people are told: in-app notices, e-mail and SMS by their settings, and repayment reminders. */
export { notificationFeedRoutes } from './notification-feed.routes.ts';
export { notificationSettingRoutes } from './notification.routes.ts';
export { registerNotificationHandlers } from './notices.ts';
export { startReminderJob, remindOnce, type ReminderPass } from './reminders.ts';
export { readableDay } from './readable-day.ts';
export type { Notice } from './notify.ts';
export { deliverPending, recordNotice } from './notify.ts';
