import { buildingTypeLabels, isOthersEmployer, personalError, quoteMessages } from '@imole/domain/quote-request';
import { useId, useRef, useState } from 'react';
import { AddressField, type AddressSuggestion } from '../../../components/address/address-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { RequestStatus, requestStatusOf } from '../../../lib/request-status.ts';
import { useLgas } from '../requests/get-lgas.ts';
import { useStates } from '../requests/get-states.ts';
import { useSendCompanyCode } from '../requests/send-company-code.ts';
import {
  CustomerFields,
  loadCustomerCheck,
  useCustomerCheck,
  type CustomerCheck,
} from '../components/customer-fields.tsx';
import { EmployerModal } from '../components/employer-modal.tsx';
import { StepShell } from '../components/step-shell.tsx';
import { emptyCustomer, needsEmailCode } from '../wizard-state.ts';
import { say, words } from '../words.ts';
import type { StepProps } from './step-props.ts';

type Field = 'state' | 'city' | 'address' | 'landmark' | 'buildingType' | 'employer' | 'workEmail';

/** Which field a message of personalError is about, to mark it and move focus there. */
const fieldOf: Record<string, Field> = {
  [quoteMessages.state]: 'state',
  [quoteMessages.city]: 'city',
  [quoteMessages.address]: 'address',
  [quoteMessages.fullAddress]: 'address',
  [quoteMessages.landmark]: 'landmark',
  [quoteMessages.buildingType]: 'buildingType',
  [quoteMessages.employer]: 'employer',
  [quoteMessages.workEmail]: 'workEmail',
};

/** A chosen address suggestion fills the address, and the state and area when it knows them. */
function fromSuggestion(suggestion: AddressSuggestion) {
  if (!suggestion.state) return { address: suggestion.address };
  return {
    address: suggestion.address,
    state: suggestion.state,
    city: suggestion.lgaId,
    cityName: suggestion.lga ?? '',
  };
}

/**
 * Personal information (customer spec §2): state, LGA, full address, landmark, building type, employer and work
 * e-mail. Continue shows the first failing rule under the form; with a work e-mail its employer validates, a code is
 * sent first (customer spec §4 "Work e-mail").
 */
export function PersonalStep({ state, dispatch, onNext, focusTitle }: StepProps) {
  const { personal } = state;
  const baseId = useId();
  const form = useRef<HTMLDivElement>(null);
  const states = useStates();
  const stateId = states.data?.find((s) => s.title === personal.state)?.id ?? (personal.state || null);
  const lgas = useLgas(stateId);
  const sendCode = useSendCompanyCode();
  const [tried, setTried] = useState(false);
  const [employerOpen, setEmployerOpen] = useState(false);
  const [checking, setChecking] = useState(false);

  const others = isOthersEmployer(personal.employerName);
  // The agent variant (issue 20): the customer's contact first, then the rules of the step.
  const customer = state.agent ? (state.customer ?? emptyCustomer) : null;
  const askCustomer = customer !== null && !state.editing;
  const customerCheck = useCustomerCheck(askCustomer);
  const contactError = askCustomer && customerCheck ? customerCheck(customer) : null;
  const w = words(state.agent);
  const workQuestion = w.workQuestion;
  const error = tried ? (contactError?.message ?? personalError(personal)) : null;
  const invalid = (field: Field) => error !== null && contactError === null && fieldOf[error] === field;
  // The rule's message sits under its field, where Continue takes the person (a phone shows no more than that).
  const errorOf = (field: Field) => (invalid(field) && error ? say(state.agent, error) : undefined);
  const employerErrorId = `${baseId}-employer-error`;
  const buildingErrorId = `${baseId}-building-error`;
  /** Focus the failing field and bring it to the middle of the screen, with its message under it in view. */
  const show = (field: string) => {
    const element = form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'center' });
  };
  const set = (changes: Partial<typeof personal>) => {
    sendCode.reset();
    dispatch({ type: 'personal', changes });
  };

  const onContinue = () => {
    setTried(true);
    if (askCustomer && !customerCheck) {
      // The agent pressed Continue before the check arrived: wait for it (the button says so), then go on.
      setChecking(true);
      loadCustomerCheck().then(
        (check) => {
          setChecking(false);
          continueWith(check);
        },
        () => {
          setChecking(false);
          continueWith(null);
        },
      );
      return;
    }
    continueWith(customerCheck);
  };

  /** Continue with the contact checked by `check` (none: the API checks it). */
  const continueWith = (check: CustomerCheck | null) => {
    const failing = askCustomer && check ? check(customer) : null;
    if (failing) {
      show(failing.field);
      return;
    }
    const first = personalError(personal);
    if (first) {
      const field = fieldOf[first];
      if (field) show(field);
      return;
    }
    if (!needsEmailCode(state)) {
      onNext();
      return;
    }
    sendCode.mutate(
      { email: personal.workEmail.trim(), companyId: personal.employerId ?? 0 },
      { onSuccess: () => onNext() },
    );
  };

  const lgaOptions = (lgas.data ?? []).map((lga) => ({ value: lga.id, label: lga.title }));
  // A prefilled LGA that is not in a freshly loaded list keeps its id until the person chooses again.
  const cityValue = personal.city === null ? '' : String(personal.city);

  return (
    <StepShell
      title={customer ? 'Customer information' : 'Personal information'}
      intro={
        customer
          ? 'Who is the quote for, where should we install their system, and where do they work?'
          : 'Where should we install your system, and where do you work?'
      }
      focusTitle={focusTitle}
      footer={
        <>
          {sendCode.isError && (
            <Alert tone="error" onDismiss={() => sendCode.reset()}>
              {sendCode.error.message}
            </Alert>
          )}
          <Button
            block
            onClick={onContinue}
            state={checking ? RequestStatus.LOADING : requestStatusOf(sendCode.status)}
            loadingLabel={checking ? 'Checking' : 'Sending a code'}
          >
            Continue
          </Button>
        </>
      }
    >
      <div ref={form} className="flex flex-col gap-4">
        {customer && (
          <CustomerFields
            customer={customer}
            readOnly={!askCustomer}
            error={tried ? contactError : null}
            onChange={(changes) => dispatch({ type: 'customer', changes })}
          />
        )}
        {states.isError && <Alert tone="error">{states.error.message}</Alert>}
        <SelectField
          data-field="state"
          label="State"
          placeholder={states.isPending ? 'Loading states…' : w.selectState}
          options={(states.data ?? []).map((s) => ({ value: s.title, label: s.title }))}
          value={personal.state}
          onChange={(event) => set({ state: event.target.value, city: null, cityName: '' })}
          error={errorOf('state')}
          autoComplete="address-level1"
        />
        {lgas.isError && <Alert tone="error">{lgas.error.message}</Alert>}
        <SelectField
          data-field="city"
          label="Area (LGA)"
          placeholder={!personal.state ? w.selectStateFirst : lgas.isPending ? 'Loading areas…' : w.selectArea}
          options={lgaOptions}
          value={lgaOptions.some((o) => String(o.value) === cityValue) ? cityValue : ''}
          disabled={!personal.state}
          onChange={(event) => {
            const lga = lgas.data?.find((l) => String(l.id) === event.target.value);
            set({ city: lga?.id ?? null, cityName: lga?.title ?? '' });
          }}
          error={errorOf('city')}
        />
        <AddressField
          data-field="address"
          label="Full address"
          hint="House number, street and area, e.g. 12 Adeola Odeku Street, Victoria Island"
          value={personal.address}
          onChange={(address) => set({ address })}
          onChoose={(suggestion) => set(fromSuggestion(suggestion))}
          stateId={states.data?.find((s) => s.title === personal.state)?.id ?? null}
          error={errorOf('address')}
        />
        <TextField
          data-field="landmark"
          label="Nearest landmark"
          hint="Something our engineers can find, e.g. opposite Mega Plaza"
          value={personal.landmark}
          onChange={(event) => set({ landmark: event.target.value })}
          error={errorOf('landmark')}
        />

        <fieldset
          aria-invalid={invalid('buildingType') || undefined}
          aria-describedby={invalid('buildingType') ? buildingErrorId : undefined}
        >
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
                  checked={personal.buildingType === value}
                  onChange={() => set({ buildingType: value })}
                  className="size-5 accent-brand-600"
                />
                <span className="text-base">{label}</span>
              </label>
            ))}
          </div>
          {invalid('buildingType') && (
            <p id={buildingErrorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
              {errorOf('buildingType')}
            </p>
          )}
        </fieldset>

        <div>
          <p id={`${baseId}-employer-label`} className="mb-1.5 text-sm font-semibold text-ink-800">
            {workQuestion}
          </p>
          <button
            type="button"
            data-field="employer"
            id={`${baseId}-employer`}
            aria-labelledby={`${baseId}-employer-label ${baseId}-employer`}
            aria-haspopup="dialog"
            aria-invalid={invalid('employer') || undefined}
            aria-describedby={invalid('employer') ? employerErrorId : undefined}
            onClick={() => setEmployerOpen(true)}
            className={
              'flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border bg-white px-4 text-left text-base ' +
              (invalid('employer') ? 'border-danger-700' : 'border-ink-300')
            }
          >
            <span className={personal.employerName ? 'text-ink-900' : 'text-ink-600'}>
              {personal.employerName || w.selectEmployer}
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-ink-600" />
          </button>
          {invalid('employer') && (
            <p id={employerErrorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
              {errorOf('employer')}
            </p>
          )}
        </div>

        {!others && (
          <TextField
            data-field="workEmail"
            label={customer ? "Customer's work e-mail" : 'Work e-mail'}
            hint={personal.employerValidates ? 'We will send a code to this address to confirm it.' : undefined}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={personal.workEmail}
            onChange={(event) => set({ workEmail: event.target.value })}
            error={errorOf('workEmail')}
          />
        )}
      </div>

      <EmployerModal
        title={workQuestion}
        agent={state.agent}
        open={employerOpen}
        onClose={() => setEmployerOpen(false)}
        selectedId={personal.employerId}
        onSelect={(employer) => {
          set({ employerId: employer.id, employerName: employer.name, employerValidates: employer.validateEmail });
          setEmployerOpen(false);
        }}
      />
    </StepShell>
  );
}
