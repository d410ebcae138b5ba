import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/**
 * True for a password found in the common-password list shipped with zxcvbn-ts (about 49,000 passwords seen in
 * breaches: "123456", "password", "qwerty123", …), compared without regard to case.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
