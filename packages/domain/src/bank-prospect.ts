import { z } from 'zod';
import { accountMessages, emailField, phoneField } from './accounts.ts';

/**
 * A bank-referred prospect (issue 22; docs/banks.md "The prospect"): the bank quote form's rules, shared by the
 * browser and ClientUser/CreateBankClientUser, in the spec's order (customer spec §5 "Bank quote form").
 */
export const bankProspectMessages = {
  email: accountMessages.email,
  firstname: accountMessages.firstname,
  lastname: accountMessages.lastname,
  phoneNumber: accountMessages.phoneNumber,
  bank: 'Please select bank',
  unknownBank: 'We could not find that partner bank. Open the link your bank gave you again.',
} as const;

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(60, `${message} (at most 60 characters)`);

export const bankClientUserSchema = z.object({
  email: emailField,
  firstname: name(bankProspectMessages.firstname),
  lastname: name(bankProspectMessages.lastname),
  phoneNumber: phoneField,
  /** The institution's id (FinancialInstitution/FinancialInstitutions). */
  bank: z.coerce
    .number({ error: bankProspectMessages.bank })
    .int(bankProspectMessages.bank)
    .positive(bankProspectMessages.bank),
  /** Its name, checked against the id. */
  bankName: z.string({ error: bankProspectMessages.bank }).trim().min(1, bankProspectMessages.bank).max(200),
});
export type BankClientUserInput = z.input<typeof bankClientUserSchema>;

/** The form's first failing rule, in the spec's order, with its field; null when all is well. */
export function bankProspectError(
  input: Partial<Record<keyof BankClientUserInput, unknown>>,
): { field: keyof BankClientUserInput; message: string } | null {
  const result = bankClientUserSchema.safeParse(input);
  if (result.success) return null;
  const order = ['email', 'firstname', 'lastname', 'phoneNumber', 'bank', 'bankName'] as const;
  for (const field of order) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return null;
}

/** An e-mail as the code step shows it: its first 3 characters, then **** (customer spec §2 "Bank quote page"). */
export const maskEmail = (email: string): string => `${email.trim().slice(0, 3)}****`;

/** The one answer CreateBankClientUser gives, whether or not the address has an account. */
export const bankCodeSentMessage = (email: string): string => `We have sent a 6-digit code to ${maskEmail(email)}.`;
