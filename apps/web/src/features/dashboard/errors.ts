/**
 * Customer spec §8: for confirming the date, confirming the installation and saving a repayment, the alert shows the
 * server's message followed by "Please try again or contact support".
 */
export const SUPPORT_SUFFIX = 'Please try again or contact support';

export function supportSuffixed(message: string): string {
  const text = message.trim();
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} ${SUPPORT_SUFFIX}`;
}
