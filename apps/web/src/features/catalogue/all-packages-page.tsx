import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAllProducts, type StaffProduct } from './api/get-all-products.ts';
import { StatusBadge } from './components/status-badge.tsx';
import { batteryLabel, kindLabel, months } from './labels.ts';
import { useIsAdmin } from './use-is-admin.ts';

/**
 * /all-packages, the "Packages" of the support and installer navigation bar: every package with its price, its
 * default monthly repayment, its battery and whether customers are offered it; each opens /package-detail/{id}.
 * Admins also get the way to /manage-packages.
 */
export default function AllPackagesPage() {
  useDocumentTitle('Packages');
  const isAdmin = useIsAdmin();
  const products = useAllProducts();
  const items = products.data ?? [];
  const active = items.filter((item) => item.isActive).length;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Packages</h1>

      {isAdmin && (
        <Link to="/manage-packages" className={buttonClasses('secondary', { block: true })}>
          Manage packages
        </Link>
      )}

      <section
        aria-labelledby="packages-heading"
        aria-busy={products.isPending || undefined}
        className="flex flex-col gap-3"
      >
        <h2 id="packages-heading" className="text-sm font-semibold text-ink-700">
          {products.isPending
            ? 'Loading the packages'
            : products.isError
              ? 'Packages'
              : `${items.length} ${items.length === 1 ? 'package' : 'packages'}, ${active} offered to customers`}
        </h2>
        {products.isPending ? (
          <div className="flex flex-col gap-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-32 w-full rounded-2xl" />
            ))}
          </div>
        ) : products.isError ? (
          <LoadError
            title="We could not load the packages"
            message={products.error.message}
            retrying={products.isRefetching}
            onRetry={() => void products.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">No packages yet</p>
            <p className="mt-1 text-sm text-ink-700">
              {isAdmin ? 'Create the first one from Manage packages.' : 'An admin adds packages; they will show here.'}
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.product.id}>
                <PackageCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <StaffNavBar />
    </div>
  );
}

function PackageCard({ item }: { item: StaffProduct }) {
  const { product } = item;
  return (
    <Link
      to={`/package-detail/${product.id}`}
      data-testid="package-card"
      className={`flex items-center gap-3 rounded-2xl border p-4 hover:bg-ink-50 active:bg-ink-100 ${
        item.isActive ? 'border-ink-200 bg-white' : 'border-dashed border-ink-300 bg-ink-50'
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-semibold">{product.name}</h3>
          <StatusBadge active={item.isActive} />
        </div>
        <p className="text-sm text-ink-700">
          {kindLabel(product.hasSolarPanel)} · {batteryLabel(item.batteryType)}
        </p>
        <dl className="grid grid-cols-2 gap-x-3 text-sm">
          <div>
            <dt className="text-ink-600">Price</dt>
            <dd className="font-semibold tabular-nums">{formatNaira(product.oneOffPaymentCost)}</dd>
          </div>
          <div>
            <dt className="text-ink-600">Monthly</dt>
            <dd className="font-semibold tabular-nums">
              {formatNaira(product.repaymentAmount)}
              <span className="block text-xs font-normal text-ink-600">for {months(product.repaymentLength)}</span>
            </dd>
          </div>
        </dl>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
    </Link>
  );
}
