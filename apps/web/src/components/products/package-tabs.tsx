import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { ProductItem } from '../../lib/products/types.ts';

type Tab = 'solar' | 'inverter';
const tabs: { id: Tab; label: string }[] = [
  { id: 'solar', label: 'With solar panels' },
  { id: 'inverter', label: 'Inverter only' },
];

/**
 * "Starter packages" in two tabs by hasSolarPanel (customer spec §2 "Get Quote page"), with their skeletons and their
 * error: /get-qoute and /bankquote.
 */
export function PackageTabs({
  products,
  renderCard,
  emptyText,
}: {
  products: UseQueryResult<ProductItem[]>;
  renderCard(item: ProductItem): ReactNode;
  /** A tab without packages. */
  emptyText: string;
}) {
  const [tab, setTab] = useState<Tab>('solar');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setTab(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };
  const shown = (products.data ?? []).filter((item) => item.product.hasSolarPanel === (tab === 'solar'));

  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-4">
      <h2 id={`${baseId}-title`} className="text-xl font-bold">
        Starter packages
      </h2>
      <div role="tablist" aria-label="Package type" className="grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1">
        {tabs.map((t, index) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={
              'min-h-11 rounded-lg px-2 text-sm font-semibold ' +
              (tab === t.id ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:text-ink-900')
            }
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="flex flex-col gap-4"
      >
        {products.isPending ? (
          <div role="status" aria-busy="true" className="flex flex-col gap-4">
            <span className="sr-only">Loading packages</span>
            {[0, 1].map((n) => (
              <div key={n} className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-12 w-full rounded-xl" />
              </div>
            ))}
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
        ) : shown.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-4 text-ink-700">{emptyText}</p>
        ) : (
          shown.map(renderCard)
        )}
      </div>
    </section>
  );
}
