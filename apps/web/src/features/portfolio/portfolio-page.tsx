import { lagosDate } from '@imole/domain/dates';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { usePortfolioFilters, usePortfolioSummary, type PortfolioSummary } from './api.ts';
import { summaryCsv } from './csv.ts';
import { FiltersForm } from './filters-form.tsx';
import {
  chosenFilters,
  csvFileName,
  datesProblem,
  paramsOf,
  queryOf,
  withValue,
  type PortfolioQuery,
} from './query.ts';
import { AgingSection, CohortSection, CsvButton, naira, ParSection } from './report-sections.tsx';
import { formatPercent, formatPeriod } from './words.ts';

/**
 * /portfolio (admins; issue 23, docs/portfolio.md "The page"): how healthy the loan book is as of a day — active
 * loans, outstanding principal, portfolio at risk, the collection rate of a period, defaults and write-offs, aging and
 * repayment by cohort — each chart with its numbers in a table, each table as a CSV file. Filters live in the URL.
 */
export default function PortfolioPage() {
  useDocumentTitle('Portfolio');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const today = lagosDate(new Date());
  const problem = datesProblem(query, today);
  const summary = usePortfolioSummary(query, problem === null);
  const filters = usePortfolioFilters();
  const change = (next: PortfolioQuery) => setParams(paramsOf(next), { replace: true });
  const fileName = (table: string) => csvFileName(table, query, today, filters.data);
  const chosen = chosenFilters(query, filters.data);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Portfolio</h1>
        <p className="mt-1 text-sm text-ink-700">
          How healthy the loan book is: what is owed, what is late and what comes in. Choose a past day to re-run a
          month-end report; the link keeps your choices.
        </p>
      </div>
      <FiltersForm
        query={query}
        today={today}
        options={filters.data}
        optionsFailed={filters.isError}
        problem={problem}
        onChange={(key, value) => change(withValue(query, key, value))}
        onClear={() => change({})}
      />
      {problem ? null : summary.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading the portfolio</span>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : summary.isError ? (
        <LoadError
          title="We could not load the portfolio"
          message={summary.error.message}
          retrying={summary.isRefetching}
          onRetry={() => void summary.refetch()}
        />
      ) : isEmpty(summary.data) ? (
        <Empty filtered={chosen.length > 0} asOf={query.asOf} onClear={() => change({})} />
      ) : (
        <div aria-busy={summary.isPlaceholderData || undefined} className="flex flex-col gap-4">
          <p className="text-sm text-ink-700" aria-live="polite">
            {summary.isPlaceholderData
              ? 'Updating the figures…'
              : `As of ${formatDay(summary.data.asOf)}${chosen.length ? ` · ${chosen.join(' · ')}` : ' · every loan'}`}
          </p>
          <Figures summary={summary.data} fileName={fileName('figures')} filters={chosen} />
          <ParSection summary={summary.data} fileName={fileName('par')} filters={chosen} />
          <AgingSection summary={summary.data} fileName={fileName('aging')} filters={chosen} />
          <CohortSection summary={summary.data} fileName={fileName('cohorts')} filters={chosen} />
        </div>
      )}
    </div>
  );
}

const isEmpty = (s: PortfolioSummary) => s.activeLoans === 0 && s.writeOffs.count === 0 && s.cohorts.length === 0;

function Empty(props: { filtered: boolean; asOf: string | undefined; onClear(): void }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-ink-50 px-4 py-8 text-center">
      <p className="text-lg font-semibold">
        {props.filtered
          ? 'No loan matches these filters'
          : props.asOf
            ? `No loan had started by ${formatDay(props.asOf)}`
            : 'No loans yet'}
      </p>
      <p className="text-sm text-ink-700">
        A loan starts when a customer who pays in instalments has their system installed and the installation is
        confirmed. A system paid in full is not a loan, and one a partner bank paid for is the bank’s loan, not ours:
        the partner bank filter shows the customers a bank referred who then took our instalment plan.
      </p>
      {(props.filtered || props.asOf) && (
        <button
          type="button"
          onClick={props.onClear}
          className="mx-auto min-h-11 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Show every loan as of today
        </button>
      )}
    </div>
  );
}

function Figure(props: { label: string; value: string; note?: string; tone?: 'danger'; wide?: boolean }) {
  return (
    <div
      className={`flex min-w-0 flex-col rounded-2xl border border-ink-200 bg-white p-3 break-words ${props.wide ? 'col-span-2' : ''}`}
    >
      <dt className="text-sm text-ink-700">{props.label}</dt>
      <dd className={`text-xl font-bold tabular-nums ${props.tone === 'danger' ? 'text-danger-700' : ''}`}>
        {props.value}
      </dd>
      {props.note && <dd className="text-xs text-ink-700">{props.note}</dd>}
    </div>
  );
}

function Figures(props: { summary: PortfolioSummary; fileName: string; filters: readonly string[] }) {
  const { summary: s, fileName, filters } = props;
  const period = formatPeriod(s.period.from, s.period.to);
  return (
    <section aria-labelledby="figures-heading" className="flex flex-col gap-3">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        {/* Money gets a whole row: ₦1,234,567,890.00 does not fit half a phone. */}
        <Figure wide label="Outstanding principal" value={naira(s.outstandingPrincipal)} />
        <Figure label="Active loans" value={String(s.activeLoans)} />
        <Figure
          label="Defaults"
          value={String(s.defaults.count)}
          note={`over 90 days late · ${naira(s.defaults.outstanding)} outstanding`}
          tone={s.defaults.count > 0 ? 'danger' : undefined}
        />
        <Figure label="PAR1" value={formatPercent(s.par1)} note="over 1 day late" />
        <Figure label="PAR30" value={formatPercent(s.par30)} note="over 30 days late" />
        <Figure
          label="PAR90"
          value={formatPercent(s.par90)}
          note="over 90 days late"
          tone={s.par90 > 0 ? 'danger' : undefined}
        />
        <Figure
          label="Write-offs"
          value={String(s.writeOffs.count)}
          note={`${naira(s.writeOffs.principal)} written off`}
        />
        <Figure
          wide
          label="Collection rate"
          value={s.collectionRate === null ? '–' : formatPercent(s.collectionRate)}
          note={
            s.collectionRate === null
              ? `nothing fell due ${period}`
              : `collected ${naira(s.collected)} of ${naira(s.due)} due, ${period}`
          }
        />
      </dl>
      <CsvButton what="the figures" fileName={fileName} csv={() => summaryCsv(s, filters)} />
    </section>
  );
}
