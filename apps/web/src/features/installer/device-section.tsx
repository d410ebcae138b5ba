import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PaygDeviceForm } from '../../components/ui/payg-device-form.tsx';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useEditableDevices, useInstallerDevice, useSaveDevice } from './api/device.ts';

/**
 * The "PAYG device" button of a job marked done: offered only while the engineer may still enter or correct the device
 * (a financed system, no token issued yet: Device/GetMyEditable, one request for the board), not on every completed job.
 */
export function DeviceButton({ quoteId, name, onOpen }: { quoteId: number; name: string; onOpen(): void }) {
  const editable = useEditableDevices();
  if (!editable.data?.has(quoteId)) return null;
  return (
    <Button variant="secondary" block onClick={onOpen} aria-label={`PAYG device: ${name}`}>
      PAYG device
    </Button>
  );
}

/**
 * The PAYG device of a financed system, entered by the engineer at installation (docs/tokens.md): its serial number,
 * starting code and secret key from the label. Once saved only the last four of the key show; the engineer may
 * correct it until the customer's first repayment issues a token, then support replaces it.
 */
export function DeviceSection({ quoteId, standalone = false }: { quoteId: number; standalone?: boolean }) {
  const device = useInstallerDevice(quoteId);
  const save = useSaveDevice(quoteId);
  const [editing, setEditing] = useState(false);
  if (device.isPending || device.isError) return null;
  if (!device.data.financed)
    return standalone ? (
      <p className="text-sm text-ink-700">This system was paid in full: it carries no PAYG device.</p>
    ) : null;
  const saved = device.data.device;
  return (
    <section
      aria-labelledby={`device-${quoteId}`}
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4"
    >
      <h3 id={`device-${quoteId}`} className="font-semibold">
        PAYG device
      </h3>
      {save.isError && (
        <Alert tone="error" onDismiss={() => save.reset()}>
          {save.error.message}
        </Alert>
      )}
      {saved && !editing ? (
        <div className="flex flex-col gap-2" data-testid="saved-device">
          <p className="text-sm text-ink-800">
            Serial <span className="font-mono font-semibold">{saved.serialNumber}</span> · key{' '}
            <span className="font-mono">{saved.secretKey.slice(-8)}</span>
          </p>
          {saved.tokens.length === 0 ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Correct the device
            </Button>
          ) : (
            <p className="text-sm text-ink-700">Tokens have been issued for it: support can replace it if needed.</p>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-700">
            This system is on instalments: enter the device from its label before you leave. Each repayment then gives
            the customer a token for its keypad.
          </p>
          <PaygDeviceForm
            state={requestStatusOf(save.status)}
            onSubmit={(value) => save.mutate(value, { onSuccess: () => setEditing(false) })}
          />
        </>
      )}
    </section>
  );
}
