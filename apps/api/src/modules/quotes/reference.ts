import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: every character reads aloud unambiguously over a poor phone line. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** IM-XXXX-XXXX: 8 characters from a 31-letter alphabet, about 8.5 × 10^11 possibilities. */
export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `IM-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
