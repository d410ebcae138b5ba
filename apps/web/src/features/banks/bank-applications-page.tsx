import { formatNaira } from '@imole/domain/format';
import { UserRole } from '@imole/domain/roles';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ChevronRightIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { formatMoment } from '../../lib/staff-dates.ts';
import { useActiveBanks, useApplications, useInstitutions, type BankApplicationItem } from './api.ts';
import { stageTabOf, stageTabs, stageWords, type StageTab } from './words.ts';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * /bank-applications (docs/banks.md "The bank's side"): a bank officer's applications (their bank's only), or, for
 * support and admins, every bank's with a filter by bank. Tabs by stage, Awaiting decision first; a search by name,
 * reference or phone. The tab, search and bank live in the URL, so Back returns to where a card was opened from.
 */
export default function BankApplicationsPage() {
  useDocumentTitle('Bank applications');
  const user = useSession()?.user;
  const officer = user?.userRole === UserRole.BankOfficer;
  const [params, setParams] = useSearchParams();
  const tab = stageTabOf(params.get('stage'));
  const search = (params.get('Search') ?? '').trim();
  const bankId = officer ? 0 : Number(params.get('bank') ?? 0) || 0;
  const [text, setText] = useState(search);
  const list = useApplications({ stage: tab.stage, search, bankId });

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = window.setTimeout(() => setParam('Search', wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setParam is rebuilt each render; the URL is what counts
  }, [text, search]);

  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{officer ? 'Applications' : 'Bank applications'}</h1>
        <p className="mt-1 text-sm text-ink-700">
          {officer
            ? `Customers who asked ${user?.financialInstitutionName ?? 'your bank'} to finance their Imole solar system. Open one to read the signed undertaking and decide.`
            : 'Customers financed by a partner bank. Staff can decide for a bank that asks them to.'}
        </p>
      </div>

      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="application-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
          Search applications
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-600" />
          <input
            id="application-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, phone or reference"
            className="block min-h-12 w-full rounded-xl border border-ink-300 bg-white pr-4 pl-10 text-base placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400"
          />
        </div>
      </form>

      {!officer && <BankFilter value={bankId} onChange={(id) => setParam('bank', id ? String(id) : '')} />}

      <StageTabs current={tab} />

      <section
        aria-labelledby="applications-heading"
        aria-busy={list.isPending || undefined}
        className="flex flex-col gap-3"
      >
        <h2 id="applications-heading" className="text-sm font-semibold text-ink-700">
          {list.isPending
            ? `Loading ${tab.label.toLowerCase()}`
            : list.isError
              ? tab.label
              : `${tab.label}: ${total} ${total === 1 ? 'application' : 'applications'}${search ? ` matching “${search}”` : ''}`}
        </h2>
        {list.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading the applications</span>
            <Skeleton className="h-32 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        ) : list.isError ? (
          <LoadError
            title="We could not load the applications"
            message={list.error.message}
            retrying={list.isRefetching}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">{search ? `No application matches “${search}” here` : tab.empty}</p>
            {search && (
              <p className="mt-1 text-sm text-ink-700">
                Look in the other tabs too, or try part of the name, the phone number or the reference.
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.quoteRequestId}>
                  <ApplicationCard item={item} showBank={!officer} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="secondary"
                block
                state={list.isFetchingNextPage ? RequestStatus.LOADING : RequestStatus.NORMAL}
                loadingLabel="Loading more"
                onClick={() => void list.fetchNextPage()}
              >
                Show more
              </Button>
            )}
          </>
        )}
      </section>
      {officer ? (
        <p className="mt-auto border-t border-ink-200 pt-4 text-sm text-ink-700">
          Signed in as {user?.firstname} {user?.lastname} ({user?.email}).{' '}
          <Link to="/admin-password" className="font-semibold text-brand-800 underline">
            Change your password
          </Link>
        </p>
      ) : (
        <StaffNavBar />
      )}
    </div>
  );
}

function StageTabs({ current }: { current: StageTab }) {
  const [params] = useSearchParams();
  const linkTo = (tab: StageTab) => {
    const next = new URLSearchParams(params);
    if (tab.stage === stageTabs[0]!.stage) next.delete('stage');
    else next.set('stage', tab.stage);
    const text = next.toString();
    return { search: text ? `?${text}` : '' };
  };
  return (
    <nav aria-label="Application stages">
      <ul className="flex flex-wrap gap-2">
        {stageTabs.map((tab) => {
          const selected = tab.stage === current.stage;
          return (
            <li key={tab.stage}>
              <Link
                to={linkTo(tab)}
                replace
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  selected
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-ink-500'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Every bank for admins (an inactive bank's applications go on); the active ones for support, who cannot list all. */
function BankFilter({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const admin = useSession()?.user.userRole === UserRole.Admin;
  const all = useInstitutions(admin);
  const active = useActiveBanks(!admin);
  const banks = admin ? all : active;
  return (
    <div>
      <label htmlFor="bank-filter" className="mb-1.5 block text-sm font-semibold text-ink-800">
        Bank
      </label>
      <select
        id="bank-filter"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="block min-h-12 w-full rounded-xl border border-ink-300 bg-white px-3 text-base"
      >
        <option value={0}>Every bank</option>
        {(banks.data ?? []).map((bank) => (
          <option key={bank.id} value={bank.id}>
            {bank.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function ApplicationCard({ item, showBank }: { item: BankApplicationItem; showBank: boolean }) {
  return (
    <Link
      to={`/bank-application/${item.quoteRequestId}`}
      data-testid="application-card"
      className="flex items-center gap-3 rounded-2xl border border-ink-200 bg-white p-4 hover:border-ink-400"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-semibold">{item.customerName}</p>
        <p className="text-sm text-ink-700">
          {item.referenceNo}
          {showBank ? ` · ${item.financialInstitution.name}` : ''}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-600">Package</dt>
          <dd className="truncate">{item.packageName ?? 'Not chosen yet'}</dd>
          <dt className="text-ink-600">Amount</dt>
          <dd>{item.amount === null ? 'Not priced yet' : formatNaira(item.amount)}</dd>
          <dt className="text-ink-600">Identity</dt>
          <dd>{item.kycStatusLabel}</dd>
          <dt className="text-ink-600">Undertaking</dt>
          <dd>
            {item.undertakingUploadedAt ? `Uploaded ${formatMoment(item.undertakingUploadedAt)}` : 'Not uploaded yet'}
          </dd>
        </dl>
        <p className="mt-2 text-sm font-semibold text-ink-800">{stageWords[item.applicationStage]}</p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
    </Link>
  );
}
