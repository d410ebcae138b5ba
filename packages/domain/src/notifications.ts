/**
 * Events that notify a person (issue: after-sale care). Each is always shown in the app; e-mail and SMS follow the
 * person's settings, starting from these defaults. `audience`: who the event can reach, and so whose settings offer
 * it (customers when unsaid).
 */
export const notificationEvents = [
  { event: 'quote-priced', label: 'Your quote is ready', email: true, sms: true },
  { event: 'quote-repriced', label: 'Your quote’s price changed', email: true, sms: false },
  { event: 'offer-expiring', label: 'Your offer is about to expire', email: true, sms: false },
  { event: 'payment-received', label: 'Payment received', email: true, sms: true },
  { event: 'engineer-assigned', label: 'An engineer is assigned', email: true, sms: true },
  { event: 'installation-date-set', label: 'Installation date set', email: true, sms: true },
  { event: 'installation-complete', label: 'Installation complete', email: true, sms: false },
  { event: 'repayment-received', label: 'Repayment received', email: true, sms: false },
  { event: 'repayment-due', label: 'Repayment due soon or today', email: true, sms: true },
  { event: 'repayment-overdue', label: 'Repayment overdue', email: true, sms: true },
  { event: 'issue-status-changed', label: 'Your issue was updated', email: true, sms: false },
  { event: 'maintenance-due', label: 'Maintenance check due', email: true, sms: true },
  { event: 'maintenance-done', label: 'Maintenance check done', email: true, sms: false },
  { event: 'referral-reward', label: 'Referral rewards', email: true, sms: true },
  { event: 'identity-checked', label: 'Identity verification', email: true, sms: true },
  {
    event: 'bank-application',
    label: 'Bank application',
    email: true,
    sms: true,
    audience: ['customer', 'officer'],
  },
  /** The OpenPAYGO token a repayment bought for the customer's PAYG device (issue 23, docs/tokens.md). */
  { event: 'payg-token', label: 'Your device token', email: true, sms: true },
  /** To the referring sales agent when their customer's loan passes 30 days overdue (issue 23). */
  {
    event: 'customer-overdue',
    label: 'Your customer is over 30 days overdue',
    email: true,
    sms: true,
    audience: ['agent'],
  },
] as const;

export type NotificationEvent = (typeof notificationEvents)[number]['event'];

export const isNotificationEvent = (value: string): value is NotificationEvent =>
  notificationEvents.some((e) => e.event === value);

export type NotificationAudience = 'customer' | 'agent' | 'officer';

/** The events a person of this audience can be told of, for their settings. */
export const notificationEventsFor = (audience: NotificationAudience) =>
  notificationEvents.filter((e) =>
    ('audience' in e ? (e.audience as readonly NotificationAudience[]) : ['customer']).includes(audience),
  );
