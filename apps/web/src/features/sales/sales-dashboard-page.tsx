import { lagosDate } from '@imole/domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import { useDashboardRecord, useRecentReferrals } from './api/sales-api.ts';
import { CommissionCard } from './components/commission-card.tsx';
import { ReferralCard } from './components/referral-card.tsx';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { CommissionByMonthSection, CommissionSkeleton, PortfolioSection } from './components/home-sections.tsx';
import { SalesTools } from './components/sales-tools.tsx';

const DAY = 86_400_000;

/**
 * /sales-dashboard, the agent's 'Home' (staff spec §2, §3): the commission report from the ledger (earned, paid to
 * the agent, still to be paid), the customers they referred with those owing and non-performing (each opens its
 * list), commission by month as a chart with its table, and the referrals of the last seven days.
 */
export default function SalesDashboardPage() {
  useDocumentTitle('Home');
  const session = useSession();
  const record = useDashboardRecord();
  const [weekAgo] = useState(() => lagosDate(new Date(Date.now() - 7 * DAY)));
  const recent = useRecentReferrals(weekAgo);

  return (
    <div className="flex flex-1 flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Hello, {session?.user.firstname}</h1>

      <section aria-labelledby="commission-heading" className="flex flex-col gap-3">
        <h2 id="commission-heading" className="text-lg font-semibold">
          Your commission
        </h2>
        {record.isPending ? (
          <CommissionSkeleton />
        ) : record.isError ? (
          <LoadError
            title="We could not load your report"
            message={record.error.message}
            retrying={record.isRefetching}
            onRetry={() => void record.refetch()}
          />
        ) : (
          <>
            <CommissionCard
              unpaid={record.data.totalUnPaid}
              earned={record.data.totalCommission}
              paid={record.data.totalPaid}
            />
            <ul className="grid grid-cols-2 gap-3">
              <Tile to="/sales-referrals" label="Referred customers" value={record.data.referredCustomers} />
              <Tile
                to="/sales-owing-referrals"
                label="Owing today"
                hint="Non-performing included"
                value={record.data.owingCustomers}
                tone="warn"
              />
              <Tile
                to="/sales-nonperforming-referrals"
                label="Non-performing"
                hint="30+ days overdue"
                value={record.data.totalNonPerformingCustomers}
                tone="bad"
              />
              <Tile
                to="/all-sales-quotes"
                label="Quotes"
                hint="Your customers' quotes"
                value={record.data.totalQuotes}
              />
            </ul>
          </>
        )}
      </section>

      <PortfolioSection scope="own" title="Your customers’ loans" />

      <CommissionByMonthSection title="Commission by month" />

      <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between">
          <h2 id="recent-heading" className="text-lg font-semibold">
            Referred this week
          </h2>
          <Link to="/sales-referrals" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
            See all
          </Link>
        </div>
        {recent.isPending ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : recent.isError ? (
          <LoadError
            title="We could not load your recent referrals"
            message={recent.error.message}
            retrying={recent.isRefetching}
            onRetry={() => void recent.refetch()}
          />
        ) : recent.data.data.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-800">
            Nobody signed up with your code in the last seven days. Share it from your profile.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {recent.data.data.map((r) => (
              <li key={r.customerId}>
                <ReferralCard referral={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SalesTools />
      <SalesNavBar />
    </div>
  );
}

const tileTone = { plain: 'text-ink-900', warn: 'text-brand-800', bad: 'text-danger-700' } as const;

function Tile(props: { to?: string; label: string; hint?: string; value: number; tone?: keyof typeof tileTone }) {
  const body = (
    <>
      <span className="text-sm text-ink-700">{props.label}</span>
      {/* Warning colours only when there is something to warn about: a 0 is good news. */}
      <span
        className={`text-2xl font-bold tabular-nums ${tileTone[props.value > 0 ? (props.tone ?? 'plain') : 'plain']}`}
      >
        {props.value}
      </span>
      {props.hint && <span className="text-xs text-ink-600">{props.hint}</span>}
    </>
  );
  const box = 'flex min-h-24 flex-col gap-0.5 rounded-2xl border border-ink-200 bg-white p-3';
  return (
    <li>
      {props.to ? (
        <Link to={props.to} className={`${box} relative hover:border-ink-400`}>
          {body}
          <ChevronRightIcon className="absolute top-3 right-3 size-4 text-ink-500" />
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}
