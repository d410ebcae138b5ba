import { useState } from 'react';
import type { RequestStatus } from '../../lib/request-status.ts';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

/** What the engineer copies from the PAYG device's label (docs/tokens.md "The device at installation"). */
export interface PaygDeviceInput {
  serialNumber: string;
  startingCode: string;
  secretKey: string;
}

/** The same sentences as the server's (apps/api/src/modules/devices/device-input.ts). */
export const deviceFieldMessages = {
  serial: 'Enter the serial number printed on the device: letters, digits and dashes, up to 64 characters.',
  startingCode: 'Enter the starting code from the device’s label: digits only, up to 9 of them.',
  keyLength: (n: number) =>
    `The secret key is 32 characters long (you entered ${n}). Copy it again from the device’s label or the supplier’s sheet.`,
  keyDigits:
    'The secret key holds only the digits 0–9 and the letters a–f. Check for the letter O typed for a zero, or l for a one.',
} as const;

type Field = keyof PaygDeviceInput;

/** The first problem of each field, as the server would say it; spaces in the code and key are fine. */
export function deviceFieldErrors(input: PaygDeviceInput): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(input.serialNumber.trim()))
    errors.serialNumber = deviceFieldMessages.serial;
  if (!/^\d{1,9}$/.test(input.startingCode.replace(/\s/g, ''))) errors.startingCode = deviceFieldMessages.startingCode;
  const key = input.secretKey.replace(/[\s-]/g, '');
  if (key.length !== 32) errors.secretKey = deviceFieldMessages.keyLength(key.length);
  else if (!/^[0-9a-fA-F]{32}$/.test(key)) errors.secretKey = deviceFieldMessages.keyDigits;
  return errors;
}

/**
 * The PAYG device's serial number, starting code and secret key, as on its label. The key is typed once and never
 * shown again: the page shows its last four characters after saving.
 */
export function PaygDeviceForm({
  state,
  onSubmit,
  submitLabel = 'Save device',
}: {
  state: RequestStatus;
  onSubmit(value: PaygDeviceInput): void;
  submitLabel?: string;
}) {
  const [value, setValue] = useState<PaygDeviceInput>({ serialNumber: '', startingCode: '', secretKey: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [field]: event.target.value }));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label="PAYG device"
      onSubmit={(event) => {
        event.preventDefault();
        const found = deviceFieldErrors(value);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(value);
      }}
    >
      <TextField
        label="Serial number"
        autoComplete="off"
        value={value.serialNumber}
        onChange={set('serialNumber')}
        error={errors.serialNumber}
      />
      <TextField
        label="Starting code"
        inputMode="numeric"
        autoComplete="off"
        value={value.startingCode}
        onChange={set('startingCode')}
        error={errors.startingCode}
      />
      <TextField
        label="Secret key"
        hint="32 characters (0–9, a–f), from the device’s label"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="font-mono"
        value={value.secretKey}
        onChange={set('secretKey')}
        error={errors.secretKey}
      />
      <Button type="submit" block variant="secondary" state={state} loadingLabel="Saving">
        {submitLabel}
      </Button>
    </form>
  );
}
