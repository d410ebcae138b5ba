/** Customer spec §5 "Payment and installation", word for word. */
export const BELOW_NEXT_REPAYMENT = 'Amount can not be less than your next repayment amount';
export const AMOUNT_REQUIRED = 'Enter the amount you want to pay';

/** The least a repayment may be: the next repayment rounded up to the whole naira (₦245,067.46 -> ₦245,068). */
export function minimumRepayment(nextRepayment: number): number {
  return Math.ceil(Math.round(nextRepayment * 100) / 100);
}

/**
 * The first failing message for a repayment amount (naira, null when the box is empty), or undefined when it may be
 * paid. The server checks the same rule, and refuses more than is owed with its own sentence.
 */
export function repaymentAmountError(amount: number | null, nextRepayment: number): string | undefined {
  if (amount === null || !Number.isFinite(amount)) return AMOUNT_REQUIRED;
  if (Math.round(amount * 100) < minimumRepayment(nextRepayment) * 100) return BELOW_NEXT_REPAYMENT;
  return undefined;
}
