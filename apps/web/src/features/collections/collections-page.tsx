import { formatNaira } from '@imole/domain/format';
import { UserRole } from '@imole/domain/roles';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { formatDay, formatMoment } from '../../lib/staff-dates.ts';
import { useContacts, useWorklist, type WorklistItem } from './api.ts';
import { LogContactDialog } from './log-contact-dialog.tsx';
import { WriteOffDialog } from './write-off-dialog.tsx';
import {
  channelWords,
  daysWord,
  filterTabOf,
  filterTabs,
  promiseWords,
  WRITE_OFF_DAYS,
  type FilterTab,
} from './words.ts';

const SEARCH_DEBOUNCE_MS = 400;
const naira = (kobo: number) => formatNaira(kobo / 100);

/**
 * /collections (issue 23; docs/portfolio.md "Collections and reminders"): support and admins work the overdue loans,
 * most days overdue first. Filters by days overdue and broken promises, a search; each card calls the customer
 * (tel: link), logs a contact with a promise to pay, shows the loan's contacts, and for admins writes off a loan 180
 * days overdue or more. Filter and search live in the URL.
 */
export default function CollectionsPage() {
  useDocumentTitle('Collections');
  const admin = useSession()?.user.userRole === UserRole.Admin;
  const [params, setParams] = useSearchParams();
  const tab = filterTabOf(params.get('filter'));
  const search = (params.get('search') ?? '').trim();
  const [text, setText] = useState(search);
  const list = useWorklist({ ...tab.query, search });
  const [logging, setLogging] = useState<WorklistItem | null>(null);
  const [writingOff, setWritingOff] = useState<WorklistItem | null>(null);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = window.setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (wanted) next.set('search', wanted);
            else next.delete('search');
            return next;
          },
          { replace: true },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, search, setParams]);

  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Collections</h1>
        <p className="mt-1 text-sm text-ink-700">
          Customers behind on their repayments, the longest overdue first. Call, log what they said and their promise to
          pay; a promise is kept when the money comes by its date.
        </p>
      </div>

      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="collections-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
          Search overdue customers
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-600" />
          <input
            id="collections-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, phone, e-mail or reference"
            className="block min-h-12 w-full rounded-xl border border-ink-300 bg-white pr-4 pl-10 text-base placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400"
          />
        </div>
      </form>

      <FilterTabs current={tab} />

      <section
        aria-labelledby="worklist-heading"
        aria-busy={list.isPending || undefined}
        className="flex flex-col gap-3"
      >
        <h2 id="worklist-heading" className="text-sm font-semibold text-ink-700">
          {list.isPending
            ? 'Loading overdue loans'
            : list.isError
              ? tab.label
              : `${tab.label}: ${total} ${total === 1 ? 'loan' : 'loans'}${search ? ` matching “${search}”` : ''}`}
        </h2>
        {list.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading the overdue loans</span>
            <Skeleton className="h-48 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        ) : list.isError ? (
          <LoadError
            title="We could not load the overdue loans"
            message={list.error.message}
            retrying={list.isRefetching}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">
              {search ? `No overdue customer matches “${search}” here` : tab.empty}
            </p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.quoteId}>
                  <LoanCard
                    item={item}
                    canWriteOff={admin && item.daysOverdue >= WRITE_OFF_DAYS}
                    onLog={() => setLogging(item)}
                    onWriteOff={() => setWritingOff(item)}
                  />
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
      <LogContactDialog item={logging} onClose={() => setLogging(null)} />
      <WriteOffDialog item={writingOff} onClose={() => setWritingOff(null)} />
      <StaffNavBar />
    </div>
  );
}

function FilterTabs({ current }: { current: FilterTab }) {
  const [params] = useSearchParams();
  const linkTo = (tab: FilterTab) => {
    const next = new URLSearchParams(params);
    if (tab.key === filterTabs[0].key) next.delete('filter');
    else next.set('filter', tab.key);
    const text = next.toString();
    return { search: text ? `?${text}` : '' };
  };
  return (
    <nav aria-label="Filter overdue loans">
      <ul className="flex flex-wrap gap-2">
        {filterTabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={linkTo(tab)}
              replace
              aria-current={tab.key === current.key ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                tab.key === current.key
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-ink-300 bg-white text-ink-700 hover:border-ink-500'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const promiseTone = { open: 'text-ink-800', kept: 'text-success-800', broken: 'text-danger-700' } as const;

function LoanCard({
  item,
  canWriteOff,
  onLog,
  onWriteOff,
}: {
  item: WorklistItem;
  canWriteOff: boolean;
  onLog: () => void;
  onWriteOff: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  return (
    <article
      aria-labelledby={`loan-${item.quoteId}`}
      data-testid="overdue-card"
      className="rounded-2xl border border-ink-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`loan-${item.quoteId}`} className="truncate text-base font-semibold">
            {item.customer.name}
          </h3>
          <Link
            to={`/request-detail/${item.quoteRequestId}`}
            aria-label={`Request ${item.referenceNo}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
          >
            {item.referenceNo}
          </Link>
        </div>
        <p className="shrink-0 rounded-full bg-danger-50 px-3 py-1 text-sm font-semibold text-danger-800">
          {daysWord(item.daysOverdue)} overdue
        </p>
      </div>
      <a
        href={`tel:${item.customer.phone}`}
        className="inline-flex min-h-11 items-center text-base font-semibold text-brand-800 underline"
      >
        Call {item.customer.phone}
      </a>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {/* The customer's own words and figures on /payment, so a collector quotes what the customer sees. */}
        <dt className="text-ink-600">Overdue now</dt>
        <dd className="font-semibold">{naira(item.arrears)}</dd>
        <dt className="text-ink-600">To clear the loan today</dt>
        <dd>{naira(item.payoff)}</dd>
        <dt className="text-ink-600">Agent</dt>
        <dd className="truncate">{item.agent?.name ?? 'None (came directly)'}</dd>
        <dt className="text-ink-600">Last contact</dt>
        <dd>
          {item.lastContact
            ? `${channelWords[item.lastContact.channel]}, ${formatMoment(item.lastContact.at)} by ${item.lastContact.by}: “${item.lastContact.outcome}”`
            : 'Not contacted yet'}
        </dd>
        <dt className="text-ink-600">Promise</dt>
        <dd className={item.promise ? `font-semibold ${promiseTone[item.promise.status]}` : ''}>
          {item.promise
            ? `${item.promise.amount === null ? 'A payment' : naira(item.promise.amount)} by ${formatDay(item.promise.date)} · ${promiseWords[item.promise.status]}`
            : 'None'}
        </dd>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button onClick={onLog}>Log contact</Button>
        <Button variant="secondary" aria-expanded={showHistory} onClick={() => setShowHistory((s) => !s)}>
          {showHistory ? 'Hide history' : 'History'}
        </Button>
      </div>
      {showHistory && <ContactHistory quoteId={item.quoteId} />}
      {canWriteOff && (
        <Button variant="ghost" block className="mt-2" onClick={onWriteOff}>
          Write off this loan
        </Button>
      )}
    </article>
  );
}

function ContactHistory({ quoteId }: { quoteId: number }) {
  const contacts = useContacts(quoteId, true);
  if (contacts.isPending) return <Skeleton className="mt-3 h-16 rounded-xl" />;
  if (contacts.isError)
    return (
      <LoadError
        title="We could not load the contacts"
        message={contacts.error.message}
        retrying={contacts.isRefetching}
        onRetry={() => void contacts.refetch()}
      />
    );
  if (contacts.data.length === 0) return <p className="mt-3 text-sm text-ink-700">No contact logged yet.</p>;
  return (
    <ol aria-label="Contact history" className="mt-3 flex flex-col gap-2 border-t border-ink-200 pt-3">
      {contacts.data.map((c) => (
        <li key={c.id} className="text-sm">
          <p className="font-semibold">
            {channelWords[c.channel]} · {formatMoment(c.at)} · {c.by.name}
          </p>
          <p className="text-ink-800">{c.outcome}</p>
          {c.promiseDate && (
            <p className={promiseTone[c.promiseStatus ?? 'open']}>
              Promised {c.promiseAmount === null ? 'a payment' : naira(c.promiseAmount)} by {formatDay(c.promiseDate)}
              {c.promiseStatus ? ` · ${promiseWords[c.promiseStatus]}` : ''}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
