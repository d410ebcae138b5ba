import { useEffect, useState } from 'react';
import type { CustomerContact } from '../wizard-state.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

export type CustomerField = keyof CustomerContact;
/** The first failing rule of the customer's contact, with its field; null when all is well. */
export type CustomerCheck = (customer: CustomerContact) => { field: CustomerField; message: string } | null;

let loadedCheck: CustomerCheck | null = null;

/**
 * The check of the customer's contact by the API's own schema (so the agent reads the same sentence in both places).
 * The schema library comes with it, on demand: only agents are asked for a customer, and a customer opening the
 * wizard does not download it (issue 24; docs/performance.md).
 */
export async function loadCustomerCheck(): Promise<CustomerCheck> {
  if (loadedCheck) return loadedCheck;
  const { customerContactSchema } = await import('@imole/domain/accounts');
  loadedCheck = (customer) => {
    const result = customerContactSchema.safeParse(customer);
    if (result.success) return null;
    const order: CustomerField[] = ['firstname', 'lastname', 'email', 'phoneNumber'];
    const issues = result.error.issues;
    for (const field of order) {
      const issue = issues.find((i) => i.path[0] === field);
      if (issue) return { field, message: issue.message };
    }
    return null;
  };
  return loadedCheck;
}

/** The check once it has loaded (it starts loading when `needed`); null before. */
export function useCustomerCheck(needed: boolean): CustomerCheck | null {
  const [check, setCheck] = useState<CustomerCheck | null>(() => loadedCheck);
  useEffect(() => {
    if (!needed || check) return;
    let live = true;
    loadCustomerCheck().then(
      (loaded) => {
        if (live) setCheck(() => loaded);
      },
      // Offline or a deploy since the page loaded: Continue tries again, and the API checks the same rules.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, check]);
  return check;
}

interface CustomerFieldsProps {
  customer: CustomerContact;
  onChange(changes: Partial<CustomerContact>): void;
  /** The first failing rule, shown under its field. */
  error: { field: CustomerField; message: string } | null;
  /** Edit mode: the request is the customer's already; their contact is shown, not asked. */
  readOnly: boolean;
}

/**
 * The customer a sales agent asks for a quote for (issue 20, staff spec §2 "Agent and coordinator quote creation"):
 * at the top of the customer information step, labelled as the customer's.
 */
export function CustomerFields({ customer, onChange, error, readOnly }: CustomerFieldsProps) {
  const errorOf = (field: CustomerField) => (error?.field === field ? error.message : undefined);
  if (readOnly) {
    return (
      <section aria-label="The customer" className="rounded-2xl bg-ink-50 px-4 py-3 text-sm">
        <p className="font-semibold text-ink-900">
          For {customer.firstname} {customer.lastname}
        </p>
        <p className="text-ink-700">{[customer.email, customer.phoneNumber].filter(Boolean).join(' · ')}</p>
      </section>
    );
  }
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-ink-200 p-4">
      <legend className="px-1 text-base font-semibold text-ink-900">The customer</legend>
      <p className="-mt-2 text-sm text-ink-700">
        We make their Imole account and e-mail them a code to set a password, or find the account they have.
      </p>
      <TextField
        data-field="firstname"
        label="Customer's first name"
        autoComplete="off"
        value={customer.firstname}
        onChange={(event) => onChange({ firstname: event.target.value })}
        error={errorOf('firstname')}
      />
      <TextField
        data-field="lastname"
        label="Customer's last name"
        autoComplete="off"
        value={customer.lastname}
        onChange={(event) => onChange({ lastname: event.target.value })}
        error={errorOf('lastname')}
      />
      <TextField
        data-field="email"
        label="Customer's email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={customer.email}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errorOf('email')}
      />
      <TextField
        data-field="phoneNumber"
        label="Customer's phone number"
        hint="e.g. 0803 123 4567"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={customer.phoneNumber}
        onChange={(event) => onChange({ phoneNumber: event.target.value })}
        error={errorOf('phoneNumber')}
      />
    </fieldset>
  );
}
