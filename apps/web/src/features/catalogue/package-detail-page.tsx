import { formatKoboAsNaira, formatNaira } from '@imole/domain/format';
import { addKobo, kobo, nairaToKobo } from '@imole/domain/money';
import { Link, useParams } from 'react-router';
import { ProductFigures } from '../../components/products/product-figures.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePackage, type PackageDetail } from './api/get-product.ts';
import { BadLink } from './components/bad-link.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { batteryLabel, kindLabel } from './labels.ts';
import { useIsAdmin } from './use-is-admin.ts';

/**
 * /package-detail/:id: one package as it is sold today: its components with quantities and today's unit prices, the
 * installation and transport costs, the total (its outright price), the default plan and the warranty; a way to
 * the repayment preview, and for admins "Edit".
 */
export default function PackageDetailPage() {
  const id = Number(useParams().id);
  const item = usePackage(id);
  useDocumentTitle(item.data?.product.name ?? 'Package');

  if (!Number.isInteger(id) || id <= 0) return <BadLink />;

  return (
    <div className="flex flex-col gap-5">
      {item.isPending ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">Package</h1>
          <PageSkeleton />
        </>
      ) : item.isError ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">Package</h1>
          <LoadError
            title="We could not load this package"
            message={item.error.message}
            retrying={item.isRefetching}
            onRetry={() => void item.refetch()}
          />
          <Link to="/all-packages" className={buttonClasses('ghost', { block: true })}>
            See all packages
          </Link>
        </>
      ) : (
        <PackageView item={item.data} />
      )}
    </div>
  );
}

function PackageView({ item }: { item: PackageDetail }) {
  const isAdmin = useIsAdmin();
  const { product } = item;
  const lines = item.components.map((line) => ({
    ...line,
    total: kobo(nairaToKobo(line.unitPrice) * line.quantity),
  }));
  const components = addKobo(...lines.map((line) => line.total));

  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{product.name}</h1>
          <StatusBadge active={item.isActive} />
        </div>
        <p className="text-sm font-medium text-ink-700">
          {kindLabel(product.hasSolarPanel)} · {batteryLabel(item.batteryType)}
        </p>
        <p className="text-base text-ink-800">{product.description}</p>
        {item.batteryComponentId !== null && (
          <p className="text-sm text-ink-700">
            Customers may choose a lithium battery instead; the quote then uses its price.
          </p>
        )}
        {!item.isActive && (
          <Alert tone="info">Inactive: customers are not offered this package. Quotes already made keep it.</Alert>
        )}
      </div>

      <section aria-labelledby="plan-heading" className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4">
        <h2 id="plan-heading" className="text-lg font-semibold">
          Price and plan
        </h2>
        <ProductFigures product={product} />
        <Link to={`/product-repayment/${product.id}`} className={buttonClasses('secondary', { block: true })}>
          See the repayment plan
        </Link>
      </section>

      <section aria-labelledby="components-heading" className="flex flex-col gap-3">
        <h2 id="components-heading" className="text-lg font-semibold">
          Components
        </h2>
        {lines.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">This package has no components.</p>
        ) : (
          <ul className="divide-y divide-ink-200 rounded-2xl border border-ink-200">
            {lines.map((line) => (
              <li key={line.componentId} className="flex flex-col gap-1 p-3" data-testid="package-line">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="text-base font-semibold">{line.name}</h3>
                    <p className="text-sm text-ink-600">{line.categoryName}</p>
                  </div>
                  <p className="shrink-0 text-right text-base font-semibold tabular-nums">
                    {formatKoboAsNaira(line.total)}
                  </p>
                </div>
                <p className="text-sm text-ink-700 tabular-nums">
                  {line.quantity} × {formatNaira(line.unitPrice)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="total-heading" className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4">
        <h2 id="total-heading" className="text-lg font-semibold">
          Total
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
          <dt className="pr-3 text-ink-700">Components</dt>
          <dd className="text-right">{formatKoboAsNaira(components)}</dd>
          <dt className="pr-3 text-ink-700">Installation</dt>
          <dd className="text-right">{formatNaira(item.installationCost)}</dd>
          <dt className="pr-3 text-ink-700">Transport</dt>
          <dd className="text-right">{formatNaira(item.transportCost)}</dd>
          <dt className="border-t border-ink-300 pt-1 pr-3 text-base font-semibold">Total</dt>
          <dd className="border-t border-ink-300 pt-1 text-right text-base font-bold" data-testid="package-total">
            {formatNaira(product.oneOffPaymentCost)}
          </dd>
        </dl>
        <p className="text-xs text-ink-600">
          At today’s prices. Quotes already sent to customers keep the prices they were sent with.
        </p>
      </section>

      {isAdmin && (
        <Link to={`/product-detail/${product.id}`} className={buttonClasses('primary', { block: true })}>
          Edit
        </Link>
      )}
    </>
  );
}
