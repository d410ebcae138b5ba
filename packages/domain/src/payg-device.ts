/**
 * What the engineer copies from a PAYG device's label (docs/tokens.md "The device at installation"): one set of rules
 * and sentences for the page and the server.
 */
export interface PaygDeviceInput {
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

/**
 * The device as kept: the serial in upper case as its label prints it (so the customer reads what the label says),
 * spaces dropped from the code and key, the key in lower case.
 */
export function normalisedDevice(input: PaygDeviceInput) {
  return {
    serial: input.serialNumber.trim().toUpperCase(),
    startingCode: input.startingCode.replace(/\s/g, ''),
    key: input.secretKey.replace(/[\s-]/g, '').toLowerCase(),
  };
}

/** The first problem of each field, in words a person can act on; none when the device can be kept. */
export function deviceFieldErrors(input: PaygDeviceInput): Partial<Record<keyof PaygDeviceInput, string>> {
  const { serial, startingCode, key } = normalisedDevice(input);
  const errors: Partial<Record<keyof PaygDeviceInput, string>> = {};
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(serial)) errors.serialNumber = deviceMessages.serial;
  if (!/^\d{1,9}$/.test(startingCode)) errors.startingCode = deviceMessages.startingCode;
  if (key.length !== 32) errors.secretKey = deviceMessages.keyLength(key.length);
  else if (!/^[0-9a-f]{32}$/.test(key)) errors.secretKey = deviceMessages.keyDigits;
  return errors;
}
