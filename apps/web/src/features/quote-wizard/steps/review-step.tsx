import {
  buildingTypeLabels,
  cleanQuantity,
  componentTotal,
  generatorCapacityLabels,
  isOthersEmployer,
  quoteMessages,
} from '@imole/domain/quote-request';
import { countOf, formatNaira } from '@imole/domain/format';
import { closestPackageNote } from '@imole/domain/sizing';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LithiumNote } from '../../../components/products/lithium-note.tsx';
import { ProductFigures } from '../../../components/products/product-figures.tsx';
import { QuoteSuccessModal } from '../../../components/quote/quote-success-modal.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronDownIcon, PencilIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChosenPackage } from '../../../lib/products/get-web-product.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import type { SessionUser } from '@imole/domain/session';
import { homePathOf, useSession } from '../../../lib/session.ts';
import { useLgas } from '../requests/get-lgas.ts';
import { useSizingRecommendation } from '../requests/get-sizing-recommendation.ts';
import { useSubmitQuoteRequest } from '../requests/submit-quote-request.ts';
import { StepShell } from '../components/step-shell.tsx';
import { buildPayload, isPowerFlow, powerNeedPayload } from '../payload.ts';
import { usePlanProducts } from '../use-plan-products.ts';
import type { StepId } from '../wizard-state.ts';
import type { StepProps } from './step-props.ts';
import { words } from '../words.ts';

interface ReviewStepProps extends StepProps {
  /** The request is saved: the wizard forgets its stored state. */
  onSubmitted(): void;
}

/**
 * Review (customer spec §2): House Location, Power need and Selected Package(s) in an accordion, each with an edit
 * icon back to its step; on the power-need path, the system sized for the home ("Recommended for you"). Proceed
 * submits, with "Processing quote..." meanwhile, then the success modal or a dismissible error.
 */
export function ReviewStep({ state, dispatch, focusTitle, onSubmitted }: ReviewStepProps) {
  const session = useSession();
  const navigate = useNavigate();
  const submit = useSubmitQuoteRequest();
  const power = isPowerFlow(state);
  const goto = (step: StepId) => dispatch({ type: 'goto', step });

  const proceed = () => {
    submit.mutate(buildPayload(state), { onSuccess: () => onSubmitted() });
  };

  return (
    <StepShell
      title="Review your request"
      intro={
        state.agent
          ? 'Check the details, then send the request. Our team will price it for the customer.'
          : 'Check the details, then send your request. Our team will price it for you.'
      }
      focusTitle={focusTitle}
      footer={
        <>
          {submit.isError && (
            <Alert tone="error" title="We could not send your request" onDismiss={() => submit.reset()}>
              {submit.error.message}
              {state.agent && submit.error.message === quoteMessages.newQuote && (
                // The spec's sentence speaks to a customer; the agent reads what it means for them.
                <span className="mt-1 block">
                  This customer already has an open quote request. Open it from your quotes to change it.
                </span>
              )}
            </Alert>
          )}
          <Button block onClick={proceed} state={requestStatusOf(submit.status)} loadingLabel="Processing quote">
            Proceed
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {state.agent && state.customer && (
          <Section title="Customer" onEdit={() => goto('personal')}>
            <Facts
              items={[
                ['Name', `${state.customer.firstname.trim()} ${state.customer.lastname.trim()}`],
                ['Email', state.customer.email.trim()],
                ['Phone', state.customer.phoneNumber.trim()],
              ]}
            />
          </Section>
        )}
        <Section title="House Location" onEdit={() => goto('personal')}>
          <HouseLocation state={state} />
        </Section>
        {(power || state.flow === 'plan') && (
          <Section title="Power need" onEdit={() => goto('power')}>
            <PowerNeed state={state} />
          </Section>
        )}
        {!power && (
          <Section title="Selected Package(s)" onEdit={() => goto(state.flow === 'components' ? 'components' : 'plan')}>
            {state.flow === 'components' ? <SelectedComponents state={state} /> : <SelectedPackage state={state} />}
          </Section>
        )}
      </div>

      {power && <Recommendation state={state} />}

      <Modal open={submit.isPending} onClose={() => {}} title="Processing quote..." persistent>
        <div className="flex items-center gap-3 text-ink-700">
          <Spinner />
          <p>Please wait while we save your request.</p>
        </div>
      </Modal>
      <QuoteSuccessModal
        open={submit.isSuccess}
        firstname={state.agent ? (state.customer?.firstname.trim() ?? '') : (session?.user.firstname ?? '')}
        forCustomer={state.agent === true}
        changed={state.editing}
        turnAroundTime={submit.data?.turnAroundTime ?? null}
        referenceNo={submit.data?.referenceNo ?? ''}
        onContinue={() => void navigate(afterSubmit(session?.user ?? null, state.agent === true), { replace: true })}
      />
    </StepShell>
  );
}

/**
 * Where Continue leads once the request is saved: the customer's home, or for the agent variant their quotes
 * (/all-sales-quotes) and for a coordinator their dashboard (staff spec §2).
 */
function afterSubmit(user: SessionUser | null, agent: boolean): string {
  if (!user) return '/dashboard';
  if (agent) return user.isCoordinator ? '/cordinator-dashboard' : '/all-sales-quotes';
  return homePathOf(user);
}

function Section({ title, onEdit, children }: { title: string; onEdit(): void; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <div className="rounded-2xl border border-ink-200">
      <h3 className="flex items-center">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 flex-1 items-center gap-2 px-4 text-left text-base font-semibold"
        >
          <ChevronDownIcon className={`size-5 shrink-0 transition-transform ${open ? '' : '-rotate-90'}`} />
          {title}
        </button>
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${title}`}
          className="mr-1 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <PencilIcon className="size-5" />
        </button>
      </h3>
      <div id={id} hidden={!open} className="border-t border-ink-200 px-4 py-3">
        {children}
      </div>
    </div>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-ink-600">{term}</dt>
          <dd className="text-right font-medium break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HouseLocation({ state }: Pick<StepProps, 'state'>) {
  const p = state.personal;
  const lgas = useLgas(p.cityName ? null : p.state || null);
  const area = p.cityName || lgas.data?.find((l) => l.id === p.city)?.title || '';
  const items: [string, ReactNode][] = [
    ['State', p.state],
    ['Area', area],
    ['Address', p.address],
    ['Landmark', p.landmark],
    ['Building', p.buildingType === null ? '' : (buildingTypeLabels[p.buildingType] ?? '')],
    ['Employer', p.employerName],
  ];
  if (!isOthersEmployer(p.employerName) && p.workEmail) items.push(['Work e-mail', p.workEmail]);
  return <Facts items={items} />;
}

function PowerNeed({ state }: Pick<StepProps, 'state'>) {
  const p = state.power;
  const equipment = [
    p.includeRefrigeratorEquiptment && 'Refrigerator',
    p.includeFreezerEquiptment && 'Freezer',
    p.includeAirConditionEquiptment && 'Air Conditioner',
    p.includeOtherEquiptment && 'Others',
  ].filter(Boolean);
  const generator = p.generatorCapacity === null ? '' : (generatorCapacityLabels[p.generatorCapacity] ?? '');
  return (
    <Facts
      items={[
        ['Bedrooms', p.noOfBedrooms],
        ['Lights', p.noOfLights],
        ['Fans', p.noOfFan],
        ['TVs', p.noOfTv],
        ['Equipment', equipment.length ? equipment.join(', ') : 'None'],
        ['Power needed', `${countOf(Number(p.inverterUsageHoursPerDay), 'hour')} a day`],
        ['Grid power', `${countOf(Number(p.hoursOfElectricPowerPerDay), 'hour')} a day`],
        [
          'Generator',
          p.generatorCapacity === 5 && p.generatorCapacityOthers
            ? `${generator}: ${p.generatorCapacityOthers}`
            : generator,
        ],
      ]}
    />
  );
}

function SelectedPackage({ state }: Pick<StepProps, 'state'>) {
  const products = usePlanProducts(state.editing);
  const item = products.data?.find((i) => i.product.id === state.productId) ?? null;
  // The same source of amounts as the plan card and the specs modal.
  const chosen = useChosenPackage(item, state.battery);
  if (products.isPending || chosen.pending) return <Skeleton className="h-24 w-full" />;
  if (chosen.error) return <Alert tone="error">{chosen.error.message}</Alert>;
  const shown = chosen.shown;
  if (!item || !shown) return <p className="text-sm text-ink-700">No package chosen yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-base font-semibold">{shown.product.name}</p>
        <p className="text-sm text-ink-600">{shown.product.description}</p>
        {/* The battery chosen in the specs, said whichever it is (the Lithium note alone left Tubular unsaid). */}
        <p className="mt-1 text-sm font-medium text-ink-900" data-testid="chosen-battery">
          Battery: {chosen.battery === 2 ? 'Lithium' : 'Tubular'}
        </p>
      </div>
      <ProductFigures product={shown.product} />
      {chosen.battery === 2 && <LithiumNote tubular={item} lithium={shown} />}
    </div>
  );
}

function SelectedComponents({ state }: Pick<StepProps, 'state'>) {
  const lines = state.components.filter((l) => l.productId !== null);
  const total = componentTotal(
    lines.map((l) => ({ unitPrice: l.unitPrice, quantity: cleanQuantity(l.quantity) || 0 })),
  );
  return (
    <div className="flex flex-col gap-2 text-sm">
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.name} className="flex justify-between gap-4">
            <span>
              <span className="block font-medium">{line.productName}</span>
              <span className="text-ink-600">
                {line.name} · {line.quantity} × {formatNaira(line.unitPrice)}
              </span>
            </span>
            <span className="font-medium whitespace-nowrap tabular-nums">
              {formatNaira(
                componentTotal([{ unitPrice: line.unitPrice, quantity: cleanQuantity(line.quantity) || 0 }]),
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-ink-200 pt-2 font-semibold">
        <span>Cost of selected equipments</span>
        <span className="tabular-nums">{formatNaira(total)}</span>
      </p>
    </div>
  );
}

const kwh = (n: number) => `${n.toLocaleString('en-NG', { maximumFractionDigits: 1 })} kWh`;

/** "Recommended for you": the instant sizing of the power need (issue 5, docs/sizing.md). */
function Recommendation({ state }: Pick<StepProps, 'state'>) {
  const w = words(state.agent);
  const sizing = useSizingRecommendation({ state: state.personal.state, ...powerNeedPayload(state) });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-brand-50 p-4">
      <h3 id={titleId} className="text-base font-bold">
        {w.recommended}
      </h3>
      {sizing.isPending ? (
        <div role="status" aria-busy="true" className="mt-3 flex flex-col gap-2">
          <span className="sr-only">{w.sizing}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      ) : sizing.isError ? (
        <p className="mt-2 text-sm text-ink-700">{w.sizingFailed(sizing.error.message)}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <Facts
            items={[
              ['Daily energy', `${sizing.data.dailyEnergyWh.toLocaleString('en-NG')} Wh`],
              ['Peak load', `${sizing.data.peakLoadW.toLocaleString('en-NG')} W`],
              ['Inverter', `${sizing.data.inverterKva} kVA`],
              ['Battery (tubular)', kwh(sizing.data.batteryKwhTubular)],
              ['Battery (lithium)', kwh(sizing.data.batteryKwhLithium)],
              ['Solar panels', `${sizing.data.panelCount} × ${sizing.data.panelWatts} W`],
            ]}
          />
          {sizing.data.product && (
            <div className="rounded-xl bg-white p-3 text-sm" data-testid="closest-package">
              <p>
                Closest package: <strong>{sizing.data.product.name}</strong>
              </p>
              {closestPackageNote(sizing.data) && (
                <p className="mt-1 text-ink-700">{closestPackageNote(sizing.data)}</p>
              )}
            </div>
          )}
          <p className="text-xs text-ink-600">
            An estimate for {countOf(sizing.data.backupHours, 'hour')} of backup a day. Our engineers confirm it before
            pricing.
          </p>
        </div>
      )}
    </section>
  );
}
