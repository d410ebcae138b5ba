import { AppError } from '@imole/domain';

/** What the engineer types from the device's label, as it is kept: each rule a sentence a person can act on. */
export interface DeviceInput {
  serialNumber: string;
  startingCode: string;
  secretKey: string;
}

export const deviceMessages = {
  serial: 'Enter the serial number printed on the device: letters, digits and dashes, up to 64 characters.',
  startingCode: 'Enter the starting code from the device’s label: digits only, up to 9 of them.',
  keyLength: (n: number) =>
    `The secret key is 32 characters long (you entered ${n}). Copy it again from the device’s label or the supplier’s sheet.`,
  keyDigits:
    'The secret key holds only the digits 0–9 and the letters a–f. Check for the letter O typed for a zero, or l for a one.',
} as const;

/** The device as entered, checked and normalised (spaces dropped, the key in lower case), or a 400 saying what to fix. */
export function checkDeviceInput(input: DeviceInput) {
  const serial = input.serialNumber.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(serial)) throw new AppError('VALIDATION_FAILED', deviceMessages.serial);
  const startingCode = input.startingCode.replace(/\s/g, '');
  if (!/^\d{1,9}$/.test(startingCode)) throw new AppError('VALIDATION_FAILED', deviceMessages.startingCode);
  const key = input.secretKey.replace(/[\s-]/g, '').toLowerCase();
  if (key.length !== 32) throw new AppError('VALIDATION_FAILED', deviceMessages.keyLength(key.length));
  if (!/^[0-9a-f]{32}$/.test(key)) throw new AppError('VALIDATION_FAILED', deviceMessages.keyDigits);
  return { serial, startingCode: Number(startingCode), key };
}

/** A secret shown again only by its last four characters. */
export const masked = (last4: string, length: number) => `${'•'.repeat(Math.max(0, length - 4))}${last4}`;
