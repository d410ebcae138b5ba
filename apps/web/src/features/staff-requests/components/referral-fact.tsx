import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useCustomerReferral, useUpdateCustomerReferral } from '../api/customer-referral.ts';

/**
 * "Referred by" in the request's Customer facts (issue 20): the sales agent who referred the customer, and, until the
 * customer's first payment is credited, "Change" to correct it (an agent's phone number) or remove it. Audited on the
 * server; after the first payment it is fixed and the page says so.
 */
export function ReferralFact({ quoteRequestId }: { quoteRequestId: number }) {
  const referral = useCustomerReferral(quoteRequestId);
  const update = useUpdateCustomerReferral(quoteRequestId);
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState('');
  if (!referral.data) return <span className="text-ink-600">{referral.isError ? 'Not available' : '…'}</span>;
  const { referredBy, fixed, customerId } = referral.data;
  const save = (referralCode: string | null) =>
    update.mutate({ customerId, referralCode }, { onSuccess: () => setEditing(false) });
  return (
    <span className="flex flex-col items-start gap-1">
      <span>
        {referredBy
          ? `${referredBy.name} (${referredBy.phoneNumber})${referredBy.isCustomer ? ', a customer' : ''}`
          : 'Nobody'}
      </span>
      {fixed ? (
        <span className="text-xs text-ink-600">Fixed: the first payment is in.</span>
      ) : (
        <button
          type="button"
          onClick={() => {
            setCode(referredBy?.phoneNumber ?? '');
            update.reset();
            setEditing(true);
          }}
          className="-mx-3 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Change
        </button>
      )}
      <Modal open={editing} onClose={() => !update.isPending && setEditing(false)} title="Who referred this customer?">
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save(code.trim() === '' ? null : code.trim());
          }}
        >
          <TextField
            label="Sales agent's phone number"
            hint="Their referral code. Leave it empty to remove the referral."
            type="tel"
            inputMode="tel"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (update.isError) update.reset();
            }}
          />
          {update.isError && <Alert tone="error">{update.error.message}</Alert>}
          <Button type="submit" block state={requestStatusOf(update.status)} loadingLabel="Saving">
            Save
          </Button>
        </form>
      </Modal>
    </span>
  );
}
