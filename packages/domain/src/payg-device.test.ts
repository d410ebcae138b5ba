/** Issue 23: the PAYG device as entered from its label (docs/tokens.md "The device at installation"). */
import { describe, expect, it } from 'vitest';
import { deviceFieldErrors, normalisedDevice } from './payg-device.ts';

describe('normalisedDevice', () => {
  it('keeps the serial in upper case as the label prints it, the key in lower case, spaces dropped', () => {
    const input = { serialNumber: ' iml-2026-000107 ', startingCode: '123 456 789', secretKey: 'A29AB82E DC5FBBC4 ' };
    expect(normalisedDevice(input)).toEqual({
      serial: 'IML-2026-000107',
      startingCode: '123456789',
      key: 'a29ab82edc5fbbc4',
    });
    expect(deviceFieldErrors({ ...input, secretKey: 'a29ab82edc5fbbc41ec9530f6dac86b1' })).toEqual({});
  });
});
