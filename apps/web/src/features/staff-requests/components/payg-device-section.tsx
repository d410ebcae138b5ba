import { formatNaira } from '@imole/domain/format';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PaygDeviceForm } from '../../../components/ui/payg-device-form.tsx';
import { groupToken } from '../../../components/ui/payg-token.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { formatDay } from '../../../lib/staff-dates.ts';
import {
  useReissueToken,
  useSaveStaffDevice,
  useStaffDevice,
  type StaffDevice,
  type StaffDeviceToken,
} from '../api/device.ts';
import { Fact, Facts, Section } from './facts.tsx';

/**
 * "PAYG device" on a financed request (docs/tokens.md): the device the engineer entered (its key and starting code
 * only by their last four), every token issued, and for support and admins: re-issue the current token, replace the
 * device. An engineer sees it and may enter the device, never re-issue.
 */
export function PaygDeviceSection({ quoteId, staff }: { quoteId: number; staff: boolean }) {
  const device = useStaffDevice(quoteId);
  if (device.isPending || device.isError || !device.data.financed) return null;
  return (
    <Section title="PAYG device">
      {device.data.device ? (
        <SavedDevice quoteId={quoteId} device={device.data.device} staff={staff} repaid={device.data.repaid} />
      ) : (
        <EnterDevice quoteId={quoteId} intro="No device entered yet: the engineer enters it at installation." />
      )}
    </Section>
  );
}

function EnterDevice({
  quoteId,
  intro,
  replace = false,
  onSaved,
  onCancel,
}: {
  quoteId: number;
  intro: string;
  replace?: boolean;
  onSaved?: (serial: string) => void;
  onCancel?: () => void;
}) {
  const save = useSaveStaffDevice(quoteId);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-700">{intro}</p>
      {save.isError && (
        <Alert tone="error" onDismiss={() => save.reset()}>
          {save.error.message}
        </Alert>
      )}
      <PaygDeviceForm
        state={requestStatusOf(save.status)}
        submitLabel={replace ? 'Replace device' : 'Save device'}
        onSubmit={(value) => save.mutate(value, { onSuccess: () => onSaved?.(value.serialNumber) })}
      />
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

function SavedDevice({
  quoteId,
  device,
  staff,
  repaid,
}: {
  quoteId: number;
  device: StaffDevice;
  staff: boolean;
  repaid: boolean;
}) {
  const [replacing, setReplacing] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const latest = device.tokens[0];
  return (
    <div className="flex flex-col gap-3">
      {replaced && (
        <Alert tone="success" onDismiss={() => setReplaced(false)}>
          Device replaced: the new device is saved and its secret key kept sealed. Re-issue the current token so the
          customer can key it into the new device.
        </Alert>
      )}
      <Facts>
        <Fact label="Serial">{device.serialNumber}</Fact>
        <Fact label="Starting code">
          <span className="font-mono">{device.startingCode}</span>
        </Fact>
        <Fact label="Secret key">
          {/* Only its last four are ever answered again (docs/tokens.md "Security of the key"). */}
          <span className="font-mono">•••• {device.secretKey.slice(-4)}</span>
        </Fact>
        <Fact label="Entered by">{device.enteredBy ?? '—'}</Fact>
      </Facts>
      <TokenList device={device} repaid={repaid} />
      {staff && latest && <Reissue quoteId={quoteId} days={latest.days} />}
      {staff &&
        (replacing ? (
          <EnterDevice
            quoteId={quoteId}
            replace
            onSaved={() => {
              // The form closes and forgets what was typed: the key is never shown again.
              setReplacing(false);
              setReplaced(true);
            }}
            onCancel={() => setReplacing(false)}
            intro="A new device starts its count again: after replacing it, re-issue the current token for the customer."
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setReplaced(false);
              setReplacing(true);
            }}
          >
            Replace device
          </Button>
        ))}
    </div>
  );
}

function TokenList({ device, repaid }: { device: StaffDevice; repaid: boolean }) {
  if (device.tokens.length === 0)
    return (
      <p className="text-sm text-ink-700">
        {repaid
          ? 'No token yet: the first comes with the customer’s next repayment (repayments made before the device was entered bought none).'
          : 'No token yet: the first comes with the customer’s first repayment.'}
      </p>
    );
  return (
    <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 px-3" data-testid="tokens">
      {device.tokens.map((t) => (
        <li
          key={t.id}
          className={`flex flex-col gap-0.5 py-2 text-sm ${t.forPreviousDevice ? 'text-ink-600' : ''}`}
          data-testid="token-row"
        >
          {t.forPreviousDevice && (
            <p className="font-semibold">For the previous device: the current one does not take it</p>
          )}
          {/* The digits never wrap (they are keyed in threes); a long label goes under them instead. */}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-mono text-base font-semibold tracking-wider whitespace-nowrap">{groupToken(t.token)}</p>
            <p className="font-medium">{tokenWhat(t)}</p>
          </div>
          <p className="text-ink-600">{tokenWhen(t)}</p>
        </li>
      ))}
    </ul>
  );
}

const daysText = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** What the token does, in plain words: "Adds 32 days", "Unlocks for good", or a re-issued copy of either. */
function tokenWhat(t: Pick<StaffDeviceToken, 'kind' | 'days'>): string {
  const does = t.days === null ? 'Unlocks for good' : `Adds ${daysText(t.days)}`;
  return t.kind === 'reissue' ? `Copy of the latest token: ${does.toLowerCase()}` : does;
}

/** When and why it was issued: after which payment (amount and reference), or re-issued by whom. */
function tokenWhen(t: StaffDeviceToken): string {
  const day = formatDay(t.createdAt);
  if (t.kind === 'reissue') return `Re-issued ${day}${t.issuedBy ? ` by ${t.issuedBy}` : ''}`;
  const amount = t.paymentAmount === null ? '' : `${formatNaira(t.paymentAmount).replace(/\.00$/, '')} `;
  const after =
    t.kind === 'disable' ? `after the ${amount}payment that paid the loan off` : `after the ${amount}repayment`;
  return `Issued ${day}, ${after}${t.paymentReference ? ` (ref ${t.paymentReference})` : ''}`;
}

/** Re-issue asks first: if the customer also keys in the old token, the device counts its days twice. */
function Reissue({ quoteId, days }: { quoteId: number; days: number | null }) {
  const reissue = useReissueToken(quoteId);
  const [asking, setAsking] = useState(false);
  const what = days === null ? 'the unlock-for-good token' : `${days} day${days === 1 ? '' : 's'}`;
  useEffect(() => {
    if (!asking) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAsking(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [asking]);
  return (
    <div className="flex flex-col gap-2">
      {reissue.isSuccess && <Alert tone="success">{reissue.data.message}</Alert>}
      {reissue.isError && (
        <Alert tone="error" onDismiss={() => reissue.reset()}>
          {reissue.error.message}
        </Alert>
      )}
      {asking ? (
        <div className="flex flex-col gap-2 rounded-xl bg-ink-50 p-3">
          <p className="text-sm text-ink-800">
            This gives {what} again as a new token, sent to the customer. Re-issue only if the customer never keyed in
            the last token (lost, or the device was replaced): a device that takes both counts the days twice.
          </p>
          <Button
            state={requestStatusOf(reissue.status)}
            loadingLabel="Re-issuing"
            onClick={() => reissue.mutate(undefined, { onSettled: () => setAsking(false) })}
          >
            Yes, re-issue the token
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Re-issue current token
        </Button>
      )}
    </div>
  );
}
