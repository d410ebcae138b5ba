import { AppError, deviceFieldErrors, normalisedDevice, type PaygDeviceInput } from '@imole/domain';

export { deviceMessages } from '@imole/domain';
export type DeviceInput = PaygDeviceInput;

/** The device as entered, checked and normalised (spaces dropped, the key in lower case), or a 400 saying what to fix. */
export function checkDeviceInput(input: DeviceInput) {
  const errors = deviceFieldErrors(input);
  const first = errors.serialNumber ?? errors.startingCode ?? errors.secretKey;
  if (first) throw new AppError('VALIDATION_FAILED', first);
  const { serial, startingCode, key } = normalisedDevice(input);
  return { serial, startingCode: Number(startingCode), key };
}

/** A secret shown again only by its last four characters. */
export const masked = (last4: string, length: number) => `${'•'.repeat(Math.max(0, length - 4))}${last4}`;
