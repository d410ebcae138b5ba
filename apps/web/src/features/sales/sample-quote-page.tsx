import { formatNaira } from '@imole/domain/format';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { amountFromInput, CurrencyInput } from '../../components/ui/currency-input.tsx';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProducts } from '../../lib/products/get-products.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import {
  downloadSamplePdf,
  useComponentCategories,
  useCreateSampleQuote,
  useSampleQuotes,
  useStates,
  type SampleQuote,
  type SampleQuoteInput,
} from './api/sample-quote-api.ts';
import { useMyOffer } from './api/offer-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/**
 * /agent-sample-quote (our route; docs/sales.md "Sample quotes"): an agent in the field prices a package (with its
 * battery) or a few components for someone who has not signed up, shows them the outright price and every plan, and
 * hands over the PDF. Nothing is made in the prospect's name. Below, the agent's samples to download again.
 */
export default function SampleQuotePage() {
  useDocumentTitle('Sample quote');
  const [made, setMade] = useState<SampleQuote | null>(null);
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Sample quote</h1>
        <p className="text-sm text-ink-800">
          Price a system for someone who has not signed up yet and give them the PDF. Nothing is made in their name: for
          a real quote they sign up with your code.
        </p>
      </div>
      {made ? <SampleResult sample={made} onAnother={() => setMade(null)} /> : <SampleForm onMade={setMade} />}
      <YourSamples />
      <SalesNavBar />
    </div>
  );
}

type Kind = 'package' | 'components';

function SampleForm({ onMade }: { onMade: (sample: SampleQuote) => void }) {
  const [params] = useSearchParams();
  const [kind, setKind] = useState<Kind>(params.get('components') === '1' ? 'components' : 'package');
  const [productId, setProductId] = useState(params.get('product') ?? '');
  const [lithium, setLithium] = useState(params.get('battery') === '2');
  const [lines, setLines] = useState<{ id: number; quantity: number }[]>([]);
  const [prospectName, setProspectName] = useState('');
  const [state, setState] = useState('');
  const [installation, setInstallation] = useState('');
  const [transport, setTransport] = useState('');
  const [plan, setPlan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The down payments this agent may offer (docs/sales.md "What each agent may offer"): one may be marked as chosen.
  const offer = useMyOffer();
  const create = useCreateSampleQuote();
  const products = useProducts();
  const states = useStates();
  const chosen = products.data?.find((p) => String(p.product.id) === productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (kind === 'package' && !chosen) return setProblem('Choose a package.');
    if (kind === 'components' && lines.length === 0) return setProblem('Add at least one component.');
    const input: SampleQuoteInput = {
      ...(kind === 'package'
        ? { productId: chosen!.product.id, isLithiumComponent: lithium && chosen!.componentIdToSwitch !== null }
        : {
            installationComponents: lines,
            ...(amountFromInput(installation) !== null && { installationCost: amountFromInput(installation)! }),
            ...(amountFromInput(transport) !== null && { transportCost: amountFromInput(transport)! }),
          }),
      ...(prospectName.trim() && { prospectName: prospectName.trim() }),
      ...(state && { state }),
      ...(plan && { equityPecentage: Number(plan) }),
    };
    create.mutate(input, { onSuccess: onMade, onError: (error) => setProblem(error.message) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">What to price</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['package', 'components'] as const).map((k) => (
            <label
              key={k}
              className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 font-semibold ${kind === k ? 'border-brand-800 bg-brand-50 text-brand-900' : 'border-ink-300 text-ink-800'}`}
            >
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="size-4 accent-brand-800"
              />
              {k === 'package' ? 'A package' : 'Components'}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'package' ? (
        products.isPending ? (
          <Skeleton className="h-12 w-full rounded-xl" />
        ) : products.isError ? (
          <LoadError
            title="We could not load the packages"
            message={products.error.message}
            retrying={products.isRefetching}
            onRetry={() => void products.refetch()}
          />
        ) : (
          <>
            <SelectField
              label="Package"
              placeholder="Choose a package"
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
              options={products.data.map(({ product }) => ({ value: String(product.id), label: product.name }))}
            />
            {chosen && chosen.componentIdToSwitch !== null && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1.5 text-sm font-semibold text-ink-800">Battery</legend>
                <div className="grid grid-cols-2 gap-2">
                  {[false, true].map((isLithium) => (
                    <label
                      key={String(isLithium)}
                      className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 font-semibold ${lithium === isLithium ? 'border-brand-800 bg-brand-50 text-brand-900' : 'border-ink-300 text-ink-800'}`}
                    >
                      <input
                        type="radio"
                        name="battery"
                        checked={lithium === isLithium}
                        onChange={() => setLithium(isLithium)}
                        className="size-4 accent-brand-800"
                      />
                      {isLithium ? 'Lithium' : 'Tubular'}
                    </label>
                  ))}
                </div>
                {lithium && <p className="text-sm text-ink-700">The price reflects Lithium battery prices.</p>}
              </fieldset>
            )}
          </>
        )
      ) : (
        <ComponentPicker
          lines={lines}
          onLines={setLines}
          installation={installation}
          transport={transport}
          onInstallation={setInstallation}
          onTransport={setTransport}
        />
      )}

      <TextField
        label="Their name (optional)"
        value={prospectName}
        maxLength={80}
        autoComplete="off"
        onChange={(e) => setProspectName(e.target.value)}
      />
      <SelectField
        label="Their state (optional)"
        placeholder={states.isError ? 'States could not load' : 'Not given'}
        value={state}
        onChange={(e) => setState(e.target.value)}
        options={(states.data ?? []).map((s) => ({ value: s.title, label: s.title }))}
      />
      {offer.data && offer.data.equityPercentages.length > 0 && (
        <SelectField
          label="The plan they like (optional)"
          placeholder="Show every plan the same"
          value={plan}
          onChange={(e) => setPlan(e.target.value)}
          options={offer.data.equityPercentages.map((p) => ({ value: String(p), label: `${p}% down payment` }))}
        />
      )}
      {problem && (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Button type="submit" block state={requestStatusOf(create.status)} loadingLabel="Pricing">
        See the price
      </Button>
    </form>
  );
}

interface PickerProps {
  lines: { id: number; quantity: number }[];
  onLines: (lines: { id: number; quantity: number }[]) => void;
  installation: string;
  transport: string;
  onInstallation: (value: string) => void;
  onTransport: (value: string) => void;
}

/** A few components: pick one, say how many, add; the running list with each line's cost. */
function ComponentPicker({ lines, onLines, installation, transport, onInstallation, onTransport }: PickerProps) {
  const categories = useComponentCategories(true);
  const [pick, setPick] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState<string | null>(null);
  if (categories.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (categories.isError)
    return (
      <LoadError
        title="We could not load the components"
        message={categories.error.message}
        retrying={categories.isRefetching}
        onRetry={() => void categories.refetch()}
      />
    );
  const all = categories.data.flatMap((c) => c.data.map((item) => ({ ...item, category: c.categoryName })));
  const byId = new Map(all.map((c) => [c.id, c]));
  const add = () => {
    const id = Number(pick);
    const count = Number(quantity);
    if (!byId.has(id)) return setNote('You have not selected a product yet');
    if (!/^\d+$/.test(quantity.trim()) || count <= 0) return setNote('Please add quantity');
    setNote(null);
    const existing = lines.find((l) => l.id === id);
    onLines(
      existing ? lines.map((l) => (l.id === id ? { id, quantity: count } : l)) : [...lines, { id, quantity: count }],
    );
    setPick('');
    setQuantity('1');
  };
  const total = lines.reduce((sum, l) => sum + (byId.get(l.id)?.unitPrice ?? 0) * l.quantity, 0);

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor="sample-component" className="mb-1.5 block text-sm font-semibold text-ink-800">
          Component
        </label>
        <div className="relative">
          <select
            id="sample-component"
            value={pick}
            onChange={(e) => setPick(e.target.value)}
            className="block min-h-12 w-full appearance-none rounded-xl border border-ink-300 bg-white pr-10 pl-4 text-base text-ink-900 focus:border-ink-900 focus:outline-2 focus:outline-brand-400"
          >
            <option value="">Choose a component</option>
            {categories.data
              .filter((c) => c.data.length > 0)
              .map((c) => (
                <optgroup key={c.categoryName} label={c.categoryName}>
                  {c.data.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} — {formatNaira(item.unitPrice)}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-600" />
        </div>
      </div>
      <div className="flex items-end gap-2">
        <TextField
          label="How many do you need?"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))}
          className="flex-1"
        />
        <Button variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      {note && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {note}
        </p>
      )}
      {lines.length > 0 && (
        <ul
          aria-label="Components in the sample"
          className="flex flex-col divide-y divide-ink-100 rounded-xl bg-ink-50"
        >
          {lines.map((l) => {
            const c = byId.get(l.id);
            return (
              <li key={l.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  {l.quantity} × {c?.name}
                  <span className="block text-ink-700 tabular-nums">
                    {formatNaira((c?.unitPrice ?? 0) * l.quantity)}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onLines(lines.filter((x) => x.id !== l.id))}
                  aria-label={`Remove ${c?.name ?? 'this component'}`}
                  className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Remove
                </button>
              </li>
            );
          })}
          <li className="flex justify-between px-3 py-2 text-sm font-semibold">
            <span>Cost of selected equipments</span>
            <span className="tabular-nums">{formatNaira(total)}</span>
          </li>
        </ul>
      )}
      <p className="text-sm text-ink-700">
        A system built from components has no installation or transport cost unless you add your estimate; staff price
        both for the real quote.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <CurrencyInput label="Installation" value={installation} onValueChange={onInstallation} />
        <CurrencyInput label="Transport" value={transport} onValueChange={onTransport} />
      </div>
    </div>
  );
}

/** The priced sample: the outright price, every plan, what is in it, and the PDF to hand over. */
function SampleResult({ sample, onAnother }: { sample: SampleQuote; onAnother: () => void }) {
  // The form the agent scrolled down is gone: bring them to the price (and tell a screen reader it is there).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <section
      aria-labelledby="result-heading"
      className="flex flex-col gap-4 rounded-2xl border border-brand-800 bg-white p-4"
    >
      <div>
        <p className="text-sm font-semibold text-brand-800">Sample {sample.referenceNo}</p>
        <h2 id="result-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {sample.productName}
          {sample.productId !== null && (
            <span className="font-normal text-ink-700"> · {sample.isLithiumComponent ? 'Lithium' : 'Tubular'}</span>
          )}
        </h2>
        <p className="text-sm text-ink-700">
          {sample.prospectName ? `For ${sample.prospectName}` : 'No name given'}
          {sample.state ? `, ${sample.state}` : ''} · prices hold until {formatDay(sample.expiresAt)}
        </p>
      </div>
      <SampleFigures sample={sample} />
      <PdfButton sample={sample} primary />
      <Button variant="secondary" block onClick={onAnother}>
        Make another sample
      </Button>
      <p className="text-xs text-ink-700">
        A sample, not an offer: the prospect gets their real quote in the app after they sign up with your code.
      </p>
    </section>
  );
}

function SampleFigures({ sample }: { sample: SampleQuote }) {
  return (
    <>
      <div className="rounded-xl bg-ink-50 px-4 py-3">
        <p className="text-sm text-ink-700">Paid outright</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="sample-total">
          {formatNaira(sample.totalAssetAmount)}
        </p>
        <p className="text-xs text-ink-700">Warranty {sample.warrantyPeriod} months</p>
      </div>
      {sample.plans.length === 0 ? (
        <p className="text-sm text-ink-800">
          No down-payment plan is open to you, so this sample is for paying outright. An administrator chooses your
          plans.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Or pay over {sample.repaymentDuration} months</h3>
          <ul className="flex flex-col gap-2" aria-label="Down payment plans">
            {sample.plans.map((plan) => (
              <li
                key={plan.equityPecentage}
                className={`rounded-xl border px-3 py-2 text-sm ${plan.equityPecentage === sample.selectedEquityPecentage ? 'border-2 border-brand-800 bg-brand-50' : 'border-ink-200'}`}
              >
                <p className="font-semibold">
                  {plan.equityPecentage}% down: {formatNaira(plan.equityPayment)}
                  {plan.equityPecentage === sample.selectedEquityPecentage && (
                    <span className="ml-2 rounded-full bg-brand-800 px-2 py-0.5 text-xs text-white">Their choice</span>
                  )}
                </p>
                <p className="tabular-nums">
                  then {formatNaira(plan.monthlyRepayment)} a month × {plan.repaymentDuration}
                </p>
                <p className="text-xs text-ink-700">
                  {formatNaira(plan.totalRepayable)} in all; credit costs {formatNaira(plan.costOfCredit)}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-xs text-ink-700">Effective annual rate {sample.effectiveAnnualRate}%.</p>
        </div>
      )}
      <details className="text-sm text-ink-800">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          What is in it ({sample.lines.length} {sample.lines.length === 1 ? 'item' : 'items'})
        </summary>
        <ul className="flex flex-col gap-1">
          {sample.lines.map((line) => (
            <li key={line.name} className="flex justify-between gap-3">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span className="shrink-0 tabular-nums">{formatNaira(line.amount)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 border-t border-ink-200 pt-1">
            <span>Installation</span>
            <span className="tabular-nums">{formatNaira(sample.installationCost)}</span>
          </li>
          <li className="flex justify-between gap-3">
            <span>Transport</span>
            <span className="tabular-nums">{formatNaira(sample.transportCost)}</span>
          </li>
        </ul>
      </details>
    </>
  );
}

function PdfButton({ sample, primary = false }: { sample: SampleQuote; primary?: boolean }) {
  const [status, setStatus] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setStatus('pending');
    setProblem(null);
    try {
      await downloadSamplePdf(sample);
      setStatus('success');
    } catch (error) {
      setStatus('error');
      setProblem(error instanceof Error ? error.message : 'We could not make the PDF. Try again.');
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={primary ? 'primary' : 'secondary'}
        block={primary}
        state={requestStatusOf(status)}
        loadingLabel="Making the PDF"
        onClick={() => void download()}
        aria-label={primary ? undefined : `Download the PDF of ${sample.referenceNo}`}
      >
        {primary ? 'Download the PDF' : 'PDF'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The agent's samples, newest first, each to download again. */
function YourSamples() {
  const samples = useSampleQuotes();
  return (
    <section aria-labelledby="samples-heading" className="flex flex-col gap-3">
      <h2 id="samples-heading" className="text-lg font-semibold">
        Your samples
      </h2>
      {samples.isPending ? (
        <Skeleton className="h-20 w-full rounded-2xl" />
      ) : samples.isError ? (
        <LoadError
          title="We could not load your samples"
          message={samples.error.message}
          retrying={samples.isRefetching}
          onRetry={() => void samples.refetch()}
        />
      ) : samples.data.data.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-6 text-center text-ink-800">No sample quotes yet</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {samples.data.data.map((s) => (
              <li key={s.id} className="flex items-center gap-3 rounded-2xl border border-ink-200 bg-white p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{s.prospectName ?? 'No name given'}</p>
                  <p className="truncate text-sm text-ink-800">{s.productName}</p>
                  <p className="text-sm font-semibold tabular-nums">{formatNaira(s.totalAssetAmount)}</p>
                  <p className="text-xs text-ink-700">
                    {s.referenceNo} · {formatDay(s.createdAt)} ·{' '}
                    {s.expired ? 'prices expired' : `holds until ${formatDay(s.expiresAt)}`}
                  </p>
                </div>
                <PdfButton sample={s} />
              </li>
            ))}
          </ul>
          {samples.data.totalCount > samples.data.data.length && (
            <p className="text-sm text-ink-700">
              Your {samples.data.data.length} newest of {samples.data.totalCount} samples.
            </p>
          )}
        </>
      )}
    </section>
  );
}
