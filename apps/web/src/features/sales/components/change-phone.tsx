import { normalizeNigerianPhone } from '@imole/domain/accounts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useChangeAgentPhone } from '../api/sales-api.ts';

/**
 * "Change phone number" on /sales-team (admins; docs/sales.md "Changing an agent's phone"): an agent's phone is their
 * referral code, so they cannot change it themselves. The new number is read back for a yes, with what it means.
 */
export function ChangePhone(props: {
  agentId: number;
  name: string;
  phoneNumber: string;
  onChanged(text: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeAgentPhone();
  const close = () => {
    if (change.isPending) return;
    setOpen(false);
    setAsking(null);
    setError(null);
    setText('');
  };
  return (
    <>
      <Button variant="ghost" block onClick={() => setOpen(true)}>
        Change phone number
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={asking ? `Change ${props.name}'s phone to ${asking}?` : 'Change phone number'}
      >
        {asking ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-ink-700">
              {asking} becomes {props.name}&rsquo;s referral code at once; {props.phoneNumber} stops referring anyone.
              Customers they already referred stay theirs. Tell {props.name} their new code.
            </p>
            {error && <Alert tone="error">{error}</Alert>}
            <Button
              block
              state={requestStatusOf(change.status)}
              loadingLabel="Changing"
              onClick={() =>
                change.mutate(
                  { agentId: props.agentId, phoneNumber: asking },
                  {
                    onSuccess: () => {
                      close();
                      props.onChanged(`${props.name}'s phone number and referral code are now ${asking}.`);
                    },
                    onError: (e) => setError(e.message),
                  },
                )
              }
            >
              Yes, change it
            </Button>
            <Button variant="secondary" block disabled={change.isPending} onClick={() => setAsking(null)}>
              Back
            </Button>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const phone = normalizeNigerianPhone(text);
              if (!phone) return setError('Enter a Nigerian mobile number, e.g. 0803 123 4567');
              if (phone === props.phoneNumber) return setError('That is already their phone number.');
              setError(null);
              setAsking(phone);
            }}
          >
            <p className="text-sm text-ink-700">
              {props.name}&rsquo;s phone number, {props.phoneNumber}, is their referral code. Change it only when their
              number has changed.
            </p>
            <TextField
              label="New phone number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {error && <Alert tone="error">{error}</Alert>}
            <Button type="submit" block>
              Continue
            </Button>
          </form>
        )}
      </Modal>
    </>
  );
}
