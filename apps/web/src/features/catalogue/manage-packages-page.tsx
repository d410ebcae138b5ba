import { categorySchema, componentSchema } from '@imole/domain/catalogue';
import { formatNaira } from '@imole/domain/format';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../components/ui/currency-input.tsx';
import { ChevronDownIcon, ChevronRightIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useCreateCategory } from './api/create-category.ts';
import { categoryUpdateSchema, useUpdateCategory } from './api/update-category.ts';
import { useAllProducts } from './api/get-all-products.ts';
import {
  useComponentCatalogue,
  type CatalogueCategory,
  type CatalogueComponent,
} from './api/get-component-catalogue.ts';
import { useSaveComponent } from './api/save-component.ts';
import { InlineEdit } from './components/inline-edit.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { ratingLabel } from './labels.ts';
import { useIsAdmin } from './use-is-admin.ts';

type Message = { tone: AlertTone; text: string };

/** The first message of a failed check, for the field it is about. */
function firstIssues(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * /manage-packages: the packages, the component categories and every component with its price. Admins create a
 * package (on /product-detail/new), a category or a component, rename a category and change a component's price in
 * place; support
 * staff see the same lists read-only (the API refuses their changes anyway).
 */
export default function ManagePackagesPage() {
  useDocumentTitle('Manage packages');
  const isAdmin = useIsAdmin();

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">Manage packages</h1>
        {!isAdmin && <Alert tone="info">Only admins change packages and prices. You can see everything here.</Alert>}
      </div>
      <PackagesSection isAdmin={isAdmin} />
      <ComponentsSection isAdmin={isAdmin} />
    </div>
  );
}

function PackagesSection({ isAdmin }: { isAdmin: boolean }) {
  const products = useAllProducts();
  const items = products.data ?? [];
  return (
    <section aria-labelledby="manage-packages-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="manage-packages-heading" className="text-lg font-semibold">
          Packages
        </h2>
        {isAdmin && (
          <Link to="/product-detail/new" className={`${buttonClasses('primary')} min-h-11 px-4 text-sm`}>
            <PlusIcon className="size-5" />
            New package
          </Link>
        )}
      </div>
      {products.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the packages</span>
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : products.isError ? (
        <LoadError
          title="We could not load the packages"
          message={products.error.message}
          retrying={products.isRefetching}
          onRetry={() => void products.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
          No packages yet.{isAdmin ? ' Create the first with “New package”.' : ''}
        </p>
      ) : (
        <ul className="divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200">
          {items.map((item) => (
            <li key={item.product.id}>
              <Link
                to={isAdmin ? `/product-detail/${item.product.id}` : `/package-detail/${item.product.id}`}
                className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-ink-50 active:bg-ink-100"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">
                    {isAdmin && <span className="sr-only">Edit </span>}
                    {item.product.name}
                  </span>
                  <span className="block text-sm text-ink-700 tabular-nums">
                    {formatNaira(item.product.oneOffPaymentCost)}
                  </span>
                </span>
                <StatusBadge active={item.isActive} />
                <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ComponentsSection({ isAdmin }: { isAdmin: boolean }) {
  const catalogue = useComponentCatalogue();
  const categories = catalogue.data ?? [];
  return (
    <section aria-labelledby="components-heading" className="flex flex-col gap-3">
      <h2 id="components-heading" className="text-lg font-semibold">
        Components and prices
      </h2>
      <p className="text-sm text-ink-700">
        A package costs the sum of its components at these prices, plus installation and transport. A new price reprices
        every package with that component; quotes already sent keep their prices.
      </p>
      {catalogue.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the components</span>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : catalogue.isError ? (
        <LoadError
          title="We could not load the components"
          message={catalogue.error.message}
          retrying={catalogue.isRefetching}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <>
          {categories.length === 0 ? (
            <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
              No categories yet.{isAdmin ? ' Add one below, then its components.' : ''}
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <CategoryBlock category={category} isAdmin={isAdmin} />
                </li>
              ))}
            </ul>
          )}
          {isAdmin && (
            <>
              <AddComponentForm categories={categories} />
              <AddCategoryForm />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** A category as a disclosure (closed at first: eight categories of components make a long page on a phone). */
function CategoryBlock({ category, isAdmin }: { category: CatalogueCategory; isAdmin: boolean }) {
  const count = category.components.length;
  return (
    <details className="group rounded-2xl border border-ink-200" data-testid="component-category">
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{category.name}</span>
          <span className="block text-sm text-ink-700">
            {count === 0 ? 'No components yet' : `${count} ${count === 1 ? 'component' : 'components'}`}
          </span>
        </span>
        <ChevronDownIcon className="size-5 shrink-0 text-ink-600 transition-transform group-open:rotate-180" />
      </summary>
      {isAdmin && <RenameCategory category={category} />}
      {count > 0 && (
        <ul className="divide-y divide-ink-200 border-t border-ink-200">
          {category.components.map((component) => (
            <ComponentRow key={component.id} component={component} category={category} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * "Rename" inside an open category, for admins. Only the name changes: components, packages and quotes already sent
 * keep theirs (a quote's lines hold the category name they were priced with).
 */
function RenameCategory({ category }: { category: CatalogueCategory }) {
  const update = useUpdateCategory();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = categoryUpdateSchema.safeParse({ id: category.id, name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Enter the category name');
      return;
    }
    setError(null);
    update.mutate(checked.data, {
      onSuccess: () => {
        setEditing(false);
        setSaved(`Renamed to ${checked.data.name}.`);
      },
      onError: (cause) => setError(cause.message),
    });
  };

  return (
    <div className="flex flex-col gap-2 border-t border-ink-200 px-4 py-3">
      <InlineEdit
        editing={editing}
        saved={saved}
        open={{
          label: 'Rename',
          ariaLabel: `Rename category: ${category.name}`,
          onOpen: () => {
            update.reset();
            setSaved(null);
            setName(category.name);
            setEditing(true);
          },
        }}
        formLabel={`Rename ${category.name}`}
        field={
          <TextField
            label={`New name for ${category.name}`}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            autoFocus
          />
        }
        submit={{ label: 'Save name', loadingLabel: 'Saving the name', status: update.status }}
        onSubmit={onSubmit}
        onCancel={() => {
          setEditing(false);
          setError(null);
        }}
      />
    </div>
  );
}

function ComponentRow({
  component,
  category,
  isAdmin,
}: {
  component: CatalogueComponent;
  category: CatalogueCategory;
  isAdmin: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveComponent();
  const note = [ratingLabel(component, category.key), component.isActive ? null : 'Inactive']
    .filter(Boolean)
    .join(' · ');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = componentSchema.shape.unitPrice.safeParse(
      price.trim() === '' ? undefined : (amountFromInput(price) ?? Number.NaN),
    );
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Enter the unit price in naira');
      return;
    }
    setError(null);
    // UpdateComponent replaces every field: send the component as it is, with the new price.
    save.mutate(
      {
        id: component.id,
        categoryId: category.id,
        name: component.name,
        unitPrice: checked.data,
        powerWatts: component.powerWatts,
        capacityWh: component.capacityWh,
        isActive: component.isActive,
      },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(`Saved: ${formatNaira(checked.data)}. Packages with it are repriced.`);
        },
        onError: (cause) => setError(cause.message),
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="component-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-medium">{component.name}</h3>
          {note && <p className="text-sm text-ink-700">{note}</p>}
        </div>
        <p className="shrink-0 text-right text-base font-semibold tabular-nums">{formatNaira(component.unitPrice)}</p>
      </div>
      {isAdmin && (
        <InlineEdit
          editing={editing}
          saved={saved}
          open={{
            label: 'Change price',
            ariaLabel: `Change price: ${component.name}`,
            onOpen: () => {
              save.reset();
              setSaved(null);
              setPrice(amountToInput(component.unitPrice));
              setEditing(true);
            },
          }}
          field={
            <CurrencyInput
              label={`New price for ${component.name}`}
              value={price}
              onValueChange={(value) => {
                setPrice(value);
                setError(null);
              }}
              error={error ?? undefined}
              autoFocus
            />
          }
          submit={{ label: 'Save price', loadingLabel: 'Saving the price', status: save.status }}
          onSubmit={onSubmit}
          onCancel={() => {
            setEditing(false);
            setError(null);
          }}
        />
      )}
    </li>
  );
}

function AddComponentForm({ categories }: { categories: readonly CatalogueCategory[] }) {
  const save = useSaveComponent();
  const [categoryId, setCategoryId] = useState('');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [power, setPower] = useState('');
  const [capacity, setCapacity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = componentSchema.safeParse({
      categoryId: categoryId === '' ? undefined : Number(categoryId),
      name,
      unitPrice: price.trim() === '' ? undefined : (amountFromInput(price) ?? Number.NaN),
      powerWatts: power === '' ? null : Number(power),
      capacityWh: capacity === '' ? null : Number(capacity),
      isActive: true,
    });
    if (!checked.success) {
      setErrors(firstIssues(checked.error.issues));
      return;
    }
    setErrors({});
    const input = checked.data;
    save.mutate(
      { ...input, powerWatts: input.powerWatts ?? null, capacityWh: input.capacityWh ?? null },
      {
        onSuccess: () => {
          const category = categories.find((c) => c.id === input.categoryId)?.name ?? 'its category';
          setMessage({
            tone: 'success',
            text: `${input.name} added to ${category} at ${formatNaira(input.unitPrice)}.`,
          });
          setName('');
          setPrice('');
          setPower('');
          setCapacity('');
        },
        onError: (cause) => setMessage({ tone: 'error', text: cause.message }),
      },
    );
  };

  const digits = (value: string) => value.replace(/\D/g, '');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-component-heading"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-ink-300 p-4"
    >
      <h3 id="add-component-heading" className="text-base font-semibold">
        Add a component
      </h3>
      <SelectField
        label="Category"
        placeholder="Choose the category"
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
        error={errors.categoryId}
      />
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
      <CurrencyInput label="Unit price" value={price} onValueChange={setPrice} error={errors.unitPrice} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Power (W or VA)"
          hint="Panels, inverters"
          inputMode="numeric"
          value={power}
          onChange={(event) => setPower(digits(event.target.value))}
          error={errors.powerWatts}
        />
        <TextField
          label="Capacity (Wh)"
          hint="Batteries"
          inputMode="numeric"
          value={capacity}
          onChange={(event) => setCapacity(digits(event.target.value))}
          error={errors.capacityWh}
        />
      </div>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Button type="submit" variant="secondary" block state={requestStatusOf(save.status)} loadingLabel="Adding">
        Add component
      </Button>
    </form>
  );
}

function AddCategoryForm() {
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const checked = categorySchema.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Enter the category name');
      return;
    }
    setError(null);
    create.mutate(checked.data, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: `${checked.data.name} added. Add its components above.` });
        setName('');
      },
      onError: (cause) => setMessage({ tone: 'error', text: cause.message }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-category-heading"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-ink-300 p-4"
    >
      <h3 id="add-category-heading" className="text-base font-semibold">
        Add a category
      </h3>
      <TextField
        label="Category name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Button type="submit" variant="secondary" block state={requestStatusOf(create.status)} loadingLabel="Adding">
        Add category
      </Button>
    </form>
  );
}
