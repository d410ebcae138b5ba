import { generatorCapacityLabels, GENERATOR_OTHERS, powerNeedFailure } from '@imole/domain/quote-request';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QuantityField } from '../components/quantity-field.tsx';
import { StepShell } from '../components/step-shell.tsx';
import { powerNeedPayload } from '../payload.ts';
import type { PowerNeedData } from '../wizard-state.ts';
import type { StepProps } from './step-props.ts';
import { say, words } from '../words.ts';

type CountField =
  'noOfBedrooms' | 'noOfLights' | 'noOfFan' | 'noOfTv' | 'inverterUsageHoursPerDay' | 'hoursOfElectricPowerPerDay';

const counts: { field: CountField; label: string; hint?: string; max: number }[] = [
  { field: 'noOfBedrooms', label: 'How many bedrooms?', max: 3 },
  { field: 'noOfLights', label: 'How many lights do you want to power?', max: 3 },
  { field: 'noOfFan', label: 'How many fans?', max: 3 },
  { field: 'noOfTv', label: 'How many TVs?', max: 3 },
];

const hours: { field: CountField; label: string; hint: string; max: number }[] = [
  {
    field: 'inverterUsageHoursPerDay',
    label: 'Hours of power you need a day',
    hint: 'From 1 to 24',
    max: 2,
  },
  {
    field: 'hoursOfElectricPowerPerDay',
    label: 'Hours of grid power you get a day',
    hint: 'Your usual supply from the grid, from 1 to 24',
    max: 2,
  },
];

const equipment: { field: keyof PowerNeedData; label: string }[] = [
  { field: 'includeRefrigeratorEquiptment', label: 'Refrigerator' },
  { field: 'includeFreezerEquiptment', label: 'Freezer' },
  { field: 'includeAirConditionEquiptment', label: 'Air Conditioner' },
  { field: 'includeOtherEquiptment', label: 'Others' },
];

/**
 * More details / power need (customer spec §2): rooms and appliances, equipment, hours of power needed and had,
 * generator capacity and a comment for "Others". Continue shows the first failing rule (customer spec §5).
 */
export function PowerStep({ state, dispatch, onNext, focusTitle }: StepProps) {
  const { power } = state;
  const name = useId();
  const [tried, setTried] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  const set = (changes: Partial<PowerNeedData>) => dispatch({ type: 'power', changes });
  const check = () => powerNeedFailure({ ...powerNeedPayload(state), generatorCapacity: power.generatorCapacity });
  const failure = tried ? check() : null;
  const error = failure?.message ?? null;
  const invalid = (field: string) => failure?.field === field;
  // The rule's message sits under its field, where Continue takes the person (as on the information step).
  const errorOf = (field: string) => (invalid(field) && error ? say(state.agent, error) : undefined);
  const generatorErrorId = `${name}-generator-error`;

  const onContinue = () => {
    setTried(true);
    const first = check();
    if (first) {
      const element = inputs.current.get(first.field);
      element?.focus({ preventScroll: true });
      element?.scrollIntoView?.({ block: 'center' });
      return;
    }
    onNext();
  };

  const w = words(state.agent);
  // The plan path with a package (issue 22): the same questions, asked so staff can check the package fits.
  const withPackage = state.flow === 'plan' && state.productId !== null;
  // The labels that speak of the person, said of the customer for an agent (issue 20).
  const labelOf: Partial<Record<CountField, { label: string; hint?: string }>> = {
    noOfLights: { label: w.lightsQuestion },
    inverterUsageHoursPerDay: { label: w.hoursNeeded },
    hoursOfElectricPowerPerDay: { label: w.hoursGrid, hint: w.hoursGridHint },
  };
  const numberField = (base: { field: CountField; label: string; hint?: string; max: number }) => {
    const f = { ...base, ...labelOf[base.field] };
    return (
      <QuantityField
        key={f.field}
        ref={(el) => {
          inputs.current.set(f.field, el);
        }}
        label={f.label}
        hint={f.hint}
        maxLength={f.max}
        value={power[f.field]}
        onValue={(value) => set({ [f.field]: value })}
        error={errorOf(f.field)}
      />
    );
  };

  return (
    <StepShell
      title={withPackage ? w.moreDetailsTitle : w.powerTitle}
      intro={withPackage ? w.moreDetailsIntro : w.powerIntro}
      focusTitle={focusTitle}
      footer={
        <Button block onClick={onContinue}>
          Continue
        </Button>
      }
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">{counts.map(numberField)}</div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">{w.equipmentQuestion}</legend>
        <div className="grid grid-cols-2 gap-2">
          {equipment.map((item) => (
            <label
              key={item.field}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 px-3 has-checked:border-ink-900 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                checked={Boolean(power[item.field])}
                onChange={(event) => set({ [item.field]: event.target.checked })}
                className="size-5 accent-brand-600"
              />
              <span className="text-sm">{item.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-4">{hours.map(numberField)}</div>

      <fieldset
        aria-invalid={invalid('generatorCapacity') || undefined}
        aria-describedby={invalid('generatorCapacity') ? generatorErrorId : undefined}
      >
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">Generator capacity</legend>
        <div className="grid grid-cols-2 gap-2">
          {generatorCapacityLabels.map((label, value) => (
            <label
              key={label}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 px-3 py-2 has-checked:border-ink-900 has-checked:bg-brand-50"
            >
              <input
                ref={
                  value === 0
                    ? (el) => {
                        inputs.current.set('generatorCapacity', el);
                      }
                    : undefined
                }
                type="radio"
                name={`${name}-generator`}
                checked={power.generatorCapacity === value}
                onChange={() => set({ generatorCapacity: value })}
                className="size-5 shrink-0 accent-brand-600"
              />
              <span className="text-sm">{label}</span>
            </label>
          ))}
        </div>
        {invalid('generatorCapacity') && (
          <p id={generatorErrorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {errorOf('generatorCapacity')}
          </p>
        )}
      </fieldset>
      {power.generatorCapacity === GENERATOR_OTHERS && (
        <div>
          <label htmlFor={`${name}-others`} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {w.generatorOthers}
          </label>
          <textarea
            id={`${name}-others`}
            rows={3}
            maxLength={500}
            value={power.generatorCapacityOthers}
            onChange={(event) => set({ generatorCapacityOthers: event.target.value })}
            className="block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base focus:border-ink-900 focus:outline-2 focus:outline-brand-400"
          />
        </div>
      )}
    </StepShell>
  );
}
