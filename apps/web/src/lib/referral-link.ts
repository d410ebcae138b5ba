/**
 * The sign-up link that fills in a referral code (`/register?ref=<phone>`, issue 20): an agent's, a coordinator's or a
 * customer's phone number (docs/sales.md).
 */
export const referralLink = (origin: string, code: string) => `${origin}/register?ref=${encodeURIComponent(code)}`;
