import { bankProspectError, type BankClientUserInput } from '@imole/domain/bank-prospect';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useCreateBankClientUser } from '../api/create-bank-client-user.ts';
import type { FinancialInstitution } from '../api/get-financial-institutions.ts';

type Field = keyof BankClientUserInput;

interface DetailsModalProps {
  open: boolean;
  bank: FinancialInstitution;
  /** The package chosen, named at the top. */
  packageName: string;
  initial: { email: string; firstname: string; lastname: string; phoneNumber: string };
  onClose(): void;
  /** The code is on its way to `email`. */
  onSent(details: DetailsModalProps['initial']): void;
}

/**
 * "Get Quote" on a package (customer spec §2 "Bank quote page"): e-mail, first name, last name, phone number and the
 * bank, read-only from the link. The first failing rule is shown under its field, in the spec's order (§5).
 */
export function DetailsModal({ open, bank, packageName, initial, onClose, onSent }: DetailsModalProps) {
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const body = useRef<HTMLFormElement>(null);
  const send = useCreateBankClientUser();
  const input = { ...form, bank: bank.id, bankName: bank.name };
  const error = tried ? bankProspectError(input) : null;
  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);
  const set = (changes: Partial<typeof form>) => {
    send.reset();
    setForm((f) => ({ ...f, ...changes }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const first = bankProspectError(input);
    if (first) {
      body.current?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    send.mutate(input, { onSuccess: () => onSent(form) });
  };

  return (
    <Modal open={open} onClose={onClose} title="Your details">
      <form ref={body} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-base text-ink-700">
          For <span className="font-semibold text-ink-900">{packageName}</span>, financed by {bank.name}. We will e-mail
          you a code to confirm it is you.
        </p>
        <TextField
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
          error={errorOf('email')}
        />
        <TextField
          name="firstname"
          label="First name"
          autoComplete="given-name"
          value={form.firstname}
          onChange={(e) => set({ firstname: e.target.value })}
          error={errorOf('firstname')}
        />
        <TextField
          name="lastname"
          label="Last name"
          autoComplete="family-name"
          value={form.lastname}
          onChange={(e) => set({ lastname: e.target.value })}
          error={errorOf('lastname')}
        />
        <TextField
          name="phoneNumber"
          label="Phone number"
          hint="e.g. 0803 123 4567"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.phoneNumber}
          onChange={(e) => set({ phoneNumber: e.target.value })}
          error={errorOf('phoneNumber')}
        />
        <TextField
          name="bank"
          label="Bank"
          hint="From your bank's link"
          readOnly
          value={bank.name}
          error={errorOf('bank') ?? errorOf('bankName')}
        />
        {send.isError && (
          <Alert tone="error" onDismiss={() => send.reset()}>
            {send.error.message}
          </Alert>
        )}
        <Button type="submit" block state={requestStatusOf(send.status)} loadingLabel="Sending your code">
          Send me a code
        </Button>
      </form>
    </Modal>
  );
}
