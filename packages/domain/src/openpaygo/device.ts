/**
 * A PAYG device as the reference's device simulator models it (EnAccess/OpenPAYGO-python,
 * test/simulators/device_simulator.py; MIT): it keeps its count and used counts, decodes each token entered and
 * adds or sets its days of use, or unlocks for good. Time is counted in whole days left (no clock), so tests can
 * check what a sequence of tokens does. See docs/tokens.md "The algorithm".
 */
import { decodeToken, type DecodedToken } from './decode.ts';
import { COUNTER_SYNC_VALUE, MAX_ACTIVATION_VALUE, type OpenPaygoKey, PAYG_DISABLE_VALUE } from './shared.ts';

export interface PaygDevice {
  key: OpenPaygoKey;
  startingCode: number;
  restrictedDigitSet: boolean;
  /** The highest count the device has accepted (its setup count at first). */
  count: number;
  usedCounts: number[];
  /** Days of use left; negative: the device has been locked for that many days. */
  daysLeft: number;
  /** false once a disable-PAYG token unlocked it for good (a set-time token re-locks it). */
  paygEnabled: boolean;
}

export function newPaygDevice(key: OpenPaygoKey, startingCode: number, count = 1, restrictedDigitSet = false) {
  const device: PaygDevice = {
    key,
    startingCode,
    restrictedDigitSet,
    count,
    usedCounts: [],
    daysLeft: 0,
    paygEnabled: true,
  };
  return device;
}

/** The device `days` days later (its days of use run down). */
export function afterDays(device: PaygDevice, days: number): PaygDevice {
  return { ...device, daysLeft: device.daysLeft - days };
}

export interface TokenEntry {
  device: PaygDevice;
  result: DecodedToken;
}

function applyValue(device: PaygDevice, value: number, type: DecodedToken['type'], extended: boolean): PaygDevice {
  const isTime = extended
    ? value !== PAYG_DISABLE_VALUE && value !== COUNTER_SYNC_VALUE
    : value <= MAX_ACTIVATION_VALUE;
  if (isTime) {
    const paygEnabled = device.paygEnabled || type === 'set';
    if (!paygEnabled) return device;
    const daysLeft = type === 'set' ? value : Math.max(device.daysLeft, 0) + value;
    return { ...device, paygEnabled, daysLeft };
  }
  if (value === PAYG_DISABLE_VALUE) return { ...device, paygEnabled: false };
  return device; // Counter sync: the count has moved already.
}

/** Enters a token on the device: refused tokens leave it as it was. */
export function enterToken(device: PaygDevice, token: string): TokenEntry {
  const result = decodeToken({
    key: device.key,
    startingCode: device.startingCode,
    token,
    lastCount: device.count,
    usedCounts: device.usedCounts,
    restrictedDigitSet: device.restrictedDigitSet,
  });
  if (result.value === null || result.count === null) return { device, result };
  const count = result.count > device.count || result.value === COUNTER_SYNC_VALUE ? result.count : device.count;
  const counted = { ...device, count, usedCounts: result.usedCounts };
  return { device: applyValue(counted, result.value, result.type, result.extended), result };
}
