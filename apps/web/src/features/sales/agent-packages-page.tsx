import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProducts } from '../../lib/products/get-products.ts';
import { useMyOffer, type MyOffer } from './api/offer-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { percentList } from './offer-words.ts';

/**
 * /agent-packages, the agent's 'Packages' (staff spec §2), and /coordinator-all-products, the coordinator's: the
 * packages they may offer (the server lists only those: docs/sales.md "What each agent may offer"), with what an
 * agent quotes in the field — the outright price, and the down payment and monthly repayment of the lowest down
 * payment they may offer — and what is in each; a package opens its detail.
 */
export default function AgentPackagesPage({ coordinator = false }: { coordinator?: boolean }) {
  useDocumentTitle(coordinator ? 'Products' : 'Packages');
  const products = useProducts();
  const offer = useMyOffer();
  const lowest = offer.data?.equityPercentages[0];
  const detail = (id: number) => (coordinator ? `/cordinator-package-detail/${id}` : `/agent-package-detail/${id}`);
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{coordinator ? 'Products' : 'Packages'}</h1>
      {offer.data && <OfferNote offer={offer.data} coordinator={coordinator} />}
      <section
        aria-busy={products.isPending || undefined}
        aria-label="Packages offered"
        className="flex flex-col gap-3"
      >
        {products.isPending ? (
          <>
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-40 w-full rounded-2xl" />
          </>
        ) : products.isError ? (
          <LoadError
            title="We could not load the packages"
            message={products.error.message}
            retrying={products.isRefetching}
            onRetry={() => void products.refetch()}
          />
        ) : products.data.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 px-4 py-10 text-center text-lg font-semibold">
            No packages are offered yet
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {products.data.map(({ product, productComponents }) => (
              <li key={product.id}>
                <article className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4">
                  <h2 className="text-lg font-semibold">
                    <Link to={detail(product.id)} className="text-brand-800 underline underline-offset-2">
                      {product.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-ink-800">{product.description}</p>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-ink-700">Outright</dt>
                      <dd className="font-semibold tabular-nums">{formatNaira(product.oneOffPaymentCost)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-700">{lowest === undefined ? 'Down payment' : `${lowest}% down`}</dt>
                      <dd className="font-semibold tabular-nums">{formatNaira(product.initialPayment)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-700">Monthly × {product.repaymentLength}</dt>
                      <dd className="font-semibold tabular-nums">{formatNaira(product.repaymentAmount)}</dd>
                    </div>
                  </dl>
                  {productComponents.length > 0 && (
                    <details className="text-sm text-ink-800">
                      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
                        What is in it ({productComponents.length} {productComponents.length === 1 ? 'item' : 'items'})
                      </summary>
                      <ul className="flex list-disc flex-col gap-1 pl-5">
                        {productComponents.map((c) => (
                          <li key={c.name}>
                            {c.quantity} × {c.name}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-xs text-ink-600">Warranty {product.warrantyPeriod} months</p>
                    <Link
                      to={detail(product.id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-800"
                      aria-label={`Plans and prices of ${product.name}`}
                    >
                      Plans and prices ›
                    </Link>
                  </div>
                  <Link
                    to={`/agent-sample-quote?product=${product.id}`}
                    className={buttonClasses('secondary', { block: true })}
                  >
                    Make a sample quote
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SalesNavBar />
    </div>
  );
}

/** Which down payments they may offer, and whose choice restricts them when one does. */
function OfferNote({ offer, coordinator }: { offer: MyOffer; coordinator: boolean }) {
  const plans =
    offer.equityPercentages.length === 0
      ? 'No down-payment plan is open to you: sell these outright only.'
      : `Down payments you may offer: ${percentList(offer.equityPercentages)}.`;
  if (offer.source === 'everything') return <p className="text-sm text-ink-700">{plans}</p>;
  const whose = offer.source === 'team' ? (coordinator ? 'for your team' : 'for your coordinator’s team') : 'for you';
  return (
    <p className="rounded-2xl bg-brand-50 p-3 text-sm text-ink-900">
      An administrator chose what may be offered {whose}: only the packages below. {plans}
    </p>
  );
}

/** /coordinator-all-products: the same list for a coordinator, each opening /cordinator-package-detail/{id}. */
export function CoordinatorProductsPage() {
  return <AgentPackagesPage coordinator />;
}
