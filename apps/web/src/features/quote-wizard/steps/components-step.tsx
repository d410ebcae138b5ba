import { cleanQuantity, componentLineError, componentTotal, quoteMessages } from '@imole/domain/quote-request';
import { formatNaira } from '@imole/domain/format';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useInstallationComponents, type ComponentCategory } from '../requests/get-installation-components.ts';
import { BreakdownModal } from '../components/breakdown-modal.tsx';
import { QuantityField } from '../components/quantity-field.tsx';
import { StepShell } from '../components/step-shell.tsx';
import type { ComponentLine } from '../wizard-state.ts';
import type { StepProps } from './step-props.ts';
import { words, type Words } from '../words.ts';

const isCable = (name: string) => name.toLowerCase().includes('cable');

/** The rule for one selected line (customer spec §5 "Components step"), from packages/domain. */
export function lineError(line: ComponentLine, category: ComponentCategory | undefined): string | null {
  const hasProducts = (category?.data.length ?? 1) > 0;
  return componentLineError(
    { name: line.name, productId: line.productId, value: line.value, quantity: line.quantity },
    hasProducts,
  );
}

/**
 * Components (customer spec §2): a checkbox per category, a product radio per category (free text when it has
 * none), "How many do you need?", the running "Cost of selected equipments" and "See breakdown". Continue is
 * disabled while any selected line breaks a rule; each line shows its rule once the person has worked on it.
 */
export function ComponentsStep({ state, dispatch, onNext, focusTitle }: StepProps) {
  const categories = useInstallationComponents();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(state.components.map((l) => l.name)));
  const [breakdown, setBreakdown] = useState(false);
  const touch = (name: string) => setTouched((set) => (set.has(name) ? set : new Set(set).add(name)));

  const byName = new Map((categories.data ?? []).map((c) => [c.categoryName, c]));
  const lines = state.components;
  const errors = lines.map((line) => lineError(line, byName.get(line.name)));
  const firstError = errors.find((e) => e !== null) ?? null;
  const total = componentTotal(
    lines
      .filter((l) => l.productId !== null)
      .map((l) => ({ unitPrice: l.unitPrice, quantity: cleanQuantity(l.quantity) || 0 })),
  );
  const canContinue = lines.length > 0 && firstError === null;
  const w = words(state.agent);

  return (
    <StepShell
      title={w.componentsTitle}
      intro={w.componentsIntro}
      focusTitle={focusTitle}
      stickyFooter
      footer={
        <>
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm text-ink-600">Cost of selected equipments</p>
              <p className="text-xl font-bold tabular-nums" data-testid="components-total" aria-live="polite">
                {formatNaira(total)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setBreakdown(true)}
              className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
            >
              See breakdown
            </button>
          </div>
          {!canContinue && (
            <p className="text-sm text-ink-700" data-testid="components-hint">
              {lines.length === 0 ? 'Tick at least one component to continue.' : firstError}
            </p>
          )}
          <Button block disabled={!canContinue} onClick={onNext}>
            Continue
          </Button>
          {state.editing && (
            <Button variant="secondary" block onClick={() => dispatch({ type: 'switchFlow', flow: 'plan' })}>
              View other products
            </Button>
          )}
        </>
      }
    >
      {categories.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading components</span>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-14 w-full rounded-2xl" />
          ))}
        </div>
      ) : categories.isError ? (
        <Alert tone="error" title="We could not load the components">
          <p>{categories.error.message}</p>
          <button
            type="button"
            onClick={() => void categories.refetch()}
            className="mt-1 min-h-11 font-semibold underline"
          >
            Try again
          </button>
        </Alert>
      ) : (
        <ul className="flex flex-col gap-3">
          {categories.data.map((category) => {
            const line = lines.find((l) => l.name === category.categoryName);
            const index = line ? lines.indexOf(line) : -1;
            return (
              <li key={category.categoryName}>
                <CategoryCard
                  w={w}
                  category={category}
                  line={line}
                  error={line && touched.has(line.name) ? (errors[index] ?? null) : null}
                  onToggle={(selected) => dispatch({ type: 'componentToggle', name: category.categoryName, selected })}
                  onChange={(changes) => {
                    touch(category.categoryName);
                    dispatch({ type: 'componentLine', name: category.categoryName, changes });
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}

      <BreakdownModal
        open={breakdown}
        onClose={() => setBreakdown(false)}
        lines={lines}
        order={(categories.data ?? []).map((c) => c.categoryName)}
        note={w.breakdownNote}
      />
    </StepShell>
  );
}

function CategoryCard({
  w,
  category,
  line,
  error,
  onToggle,
  onChange,
}: {
  w: Words;
  category: ComponentCategory;
  line: ComponentLine | undefined;
  error: string | null;
  onToggle(selected: boolean): void;
  onChange(changes: Partial<ComponentLine>): void;
}) {
  const id = useId();
  const cable = isCable(category.categoryName);
  const productError = error === quoteMessages.noProduct ? error : null;
  const quantityError = error !== null && error !== quoteMessages.noProduct ? error : null;
  return (
    <div className={'rounded-2xl border-2 ' + (line ? 'border-brand-600' : 'border-ink-200')}>
      <label className="flex min-h-14 cursor-pointer items-center gap-3 px-4">
        <input
          type="checkbox"
          checked={line !== undefined}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        <span className="flex-1 text-base font-semibold">{category.categoryName}</span>
      </label>
      {line && (
        <div className="flex flex-col gap-4 border-t border-ink-200 px-4 pt-3 pb-4">
          {category.data.length > 0 ? (
            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold text-ink-800">Choose a product</legend>
              <div className="flex flex-col gap-2">
                {category.data.map((option) => (
                  <label
                    key={option.id}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-300 px-3 py-2 has-checked:border-ink-900 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`${id}-product`}
                      checked={line.productId === option.id}
                      onChange={() =>
                        onChange({ productId: option.id, productName: option.name, unitPrice: option.unitPrice })
                      }
                      className="size-5 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 flex-1 text-sm">{option.name}</span>
                    <span className="text-sm font-semibold whitespace-nowrap tabular-nums">
                      {formatNaira(option.unitPrice)}
                      {cable ? <span className="font-normal text-ink-600">/yd</span> : null}
                    </span>
                  </label>
                ))}
              </div>
              {productError && (
                <p role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
                  {productError}
                </p>
              )}
            </fieldset>
          ) : (
            <TextField
              label={w.componentProduct}
              value={line.value}
              onChange={(event) => onChange({ value: event.target.value })}
              error={productError ?? undefined}
            />
          )}
          <QuantityField
            label={w.componentQuantity}
            hint={cable ? 'In yards: at least 20.' : undefined}
            maxLength={5}
            value={line.quantity}
            onValue={(quantity) => onChange({ quantity })}
            error={quantityError ?? undefined}
          />
        </div>
      )}
    </div>
  );
}
