import { useState } from 'react';
import { deviceFieldErrors, type PaygDeviceInput } from '@imole/domain';
import type { RequestStatus } from '../../lib/request-status.ts';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

export type { PaygDeviceInput } from '@imole/domain';
/** The same sentences as the server's (packages/domain payg-device.ts). */
export { deviceMessages as deviceFieldMessages, deviceFieldErrors } from '@imole/domain';

type Field = keyof PaygDeviceInput;

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
        // Only the typed key is monospace (its 0/O and 1/l told apart); the label, hint and error read like any field's.
        style={{ fontFamily: 'var(--font-mono)' }}
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
