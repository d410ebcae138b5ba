import { useId, useState } from 'react';
import { LithiumNote } from '../../../components/products/lithium-note.tsx';
import { PlanChoiceModal } from '../../../components/products/plan-choice-modal.tsx';
import { ProductFigures } from '../../../components/products/product-figures.tsx';
import { SpecsModal } from '../../../components/products/specs-modal.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronRightIcon, PanelIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useChosenPackage } from '../../../lib/products/get-web-product.ts';
import type { BatteryChoice, ProductItem } from '../../../lib/products/types.ts';
import { StepShell } from '../components/step-shell.tsx';
import { words } from '../words.ts';
import { usePlanProducts } from '../use-plan-products.ts';
import type { StepProps } from './step-props.ts';

/**
 * Choose plan (customer spec §2): the packages as radio cards, "View specs" with the battery choice, and "Make a
 * personalized plan" (components, or "Not sure" for the power-need questions). "Preview your plan" waits for a choice.
 */
export function PlanStep({ state, dispatch, onNext, focusTitle }: StepProps) {
  const name = useId();
  const products = usePlanProducts(state.editing);
  const [specs, setSpecs] = useState<ProductItem | null>(null);
  const [personal, setPersonal] = useState(false);
  const items = products.data ?? [];
  const chosen = items.some((item) => item.product.id === state.productId);
  const w = words(state.agent);

  return (
    <StepShell
      title="Choose a plan"
      intro={w.planIntro}
      focusTitle={focusTitle}
      // Nine packages make a long page: the action stays at the bottom of the screen.
      stickyFooter
      footer={
        <>
          {/* The spec's label names the review; the more-details step comes first (issue 22), so the page says so. */}
          <p className="text-center text-sm text-ink-600" id={`${name}-next`}>
            {w.afterPlan}
          </p>
          <Button block disabled={!chosen} onClick={onNext} aria-describedby={`${name}-next`}>
            {w.previewPlan}
          </Button>
        </>
      }
    >
      {products.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading packages</span>
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : products.isError ? (
        <Alert tone="error" title="We could not load the packages">
          <p>{products.error.message}</p>
          <button
            type="button"
            onClick={() => void products.refetch()}
            className="mt-1 min-h-11 font-semibold underline"
          >
            Try again
          </button>
        </Alert>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Packages</legend>
          {items.map((item) => {
            const { product } = item;
            const selected = product.id === state.productId;
            const inputId = `${name}-${product.id}`;
            return (
              <div
                key={product.id}
                className={
                  'rounded-2xl border-2 p-4 ' + (selected ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white')
                }
              >
                <label htmlFor={inputId} className="flex cursor-pointer gap-3">
                  <input
                    id={inputId}
                    type="radio"
                    name={name}
                    checked={selected}
                    onChange={() => dispatch({ type: 'choosePackage', productId: product.id, battery: 1 })}
                    className="mt-1 size-5 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-lg font-semibold">{product.name}</span>
                    <span className="line-clamp-3 text-sm text-ink-600">{product.description}</span>
                  </span>
                </label>
                <PlanFigures item={item} battery={selected ? state.battery : 1} />
                <button
                  type="button"
                  onClick={() => setSpecs(item)}
                  className="mt-2 -ml-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-100"
                >
                  View specs<span className="sr-only"> of {product.name}</span>
                </button>
              </div>
            );
          })}
        </fieldset>
      )}

      <button
        type="button"
        onClick={() => setPersonal(true)}
        className="flex min-h-20 items-center gap-4 rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50 p-4 text-left hover:bg-brand-100"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-400 text-ink-900">
          <PanelIcon />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-semibold">Make a personalized plan</span>
          <span className="block text-sm text-ink-700">{w.personalPlanHint}</span>
        </span>
        <ChevronRightIcon className="size-5 shrink-0" />
      </button>

      <SpecsModal
        item={specs}
        onClose={() => setSpecs(null)}
        initialBattery={specs && specs.product.id === state.productId ? state.battery : 1}
        actionLabel="Choose this plan"
        onAction={(item, battery) => {
          dispatch({ type: 'choosePackage', productId: item.product.id, battery });
          setSpecs(null);
        }}
      />
      <PlanChoiceModal
        open={personal}
        onClose={() => setPersonal(false)}
        title="Make a personalized plan"
        componentsText={w.pickComponentsText}
        notSureText={w.notSureText}
        onPickComponents={() => {
          setPersonal(false);
          dispatch({ type: 'switchFlow', flow: 'components' });
        }}
        onNotSure={() => {
          setPersonal(false);
          dispatch({ type: 'switchFlow', flow: 'plan-power' });
        }}
      />
    </StepShell>
  );
}

/** A card's amounts for the battery chosen on it: the same source as the specs modal and the review. */
function PlanFigures({ item, battery }: { item: ProductItem; battery: BatteryChoice }) {
  const chosen = useChosenPackage(item, battery);
  if (chosen.error) {
    return (
      <Alert tone="error" title="We could not price the Lithium battery">
        {chosen.error.message}
      </Alert>
    );
  }
  if (!chosen.shown) {
    return (
      <div role="status" aria-busy="true" className="mt-3">
        <span className="sr-only">Pricing with the Lithium battery</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-3">
      <ProductFigures product={chosen.shown.product} />
      {chosen.battery === 2 && <LithiumNote tubular={item} lithium={chosen.shown} />}
    </div>
  );
}
