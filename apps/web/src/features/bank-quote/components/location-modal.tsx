import { buildingTypeLabels, personalError, quoteMessages } from '@imole/domain/quote-request';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AddressField } from '../../../components/address/address-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLgas } from '../../../lib/locations/get-lgas.ts';
import { useStates } from '../../../lib/locations/get-states.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useCreateFinancialInstitutionQuote, type CreatedRequest } from '../api/create-financial-institution-quote.ts';

type Field = 'state' | 'city' | 'address' | 'landmark' | 'buildingType';

const fieldOf: Record<string, Field> = {
  [quoteMessages.state]: 'state',
  [quoteMessages.city]: 'city',
  [quoteMessages.address]: 'address',
  [quoteMessages.fullAddress]: 'address',
  [quoteMessages.landmark]: 'landmark',
  [quoteMessages.buildingType]: 'buildingType',
};

interface LocationModalProps {
  open: boolean;
  token: string;
  productId: number;
  isLithium: boolean;
  financialInstitutionId: number;
  onCreated(request: CreatedRequest): void;
  /** The person already has an open request (the new-quote rule): their dashboard shows it. */
  onToDashboard(): void;
}

/**
 * After the code (ours: contract call 4): where the system goes, with the wizard's rules for state, area (LGA),
 * address, landmark and building type in the same order and words (customer spec §5 "Personal step"); the employer
 * is "Others" for a bank's customer, so it is not asked. Staff cannot price or install without the location.
 */
export function LocationModal(props: LocationModalProps) {
  const baseId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [place, setPlace] = useState({
    stateId: null as number | null,
    lgaId: null as number | null,
    address: '',
    landmark: '',
    buildingType: null as number | null,
  });
  const [tried, setTried] = useState(false);
  const states = useStates();
  const lgas = useLgas(place.stateId);
  const create = useCreateFinancialInstitutionQuote();
  const rules = {
    state: place.stateId === null ? '' : String(place.stateId),
    city: place.lgaId,
    address: place.address,
    landmark: place.landmark,
    buildingType: place.buildingType,
    employerId: 1,
    employerName: 'Others',
  };
  const error = tried ? personalError(rules) : null;
  const errorOf = (field: Field) => (error && fieldOf[error] === field ? error : undefined);
  const set = (changes: Partial<typeof place>) => {
    create.reset();
    setPlace((p) => ({ ...p, ...changes }));
  };
  const openRequest = isApiError(create.error) && create.error.httpStatus === 409;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const first = personalError(rules);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${fieldOf[first]}"]`)?.focus();
      return;
    }
    const { token, productId, isLithium, financialInstitutionId } = props;
    create.mutate(
      { token, productId, isLithium, financialInstitutionId, ...place },
      { onSuccess: (answer) => props.onCreated(answer.data) },
    );
  };

  return (
    <Modal open={props.open} onClose={() => undefined} title="Where should we install your system?" persistent>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-base text-ink-700">
          Your code is confirmed. Our engineers price and install your system at this address.
        </p>
        {states.isError && <Alert tone="error">{states.error.message}</Alert>}
        <SelectField
          data-field="state"
          label="State"
          placeholder={states.isPending ? 'Loading states…' : 'Select your state'}
          options={(states.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
          value={place.stateId ?? ''}
          onChange={(e) => set({ stateId: e.target.value ? Number(e.target.value) : null, lgaId: null })}
          error={errorOf('state')}
          autoComplete="address-level1"
        />
        {lgas.isError && <Alert tone="error">{lgas.error.message}</Alert>}
        <SelectField
          data-field="city"
          label="Area (LGA)"
          placeholder={
            place.stateId === null ? 'Select your state first' : lgas.isPending ? 'Loading areas…' : 'Select your area'
          }
          options={(lgas.data ?? []).map((l) => ({ value: l.id, label: l.title }))}
          value={place.lgaId ?? ''}
          disabled={place.stateId === null}
          onChange={(e) => set({ lgaId: e.target.value ? Number(e.target.value) : null })}
          error={errorOf('city')}
        />
        {/* Suggestions limited to Nigeria (Location/SearchAddress), with the prospect's session not yet kept. */}
        <AddressField
          data-field="address"
          label="Full address"
          hint="House number, street and area, e.g. 12 Adeola Odeku Street, Victoria Island"
          value={place.address}
          onChange={(address) => set({ address })}
          onChoose={(suggestion) =>
            set({
              address: suggestion.address,
              ...(suggestion.stateId !== null ? { stateId: suggestion.stateId, lgaId: suggestion.lgaId } : {}),
            })
          }
          stateId={place.stateId}
          error={errorOf('address')}
          token={props.token}
        />
        <TextField
          data-field="landmark"
          label="Nearest landmark"
          hint="Something our engineers can find, e.g. opposite Mega Plaza"
          value={place.landmark}
          onChange={(e) => set({ landmark: e.target.value })}
          error={errorOf('landmark')}
        />
        <fieldset aria-invalid={Boolean(errorOf('buildingType')) || undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">Type of building</legend>
          <div className="flex flex-col gap-2">
            {buildingTypeLabels.map((label, value) => (
              <label
                key={label}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 px-4 has-checked:border-ink-900 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${baseId}-building`}
                  data-field={value === 0 ? 'buildingType' : undefined}
                  checked={place.buildingType === value}
                  onChange={() => set({ buildingType: value })}
                  className="size-5 accent-brand-600"
                />
                <span className="text-base">{label}</span>
              </label>
            ))}
          </div>
          {errorOf('buildingType') && (
            <p role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
              {errorOf('buildingType')}
            </p>
          )}
        </fieldset>
        {create.isError && (
          <Alert tone="error" onDismiss={openRequest ? undefined : () => create.reset()}>
            {create.error.message}
          </Alert>
        )}
        {openRequest ? (
          <Button block onClick={props.onToDashboard}>
            Go to my dashboard
          </Button>
        ) : (
          <Button type="submit" block state={requestStatusOf(create.status)} loadingLabel="Sending your request">
            Send my quote request
          </Button>
        )}
      </form>
    </Modal>
  );
}
