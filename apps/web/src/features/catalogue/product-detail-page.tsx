import { formatKoboAsNaira, formatNaira } from '@imole/domain/format';
import { useEffect, useId, useMemo, useRef, useState, type Ref, type TextareaHTMLAttributes } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ComponentPicker } from '../../components/products/component-picker.tsx';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CurrencyInput } from '../../components/ui/currency-input.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useComponentCatalogue, type CatalogueCategory } from './api/get-component-catalogue.ts';
import { usePackage } from './api/get-product.ts';
import { useSaveProduct } from './api/save-product.ts';
import { BadLink } from './components/bad-link.tsx';
import { batteryLabel } from './labels.ts';
import {
  addLine,
  batteryTypeOfLines,
  checkPackage,
  emptyPackageForm,
  formFromPackage,
  indexCatalogue,
  lineKobo,
  packageTotals,
  removeLine,
  samePackage,
  setQuantity,
  switchBatteries,
  type CatalogueEntry,
  type PackageErrors,
  type PackageForm,
} from './package-form.ts';
import { useIsAdmin } from './use-is-admin.ts';

type Message = { tone: AlertTone; text: string };

/** What the page says after "Create package" moves it to the new package's address (router state). */
interface CreatedState {
  created?: string;
}

/**
 * /product-detail/:id (admins): change a package: its name, description, kind, warranty, plan length, whether it is
 * offered, its battery and its component lines with quantities, with the totals worked out as they type.
 * /product-detail/new creates one (docs/staff.md "Packages and prices"). Support staff are pointed to the package's
 * read-only page: the API refuses their changes anyway.
 */
export default function ProductDetailPage() {
  const param = useParams().id ?? '';
  const isNew = param === 'new';
  const id = Number(param);
  const isAdmin = useIsAdmin();
  useDocumentTitle(isNew ? 'New package' : 'Edit package');

  if (!isNew && (!Number.isInteger(id) || id <= 0)) return <BadLink />;
  if (!isAdmin) {
    // Not a dead end (issue 19): say why there is no editor, and offer every way on from here.
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">{isNew ? 'New package' : 'Edit package'}</h1>
        <Alert tone="info">
          Only admins create and change packages. You can see every package and its prices; ask an admin for a change.
        </Alert>
        {!isNew && (
          <Link to={`/package-detail/${id}`} className={buttonClasses('primary', { block: true })}>
            See the package
          </Link>
        )}
        <Link to="/all-packages" className={buttonClasses(isNew ? 'primary' : 'secondary', { block: true })}>
          See all packages
        </Link>
        <Link to="/manage-packages" className={buttonClasses('secondary', { block: true })}>
          Components and prices
        </Link>
      </div>
    );
  }
  return <EditorLoader key={param} id={isNew ? null : id} />;
}

function EditorLoader({ id }: { id: number | null }) {
  const item = usePackage(id ?? 0);
  const catalogue = useComponentCatalogue();
  const index = useMemo(() => (catalogue.data ? indexCatalogue(catalogue.data) : null), [catalogue.data]);
  const created = (useLocation().state as CreatedState | null)?.created;
  const title = id === null ? 'New package' : 'Edit package';

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {item.data && <p className="text-base text-ink-700">{item.data.product.name}</p>}
      </div>
      {(id !== null && item.isPending) || catalogue.isPending ? (
        <PageSkeleton />
      ) : id !== null && item.isError ? (
        <LoadError
          title="We could not load this package"
          message={item.error.message}
          retrying={item.isRefetching}
          onRetry={() => void item.refetch()}
        />
      ) : catalogue.isError ? (
        <LoadError
          title="We could not load the components"
          message={catalogue.error.message}
          retrying={catalogue.isRefetching}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <PackageEditor
          id={id}
          initial={item.data ? formFromPackage(item.data) : emptyPackageForm()}
          catalogue={index!}
          categories={catalogue.data}
          created={created}
        />
      )}
    </div>
  );
}

interface PackageEditorProps {
  id: number | null;
  initial: PackageForm;
  catalogue: ReadonlyMap<number, CatalogueEntry>;
  categories: readonly CatalogueCategory[];
  created: string | undefined;
}

function PackageEditor({ id, initial, catalogue, categories, created }: PackageEditorProps) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [message, setMessage] = useState<Message | null>(created ? { tone: 'success', text: created } : null);
  /** The tubular battery each lithium line replaced, to switch back to the same one. */
  const [replaced, setReplaced] = useState<ReadonlyMap<number, number>>(new Map());

  const totals = packageTotals(form, catalogue);
  const battery = batteryTypeOfLines(form.lines, catalogue);
  const dirty = id === null || !samePackage(form, baseline);
  const change = (next: Partial<PackageForm>) => setForm((current) => ({ ...current, ...next }));
  // Once the admin has tried to save, the messages follow the form: a fixed box loses its message at once.
  const shown = showErrors ? checkErrors(form) : null;
  const root = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);

  // Save sits at the bottom of the screen: take the admin to the first box to fix, or to the server's answer.
  useEffect(() => {
    if (attempts === 0) return;
    const box = root.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-lines-error]');
    box?.focus();
  }, [attempts]);
  useEffect(() => {
    if (message?.tone === 'error') root.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
  }, [message]);

  const onSave = () => {
    setMessage(null);
    setShowErrors(true);
    const checked = checkPackage(form);
    if (!checked.ok) {
      setAttempts((count) => count + 1);
      return;
    }
    save.mutate(id === null ? checked.input : { ...checked.input, id }, {
      onSuccess: ({ id: savedId, message: text }) => {
        if (id === null) {
          // The new package's own address: a reload or Back never creates it twice.
          void navigate(`/product-detail/${savedId}`, { replace: true, state: { created: text } });
          return;
        }
        setBaseline(form);
        setMessage({ tone: 'success', text });
      },
      onError: (cause) => setMessage({ tone: 'error', text: cause.message }),
    });
  };

  const onBattery = (to: 'tubular' | 'lithium') => {
    const result = switchBatteries(form.lines, to, catalogue, replaced);
    change({ lines: result.lines });
    if (to === 'lithium') setReplaced(result.swapped);
    setMessage(
      result.missing.length > 0
        ? {
            tone: 'warning',
            text: `No ${to} counterpart for: ${result.missing.join(', ')}. Change it by hand below.`,
          }
        : null,
    );
  };

  return (
    <div ref={root} className="flex flex-col gap-5">
      {shown && <Alert tone="error">Check the boxes marked below.</Alert>}
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {id !== null && (
        <Link to={`/package-detail/${id}`} className={buttonClasses('ghost', { block: true })}>
          See the package and its plan
        </Link>
      )}

      <section aria-labelledby="about-heading" className="flex flex-col gap-4">
        <h2 id="about-heading" className="text-lg font-semibold">
          About the package
        </h2>
        <TextField
          label="Name"
          value={form.name}
          onChange={(event) => change({ name: event.target.value })}
          error={shown?.fields.name}
        />
        <TextArea
          label="Description"
          hint="What it powers, in a sentence or two. Customers read this."
          value={form.description}
          rows={3}
          onChange={(event) => change({ description: event.target.value })}
          error={shown?.fields.description}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">Kind</legend>
          <Choice
            name="kind"
            checked={form.hasSolarPanel}
            onChange={() => change({ hasSolarPanel: true })}
            label="With solar panels"
          />
          <Choice
            name="kind"
            checked={!form.hasSolarPanel}
            onChange={() => change({ hasSolarPanel: false })}
            label="Inverter only"
          />
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Warranty (months)"
            inputMode="numeric"
            value={form.warrantyMonths}
            onChange={(event) => change({ warrantyMonths: event.target.value.replace(/\D/g, '') })}
            error={shown?.fields.warrantyMonths}
          />
          <TextField
            label="Plan length (months)"
            inputMode="numeric"
            value={form.repaymentLengthMonths}
            onChange={(event) => change({ repaymentLengthMonths: event.target.value.replace(/\D/g, '') })}
            error={shown?.fields.repaymentLengthMonths}
          />
        </div>
        <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(event) => change({ isActive: event.target.checked })}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            <span className="block font-semibold">Offered to customers (active)</span>
            <span className="block text-sm text-ink-700">
              Untick to withdraw it: customers no longer see it; quotes already made keep it.
            </span>
          </span>
        </label>
      </section>

      <section aria-labelledby="battery-heading" className="flex flex-col gap-2">
        <h2 id="battery-heading" className="text-lg font-semibold">
          Battery
        </h2>
        {battery === null ? (
          <p className="text-sm text-ink-700">
            No battery yet. Add one from Tubular batteries or Lithium batteries under Components.
          </p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm text-ink-700">
              Battery type: <span className="font-semibold text-ink-900">{batteryLabel(battery)}</span>. Switching swaps
              each battery for its counterpart.
            </legend>
            <Choice
              name="battery"
              checked={battery === 'tubular'}
              onChange={() => onBattery('tubular')}
              label="Tubular"
            />
            <Choice
              name="battery"
              checked={battery === 'lithium'}
              onChange={() => onBattery('lithium')}
              label="Lithium"
            />
            {battery === 'tubular' && (
              <p className="text-sm text-ink-700">
                Customers may still choose lithium; their quote then uses its price.
              </p>
            )}
          </fieldset>
        )}
      </section>

      <section aria-labelledby="lines-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="lines-heading" className="text-lg font-semibold">
            Components
          </h2>
          <span className="text-sm text-ink-600">
            {form.lines.length} {form.lines.length === 1 ? 'line' : 'lines'}
          </span>
        </div>
        {form.lines.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
            No components yet. Add them below, one by one.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {form.lines.map((line) => {
              const entry = catalogue.get(line.componentId);
              const name = entry?.name ?? `Component ${line.componentId}`;
              return (
                <LineEditor
                  key={line.componentId}
                  name={name}
                  detail={entry ? `${entry.categoryName} · ${formatNaira(entry.unitPrice)} each` : ''}
                  inactive={entry ? !entry.isActive : false}
                  quantity={line.quantity}
                  total={formatKoboAsNaira(lineKobo(line, catalogue))}
                  error={shown?.lines.get(line.componentId)}
                  onQuantity={(typed) => change({ lines: setQuantity(form.lines, line.componentId, typed) })}
                  onRemove={() => change({ lines: removeLine(form.lines, line.componentId) })}
                />
              );
            })}
          </ul>
        )}
        {shown?.list && (
          <p role="alert" tabIndex={-1} data-lines-error className="text-sm font-medium text-danger-700">
            {shown.list}
          </p>
        )}
        <ComponentPicker
          groups={categories
            .map((category) => ({
              key: category.id,
              name: category.name,
              components: category.components.filter((component) => component.isActive),
            }))
            .filter((group) => group.components.length > 0)}
          taken={new Set(form.lines.map((line) => line.componentId))}
          addLabel="Add to the package"
          onAdd={(componentId) => change({ lines: addLine(form.lines, componentId) })}
        />
        <p className="text-sm text-ink-700">
          Unit prices are the catalogue’s; change them in{' '}
          <Link to="/manage-packages" className="font-semibold text-brand-800 underline underline-offset-4">
            Manage packages
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="costs-heading" className="flex flex-col gap-3">
        <h2 id="costs-heading" className="text-lg font-semibold">
          Installation and transport
        </h2>
        <CurrencyInput
          label="Installation cost"
          value={form.installationCost}
          onValueChange={(installationCost) => change({ installationCost })}
          placeholder="0"
          error={shown?.fields.installationCost}
        />
        <CurrencyInput
          label="Transport cost"
          value={form.transportCost}
          onValueChange={(transportCost) => change({ transportCost })}
          placeholder="0"
          error={shown?.fields.transportCost}
        />
      </section>

      <section aria-labelledby="total-heading" className="flex flex-col gap-3 rounded-2xl bg-ink-50 p-4">
        <h2 id="total-heading" className="text-lg font-semibold">
          Total
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
          <dt className="pr-3 text-ink-700">Components</dt>
          <dd className="text-right">{formatKoboAsNaira(totals.components)}</dd>
          <dt className="pr-3 text-ink-700">Installation</dt>
          <dd className="text-right">{formatKoboAsNaira(totals.installation)}</dd>
          <dt className="pr-3 text-ink-700">Transport</dt>
          <dd className="text-right">{formatKoboAsNaira(totals.transport)}</dd>
          <dt className="border-t border-ink-300 pt-1 pr-3 text-base font-semibold">Price</dt>
          <dd className="border-t border-ink-300 pt-1 text-right text-base font-bold">
            {formatKoboAsNaira(totals.total)}
          </dd>
        </dl>
        <p className="text-xs text-ink-600">
          The down payment and monthly repayment are worked out from this price when you save; see them on the package
          page.
        </p>
      </section>

      {/* The live total and Save stay on screen while a long list of lines is edited. */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-8 flex items-center gap-3 border-t border-ink-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <p className="min-w-0 flex-1 text-sm">
          <span className="block text-ink-700">
            Price{dirty && id !== null ? <span className="text-brand-800"> · not saved</span> : null}
          </span>
          <span className="text-lg font-bold tabular-nums" data-testid="editor-total">
            {formatKoboAsNaira(totals.total)}
          </span>
        </p>
        <Button
          variant={dirty ? 'primary' : 'secondary'}
          state={requestStatusOf(save.status)}
          loadingLabel="Saving"
          onClick={onSave}
        >
          {id === null ? 'Create package' : 'Save changes'}
        </Button>
      </div>
    </div>
  );
}

/** Re-checks the form (for the messages shown next to the boxes once the admin has tried to save). */
function checkErrors(form: PackageForm): PackageErrors | null {
  const checked = checkPackage(form);
  return checked.ok ? null : checked.errors;
}

function Choice({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange(): void;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-3">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-5 shrink-0 accent-brand-600"
      />
      <span className="text-base">{label}</span>
    </label>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line box, styled and wired like TextField (hint and error tied to it). */
function TextArea({ label, hint, error, ref, ...props }: TextAreaProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ${
          error ? 'border-danger-700' : 'border-ink-300'
        }`}
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface LineEditorProps {
  name: string;
  detail: string;
  inactive: boolean;
  quantity: string;
  total: string;
  error: string | undefined;
  onQuantity(typed: string): void;
  onRemove(): void;
}

function LineEditor({ name, detail, inactive, quantity, total, error, onQuantity, onRemove }: LineEditorProps) {
  const quantityId = useId();
  const errorId = `${quantityId}-error`;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-ink-200 p-3" data-testid="package-line">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold">{name}</h3>
          <p className="text-sm text-ink-600">{detail}</p>
          {inactive && <p className="text-sm font-medium text-brand-800">Inactive component: consider replacing it.</p>}
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-danger-700 hover:bg-danger-50"
        >
          <TrashIcon className="size-5" />
        </button>
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="w-28">
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            Quantity
          </label>
          <input
            id={quantityId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(event) => onQuantity(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`block min-h-12 w-full rounded-xl border bg-white px-3 text-base tabular-nums focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ${
              error ? 'border-danger-700' : 'border-ink-300'
            }`}
          />
        </div>
        <p className="pb-3 text-right text-sm text-ink-700 tabular-nums">
          Line total <span className="font-semibold text-ink-900">{total}</span>
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </li>
  );
}
