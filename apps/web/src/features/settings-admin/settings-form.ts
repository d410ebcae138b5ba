/**
 * The business settings form: what the admin types (text, percentages) and what the API takes (integers, basis
 * points). The limits come from the domain's `settingsSchema`, so the form and the server never disagree; the server
 * checks again and its message is shown when it refuses.
 */
import { settingsSchema, type SettingKey, type Settings } from '@imole/domain/settings';
import { z } from 'zod';

/**
 * Every field as typed: a list is "30, 40, 50", a rate "3.00" (percent). The repayment reminder days are three
 * fields: the days before a due date, whether on the day, the days overdue (docs/portfolio.md "Collections and
 * reminders").
 */
export type SettingsFormValues = Record<Exclude<SettingKey, 'repaymentReminderDays'>, string> & {
  repaymentReminderDays: { before: string; onTheDay: boolean; overdue: string };
};

const shape = settingsSchema.shape;

const limitsOf = (field: z.ZodNumber) => ({ min: field.minValue ?? 0, max: field.maxValue ?? Number.MAX_SAFE_INTEGER });

/** 300 -> "3.00" (two decimals, from the integer: no floating-point rounding). */
export function percentFromBps(bps: number, { trim = false } = {}): string {
  const whole = Math.trunc(bps / 100);
  const cents = String(bps % 100).padStart(2, '0');
  if (!trim) return `${whole}.${cents}`;
  return cents === '00' ? String(whole) : `${whole}.${cents.replace(/0$/, '')}`;
}

/** "3", "3.5", "3.05" or "3.05%" -> basis points; null when it is not a percentage with at most two decimals. */
export function bpsFromPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What a monthly rate compounds to over a year, (1 + r)^12 − 1, as "42.58". */
export function effectiveAnnualPercent(monthlyBps: number): string {
  return (((1 + monthlyBps / 10_000) ** 12 - 1) * 100).toFixed(2);
}

export function toFormValues(settings: Settings): SettingsFormValues {
  return {
    equityPercentages: settings.equityPercentages.join(', '),
    monthlyInterestRateBps: percentFromBps(settings.monthlyInterestRateBps),
    planLengthsMonths: settings.planLengthsMonths.join(', '),
    quoteValidityDays: String(settings.quoteValidityDays),
    quoteTurnaroundHours: String(settings.quoteTurnaroundHours),
    engineerAssignmentTurnaroundHours: String(settings.engineerAssignmentTurnaroundHours),
    salesCommissionBps: percentFromBps(settings.salesCommissionBps, { trim: true }),
    coordinatorOverrideBps: percentFromBps(settings.coordinatorOverrideBps, { trim: true }),
    customerReferralRewardKobo: nairaFromKobo(settings.customerReferralRewardKobo),
    sizingPanelWatts: String(settings.sizingPanelWatts),
    maintenanceIntervalMonths: String(settings.maintenanceIntervalMonths),
    repaymentReminderDays: {
      before: [...settings.repaymentReminderDays.before].sort((a, b) => b - a).join(', '),
      onTheDay: settings.repaymentReminderDays.onTheDay,
      overdue: settings.repaymentReminderDays.overdue.join(', '),
    },
  };
}

const wholeNumberOf = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

function wholeNumber(field: z.ZodNumber) {
  const { min, max } = limitsOf(field);
  return z.string().transform((text, ctx) => {
    const value = wholeNumberOf(text);
    if (value === null || !field.safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: `Enter a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return value;
  });
}

function percentInBps(field: z.ZodNumber) {
  const { min, max } = limitsOf(field);
  return z.string().transform((text, ctx) => {
    const value = bpsFromPercent(text);
    if (value === null || !field.safeParse(value).success) {
      const range = `${percentFromBps(min, { trim: true })} to ${percentFromBps(max, { trim: true })}`;
      ctx.addIssue({ code: 'custom', message: `Enter a percentage from ${range}, with at most two decimals` });
      return z.NEVER;
    }
    return value;
  });
}

/** 500000 kobo -> "5000" (whole naira), "5000.50" when there are kobo. */
export function nairaFromKobo(value: number): string {
  const whole = Math.trunc(value / 100);
  const rest = value % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** "5000", "5,000", "₦5,000.50" -> kobo; checked against the domain's limits. */
function nairaInKobo(field: z.ZodNumber) {
  const { min, max } = limitsOf(field);
  return z.string().transform((text, ctx) => {
    const match = /^₦?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
    const value = match ? Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
    if (value === null || !field.safeParse(value).success) {
      const whole = (kobo: number) => `₦${Number(nairaFromKobo(kobo)).toLocaleString('en-NG')}`;
      const range = `${whole(min)} to ${whole(max)}`;
      ctx.addIssue({ code: 'custom', message: `Enter an amount in naira from ${range}` });
      return z.NEVER;
    }
    return value;
  });
}

/** "30, 40 50" -> [30, 40, 50]: commas or spaces between, sorted, each once. */
function numberList(field: z.ZodArray<z.ZodNumber>, noun: { one: string; many: string }) {
  const { min, max } = limitsOf(field.element);
  return z.string().transform((text, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const items = text.split(/[\s,;]+/).filter(Boolean);
    const values: number[] = [];
    for (const item of items) {
      const value = wholeNumberOf(item);
      if (value === null) return fail(`Enter whole numbers separated by commas: "${item}" is not one`);
      if (!field.element.safeParse(value).success) return fail(`Each ${noun.one} must be from ${min} to ${max}`);
      if (values.includes(value)) return fail(`${value} is listed twice`);
      values.push(value);
    }
    values.sort((a, b) => a - b);
    const checked = field.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (issue?.code === 'too_small') return fail(`Enter at least ${Number(issue.minimum)} ${noun.one}`);
      if (issue?.code === 'too_big') return fail(`Enter at most ${Number(issue.maximum)} ${noun.many}`);
      return fail(issue?.message ?? 'Check this list');
    }
    return values;
  });
}

export const settingsFormSchema = z.object({
  equityPercentages: numberList(shape.equityPercentages, { one: 'option', many: 'options' }),
  monthlyInterestRateBps: percentInBps(shape.monthlyInterestRateBps),
  planLengthsMonths: numberList(shape.planLengthsMonths, { one: 'plan length', many: 'plan lengths' }),
  quoteValidityDays: wholeNumber(shape.quoteValidityDays),
  quoteTurnaroundHours: wholeNumber(shape.quoteTurnaroundHours),
  engineerAssignmentTurnaroundHours: wholeNumber(shape.engineerAssignmentTurnaroundHours),
  salesCommissionBps: percentInBps(shape.salesCommissionBps),
  coordinatorOverrideBps: percentInBps(shape.coordinatorOverrideBps),
  customerReferralRewardKobo: nairaInKobo(shape.customerReferralRewardKobo),
  sizingPanelWatts: wholeNumber(shape.sizingPanelWatts),
  maintenanceIntervalMonths: wholeNumber(shape.maintenanceIntervalMonths),
  repaymentReminderDays: z.object({
    before: numberList(shape.repaymentReminderDays.shape.before, { one: 'day before', many: 'days before' }).transform(
      (days) => days.sort((a, b) => b - a),
    ),
    onTheDay: z.boolean(),
    overdue: numberList(shape.repaymentReminderDays.shape.overdue, { one: 'day overdue', many: 'days overdue' }),
  }),
}) satisfies z.ZodType<Settings, SettingsFormValues>;

/** The fields whose value differs from `before`: what Save sends (the server changes, and audits, only those). */
export function changedSettings(before: Settings, after: Settings): Partial<Settings> {
  const changes: Partial<Settings> = {};
  for (const key of Object.keys(after) as SettingKey[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}
