import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { referralLink } from '../../lib/referral-link.ts';
import { useFriends, useReferralReport, type ReferralReport } from './api/referrals-api.ts';
import { FriendCard } from './components/friend-card.tsx';
import { formatShortDay } from './components/friend-words.ts';

/** How many of the newest referrals the page shows before "See all". */
const NEWEST = 3;

/**
 * /referral-dashboard, 'Refer a friend' (issue 20; docs/sales.md "Customer referral programme"): the customer's code
 * (their phone number) with Copy, the sign-up link with Share and Copy and as a QR code, the reward in plain words,
 * what they earned, were paid and are still owed, and the people they referred.
 */
export default function ReferralDashboardPage() {
  useDocumentTitle('Refer a friend');
  const report = useReferralReport();
  return (
    <div className="flex flex-1 flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Refer a friend</h1>
      {report.isPending ? (
        <div aria-busy="true" aria-label="Loading your referrals" className="flex flex-col gap-4">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : report.isError ? (
        <LoadError
          title="We could not load your referrals"
          message={report.error.message}
          retrying={report.isRefetching}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <Offer report={report.data} />
          <CodeAndLink code={report.data.referralCode} />
          <Rewards report={report.data} />
          <Friends report={report.data} />
          <HowItWorks reward={report.data.rewardPerReferral} />
        </>
      )}
    </div>
  );
}

function Offer({ report }: { report: ReferralReport }) {
  if (report.rewardPerReferral <= 0)
    return (
      <p className="rounded-2xl bg-ink-50 p-4 text-ink-800">
        Rewards for new referrals are paused at the moment. Friends who sign up with your code are still yours, and
        rewards you have earned are still paid.
      </p>
    );
  return (
    <section aria-labelledby="offer-heading" className="rounded-2xl bg-brand-50 p-4">
      <h2 id="offer-heading" className="text-lg font-semibold">
        Earn {formatNaira(report.rewardPerReferral)} for each friend who gets solar
      </h2>
      <p className="mt-1 text-sm text-ink-800">
        When a friend signs up with your code and makes their first payment, you earn{' '}
        {formatNaira(report.rewardPerReferral)}, sent to your bank account.
      </p>
    </section>
  );
}

function CodeAndLink({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  const share = typeof navigator.share === 'function';
  return (
    <section aria-labelledby="code-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
      <h2 id="code-heading" className="text-lg font-semibold">
        Your referral code
      </h2>
      <p className="text-sm text-ink-800">It is your phone number. Your friend enters it when they sign up.</p>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-50 px-4 py-3">
        <span className="text-2xl font-bold tracking-wide tabular-nums" data-testid="referral-code">
          {code}
        </span>
        <CopyButton text={code} what="referral code" />
      </div>
      <p className="text-sm text-ink-800">Or send this link: it opens sign-up with your code filled in.</p>
      <p className="rounded-xl bg-ink-50 px-3 py-2 text-sm break-all" data-testid="referral-link">
        {link}
      </p>
      <div className="flex gap-2">
        {share && (
          <button
            type="button"
            onClick={() =>
              void navigator
                .share({
                  title: 'Imole solar',
                  text: 'I get my power from Imole solar. Sign up with my code:',
                  url: link,
                })
                .catch(() => {
                  // Closing the share sheet is not an error.
                })
            }
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl bg-brand-800 px-4 font-semibold text-white"
          >
            Share link
          </button>
        )}
        <CopyButton text={link} what="sign-up link" wide={!share} />
      </div>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
          Show the link as a QR code
        </summary>
        <div className="flex flex-col items-center gap-2 pt-2">
          <QrCode text={link} label={`QR code of your sign-up link, ${link}`} size={176} />
          <p className="text-center text-sm text-ink-700">A friend scans it with their phone camera.</p>
        </div>
      </details>
    </section>
  );
}

function Rewards({ report }: { report: ReferralReport }) {
  const tiles = [
    { label: 'Earned', value: report.totalEarned },
    { label: 'Paid to you', value: report.totalPaid },
    { label: 'To be paid', value: report.totalUnPaid },
  ];
  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-3">
      <h2 id="rewards-heading" className="text-lg font-semibold">
        Your rewards
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl border border-ink-200 p-3">
            <dt className="text-xs text-ink-700">{tile.label}</dt>
            <dd className="text-base font-bold tabular-nums">{formatNaira(tile.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-800">
        {report.totalUnPaid > 0
          ? `To pay you ${formatNaira(report.totalUnPaid)}, our team will call you on ${report.referralCode} and ask for a bank account in your name. It shows here as paid once sent.`
          : 'We pay rewards by bank transfer: when you have a reward to collect, our team calls you and asks for a bank account in your name.'}
      </p>
      {report.payouts.length > 0 && (
        <ul className="divide-y divide-ink-200 rounded-2xl border border-ink-200" aria-label="Rewards sent to you">
          {report.payouts.map((p, i) => (
            <li key={`${p.paidOn}-${i}`} className="flex justify-between gap-3 px-4 py-3 text-sm">
              <span>Sent on {formatShortDay(p.paidOn)}</span>
              <span className="font-semibold tabular-nums">{formatNaira(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Friends({ report }: { report: ReferralReport }) {
  const friends = useFriends('all');
  const count = report.referredCustomers;
  return (
    <section aria-labelledby="friends-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="friends-heading" className="text-lg font-semibold">
          {count === 0 ? 'Your referrals' : `Your referrals (${count})`}
        </h2>
        {/* The whole list, with each friend's progress, is one tap away as soon as there is anyone in it. */}
        {count > 0 && (
          <Link
            to="/all-referrals"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            See all
          </Link>
        )}
      </div>
      {report.owingCustomers > 0 && (
        <Link
          to="/owing-referrals"
          className="flex min-h-11 items-center justify-between rounded-2xl bg-danger-50 px-4 py-3 font-semibold text-danger-800"
        >
          <span>
            {report.owingCustomers} {report.owingCustomers === 1 ? 'friend is' : 'friends are'} behind on repayments
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      )}
      {count === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-8 text-center text-ink-800">
          No one has signed up with your code yet. Share it with a friend who is tired of NEPA bills and generator fuel.
        </p>
      ) : friends.isPending ? (
        <Skeleton className="h-24 w-full rounded-2xl" />
      ) : friends.isError ? (
        <LoadError
          title="We could not load your referrals"
          message={friends.error.message}
          retrying={friends.isRefetching}
          onRetry={() => void friends.refetch()}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {friends.data.data.slice(0, NEWEST).map((f) => (
            <li key={f.customerId}>
              <FriendCard friend={f} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HowItWorks({ reward }: { reward: number }) {
  return (
    <section aria-labelledby="how-heading" className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4">
      <h2 id="how-heading" className="text-lg font-semibold">
        How it works
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-800">
        <li>Share your code or your link with a friend.</li>
        <li>They sign up with it and ask Imole for a quote.</li>
        <li>
          When their first payment (the down payment, or the full price) is in, you earn{' '}
          {reward > 0 ? formatNaira(reward) : 'the reward in force then'}.
        </li>
        <li>Our team calls you and sends it to your bank account.</li>
      </ol>
      <p className="text-sm text-ink-700">
        One reward per friend. Your own number cannot be your code. You see your friends’ first names and how far they
        are, never their numbers or what they pay.
      </p>
    </section>
  );
}
