import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCommissionKpi, usePortfolio } from '../api/sales-api.ts';
import { CommissionChart } from './commission-chart.tsx';
import { PortfolioChart } from './portfolio-chart.tsx';

/** The book of loans behind an agent's referrals (`own`) or a coordinator's team's (`team`), on the sales homes. */
export function PortfolioSection({ scope, title }: { scope: 'own' | 'team'; title: string }) {
  const portfolio = usePortfolio(scope);
  return (
    <section aria-labelledby="portfolio-heading" className="flex flex-col gap-3">
      <h2 id="portfolio-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {portfolio.isPending ? (
        <Skeleton className="h-[21.375rem] w-full rounded-2xl" />
      ) : portfolio.isError ? (
        <LoadError
          title="We could not load the loans"
          message={portfolio.error.message}
          retrying={portfolio.isRefetching}
          onRetry={() => void portfolio.refetch()}
        />
      ) : (
        <PortfolioChart book={portfolio.data} />
      )}
    </section>
  );
}

/** The signed-in agent's or coordinator's commission by month, drawn with its table, on the sales homes. */
export function CommissionByMonthSection({ title }: { title: string }) {
  const kpi = useCommissionKpi();
  return (
    <section aria-labelledby="kpi-heading" className="flex flex-col gap-3">
      <h2 id="kpi-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {kpi.isPending ? (
        <Skeleton className="h-[23.3125rem] w-full rounded-2xl" />
      ) : kpi.isError ? (
        <LoadError
          title="We could not load your commission by month"
          message={kpi.error.message}
          retrying={kpi.isRefetching}
          onRetry={() => void kpi.refetch()}
        />
      ) : (
        <CommissionChart months={kpi.data} />
      )}
    </section>
  );
}

/**
 * The commission card and its four tiles while the report loads, at their loaded size on a phone, so nothing below
 * moves when the figures arrive (docs/performance.md, CLS).
 */
export function CommissionSkeleton() {
  return (
    <>
      <Skeleton className="h-[8.75rem] w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[6.125rem] w-full rounded-2xl" />
        ))}
      </div>
    </>
  );
}
