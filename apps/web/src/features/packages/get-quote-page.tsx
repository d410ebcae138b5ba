import { ellipsis } from '@imole/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { PackageCard } from '../../components/products/package-card.tsx';
import { PlanChoiceModal } from '../../components/products/plan-choice-modal.tsx';
import { SpecsModal } from '../../components/products/specs-modal.tsx';
import { OutstandingQuoteModal } from '../../components/quote/outstanding-quote-modal.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ChevronRightIcon, PanelIcon } from '../../components/ui/icons.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProducts } from '../../lib/products/get-products.ts';
import type { BatteryChoice, ProductItem } from '../../lib/products/types.ts';
import { activeQuoteRequestsQueryOptions } from '../../lib/quotes/get-active-quote-requests.ts';
import { useSession } from '../../lib/session.ts';

type Tab = 'solar' | 'inverter';
const tabs: { id: Tab; label: string }[] = [
  { id: 'solar', label: 'With solar panels' },
  { id: 'inverter', label: 'Inverter only' },
];

/** Where each way into the wizard goes (docs/web-routing.md, "Quote wizard queries"). */
export const wizardLinks = {
  package: (productId: number, battery: BatteryChoice) =>
    `/start-quote?id=${productId}${battery === 2 ? '&battery=2' : ''}`,
  components: '/start-quote?product=true',
  notSure: '/start-quote?notSure=true',
};

/**
 * /get-qoute (route name GetQuote, customer spec §2): the starter packages in two tabs by hasSolarPanel, each with
 * "View specs" and "Get Quote", and the "Make a custom plan" card. A customer with an open request is shown the
 * outstanding-loan modal instead of the wizard (customer spec §4 "New quote rule").
 */
export default function GetQuotePage() {
  useDocumentTitle('Get a quote');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useProducts();
  const [tab, setTab] = useState<Tab>('solar');
  const [specs, setSpecs] = useState<ProductItem | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [outstanding, setOutstanding] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  /** The new-quote rule first: the wizard opens only for a customer without an open request. */
  const start = async (to: string) => {
    setChecking(to);
    try {
      const active = await queryClient.fetchQuery(activeQuoteRequestsQueryOptions());
      if (active.data.length > 0) {
        setSpecs(null);
        setChoosing(false);
        setOutstanding(true);
        return;
      }
    } catch {
      // The check could not run (offline for a moment): the server applies the same rule when the request is sent.
    } finally {
      setChecking(null);
    }
    void navigate(to);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setTab(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const shown = (products.data ?? []).filter((item) => item.product.hasSolarPanel === (tab === 'solar'));
  const firstname = session?.user.firstname ?? '';

  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-ink-800">
        Welcome, <span className="font-semibold">{ellipsis(firstname, 20)}</span>. Pick a package or make your own plan.
      </p>

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
            <p className="rounded-2xl bg-ink-50 p-4 text-ink-700">No packages here yet. Make a custom plan below.</p>
          ) : (
            shown.map((item) => (
              <PackageCard
                key={item.product.id}
                item={item}
                busy={checking === wizardLinks.package(item.product.id, 1)}
                onSpecs={() => setSpecs(item)}
                onQuote={() => void start(wizardLinks.package(item.product.id, 1))}
              />
            ))
          )}
        </div>
      </section>

      {/* Shown with the packages, not under their skeleton: cards taller than the skeleton would push it down the
          screen as they arrive (a layout shift, CLS 0.084 on a phone). */}
      {!products.isPending && (
        <button
          type="button"
          onClick={() => setChoosing(true)}
          className="flex min-h-20 items-center gap-4 rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50 p-4 text-left hover:bg-brand-100"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-400 text-ink-900">
            <PanelIcon />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold">Make a custom plan</span>
            <span className="block text-sm text-ink-700">
              Choose your own components, or let us size a system for your home.
            </span>
          </span>
          <ChevronRightIcon className="size-5 shrink-0" />
        </button>
      )}

      <SpecsModal
        item={specs}
        onClose={() => setSpecs(null)}
        actionLabel="Get Quote"
        onAction={(item, battery) => void start(wizardLinks.package(item.product.id, battery))}
      />
      <PlanChoiceModal
        open={choosing}
        onClose={() => setChoosing(false)}
        title="What do you need?"
        onPickComponents={() => void start(wizardLinks.components)}
        onNotSure={() => void start(wizardLinks.notSure)}
      />
      <OutstandingQuoteModal open={outstanding} onClose={() => setOutstanding(false)} />
    </div>
  );
}
