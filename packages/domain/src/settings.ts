import { z } from 'zod';

/**
 * Business settings an admin can edit (rates, plans, turnaround times). Rates are basis points (1% = 100) so they
 * stay integers; money stays kobo.
 */
export const settingsSchema = z.object({
  /** Down-payment options offered, in percent of the total. */
  equityPercentages: z.array(z.number().int().min(1).max(100)).min(1).max(10),
  /** Monthly interest rate, basis points: 300 = 3% a month. */
  monthlyInterestRateBps: z.number().int().min(0).max(2_000),
  /** Plan lengths offered, in months. */
  planLengthsMonths: z.array(z.number().int().min(1).max(60)).min(1).max(10),
  quoteValidityDays: z.number().int().min(1).max(90),
  quoteTurnaroundHours: z.number().int().min(1).max(240),
  engineerAssignmentTurnaroundHours: z.number().int().min(1).max(240),
  /** Sales commission, basis points of what the referred customer pays: 500 = 5%. */
  salesCommissionBps: z.number().int().min(0).max(5_000),
  /** A coordinator's override on their agents' sales, basis points of what the customer pays: 100 = 1%. */
  coordinatorOverrideBps: z.number().int().min(0).max(5_000),
  /**
   * The customer referral programme's reward, kobo: what a customer earns when a customer they referred has their
   * first payment credited (docs/sales.md "Customer referral programme"). 0 stops new rewards. At most ₦100,000.
   */
  customerReferralRewardKobo: z.number().int().min(0).max(10_000_000),
  /** The panel the sizing counts in (watts). */
  sizingPanelWatts: z.number().int().min(50).max(1_000),
  /** Months between maintenance checks of an installed system (the first counts from installation). */
  maintenanceIntervalMonths: z.number().int().min(1).max(24),
  /**
   * When the customer is reminded of a repayment (issue 23, docs/portfolio.md "Collections and reminders"): days
   * before a due date, on the day itself, and days after it while it is unpaid. Each reminder goes once per
   * instalment and offset.
   */
  repaymentReminderDays: z
    .object({
      before: z
        .array(
          z
            .number({ error: 'Days before a due date are whole numbers from 1 to 30' })
            .int('Days before a due date are whole numbers from 1 to 30')
            .min(1, 'Days before a due date are whole numbers from 1 to 30')
            .max(30, 'Days before a due date are whole numbers from 1 to 30'),
        )
        .max(5, 'At most 5 reminders before a due date')
        .refine((days) => new Set(days).size === days.length, 'Each day before a due date is listed once'),
      onTheDay: z.boolean({ error: 'Say whether the customer is reminded on the due date (true or false)' }),
      overdue: z
        .array(
          z
            .number({ error: 'Days overdue are whole numbers from 1 to 365' })
            .int('Days overdue are whole numbers from 1 to 365')
            .min(1, 'Days overdue are whole numbers from 1 to 365')
            .max(365, 'Days overdue are whole numbers from 1 to 365'),
        )
        .max(10, 'At most 10 reminders after a due date')
        .refine((days) => new Set(days).size === days.length, 'Each day overdue is listed once'),
    })
    .strict(),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const defaultSettings: Settings = {
  equityPercentages: [30, 40, 50, 60],
  monthlyInterestRateBps: 300,
  planLengthsMonths: [6, 12, 18],
  quoteValidityDays: 14,
  quoteTurnaroundHours: 24,
  engineerAssignmentTurnaroundHours: 48,
  salesCommissionBps: 500,
  coordinatorOverrideBps: 100,
  customerReferralRewardKobo: 500_000,
  sizingPanelWatts: 550,
  maintenanceIntervalMonths: 6,
  repaymentReminderDays: { before: [3], onTheDay: true, overdue: [1, 7, 30] },
};
