import { ellipsis } from '@imole/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PackageCard } from '../../components/products/package-card.tsx';
import { PackageTabs } from '../../components/products/package-tabs.tsx';
import { PlanChoiceModal } from '../../components/products/plan-choice-modal.tsx';
import { SpecsModal } from '../../components/products/specs-modal.tsx';
import { OutstandingQuoteModal } from '../../components/quote/outstanding-quote-modal.tsx';
import { ChevronRightIcon, PanelIcon } from '../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProducts } from '../../lib/products/get-products.ts';
import type { BatteryChoice, ProductItem } from '../../lib/products/types.ts';
import { activeQuoteRequestsQueryOptions } from '../../lib/quotes/get-active-quote-requests.ts';
import { useSession } from '../../lib/session.ts';

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
  const [specs, setSpecs] = useState<ProductItem | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [outstanding, setOutstanding] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);

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

  const firstname = session?.user.firstname ?? '';

  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-ink-800">
        Welcome, <span className="font-semibold">{ellipsis(firstname, 20)}</span>. Pick a package or make your own plan.
      </p>

      <PackageTabs
        products={products}
        emptyText="No packages here yet. Make a custom plan below."
        renderCard={(item) => (
          <PackageCard
            key={item.product.id}
            item={item}
            busy={checking === wizardLinks.package(item.product.id, 1)}
            onSpecs={() => setSpecs(item)}
            onQuote={() => void start(wizardLinks.package(item.product.id, 1))}
          />
        )}
      />

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
