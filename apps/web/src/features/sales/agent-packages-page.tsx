import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProducts } from '../../lib/products/get-products.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/**
 * /agent-packages, the agent's 'Packages' (staff spec §2): the packages customers are offered today, with what an
 * agent quotes in the field — the outright price, the down payment and the monthly repayment of the default plan —
 * and what is in each.
 */
export default function AgentPackagesPage() {
  useDocumentTitle('Packages');
  const products = useProducts();
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Packages</h1>
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
                  <h2 className="text-lg font-semibold">{product.name}</h2>
                  <p className="text-sm text-ink-800">{product.description}</p>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-ink-700">Outright</dt>
                      <dd className="font-semibold tabular-nums">{formatNaira(product.oneOffPaymentCost)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-700">Down payment</dt>
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
                  <p className="text-xs text-ink-600">Warranty {product.warrantyPeriod} months</p>
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
