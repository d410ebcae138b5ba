import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { referralLists, useReferrals, type ReferralListKey } from './api/sales-api.ts';
import { ReferralCard } from './components/referral-card.tsx';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { downloadCsv, referralsCsv } from './referrals-csv.ts';

/**
 * /sales-referrals ('Referrals', staff spec §2), /sales-owing-referrals and /sales-nonperforming-referrals: the
 * signed-in agent's referred customers, all of them or those owing today or 30+ days overdue, with a phone to call.
 */
function ReferralsList({ list, scope = 'own' }: { list: ReferralListKey; scope?: 'own' | 'team' }) {
  const { title: ownTitle, empty } = referralLists[list];
  const title = scope === 'team' ? `Team: ${ownTitle.toLowerCase()}` : ownTitle;
  useDocumentTitle(title);
  const referrals = useReferrals(list, scope);
  const count = referrals.data?.totalCount ?? 0;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {count > 0 && referrals.data && (
          <button
            type="button"
            className="min-h-11 shrink-0 text-sm font-semibold text-brand-800 underline underline-offset-2"
            onClick={() =>
              downloadCsv(
                `imole-${scope === 'team' ? 'team-' : ''}${list === 'all' ? 'referrals' : list === 'owing' ? 'owing' : 'non-performing'}.csv`,
                referralsCsv(referrals.data.data),
              )
            }
          >
            Download CSV
          </button>
        )}
      </div>
      <section
        aria-busy={referrals.isPending || undefined}
        aria-labelledby="referrals-count"
        className="flex flex-col gap-3"
      >
        <h2 id="referrals-count" className="text-sm font-semibold text-ink-700">
          {referrals.isPending
            ? 'Loading'
            : referrals.isError
              ? title
              : `${count} ${count === 1 ? 'customer' : 'customers'}`}
        </h2>
        {referrals.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-32 w-full rounded-2xl" />
            <Skeleton className="h-32 w-full rounded-2xl" />
          </div>
        ) : referrals.isError ? (
          <LoadError
            title="We could not load your referrals"
            message={referrals.error.message}
            retrying={referrals.isRefetching}
            onRetry={() => void referrals.refetch()}
          />
        ) : count === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">{empty}</p>
            {list === 'all' && (
              <p className="mt-1 text-sm text-ink-700">
                Customers who sign up with your phone number as their referral code appear here.
              </p>
            )}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {referrals.data.data.map((r) => (
              <li key={r.customerId}>
                <ReferralCard referral={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SalesNavBar />
    </div>
  );
}

export function AllReferralsPage() {
  return <ReferralsList list="all" />;
}
export function OwingReferralsPage() {
  return <ReferralsList list="owing" />;
}
export function NonPerformingReferralsPage() {
  return <ReferralsList list="nonPerforming" />;
}

/** /all-coordinator-referrals and the two below: the team's customers (the coordinator's and their agents'). */
export function TeamReferralsPage() {
  return <ReferralsList list="all" scope="team" />;
}
export function TeamOwingReferralsPage() {
  return <ReferralsList list="owing" scope="team" />;
}
export function TeamNonPerformingReferralsPage() {
  return <ReferralsList list="nonPerforming" scope="team" />;
}
