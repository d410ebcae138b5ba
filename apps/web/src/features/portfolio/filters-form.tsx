import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { PortfolioFilterOptions } from './api.ts';
import { datesOf, filterKeys, filterLabels, type FilterKey, type PortfolioQuery } from './query.ts';

/** What a filter with nothing to choose says (no loan came through a partner bank): short enough for a phone. */
const NONE_IN_BOOK = 'None in the book yet';

function optionsFor(key: FilterKey, options: PortfolioFilterOptions | undefined) {
  const list = (
    {
      stateId: options?.states,
      packageId: options?.packages,
      agentId: options?.agents,
      coordinatorId: options?.coordinators,
      financialInstitutionId: options?.financialInstitutions,
    } satisfies Record<FilterKey, unknown>
  )[key];
  const choices = (list ?? []).map((option) => ({ value: String(option.id), label: option.name }));
  return key === 'packageId' && options?.customSystems !== false
    ? [...choices, { value: 'custom', label: 'Custom system' }]
    : choices;
}

/**
 * The page's filters: the day the figures are as of, the collection rate's period, and who or what the loans belong
 * to. Each change goes into the URL at once (the figures follow), so the link re-opens the same report.
 */
export function FiltersForm(props: {
  query: PortfolioQuery;
  today: string;
  options: PortfolioFilterOptions | undefined;
  optionsFailed: boolean;
  problem: string | null;
  onChange(key: keyof PortfolioQuery, value: string): void;
  onClear(): void;
}) {
  const { query, today, options, problem } = props;
  const dates = datesOf(query, today);
  const chosen = filterKeys.filter((key) => query[key]).length;
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 className="sr-only">Filters</h2>
      <TextField
        label="Figures as of"
        type="date"
        value={dates.asOf}
        max={today}
        required
        onChange={(event) => props.onChange('asOf', event.target.value === today ? '' : event.target.value)}
      />
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">Collection rate for the period</legend>
        <TextField
          label="From"
          type="date"
          value={dates.from}
          max={dates.asOf}
          onChange={(event) => props.onChange('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={dates.to}
          max={dates.asOf}
          onChange={(event) => props.onChange('to', event.target.value)}
        />
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
      <details open={chosen > 0} className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
          {chosen > 0 ? `Filters (${chosen} chosen)` : 'Filter by state, product, agent or bank'}
          <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {filterKeys.map((key) => {
            const choices = optionsFor(key, options);
            // A list the book has nothing for (no loan came through a partner bank) says so, rather than offering
            // an empty choice; a value chosen by link stays changeable.
            const none = options !== undefined && choices.length === 0 && !query[key];
            return (
              <SelectField
                key={key}
                label={filterLabels[key].label}
                placeholder={none ? NONE_IN_BOOK : filterLabels[key].any}
                options={choices}
                disabled={none}
                value={query[key] ?? ''}
                onChange={(event) => props.onChange(key, event.target.value)}
              />
            );
          })}
          {props.optionsFailed && (
            <p className="text-sm text-ink-700 sm:col-span-2">
              The lists of states, products and people could not be loaded: reload the page to filter by them.
            </p>
          )}
        </div>
      </details>
      {(chosen > 0 || query.asOf || query.from || query.to) && (
        <button
          type="button"
          onClick={props.onClear}
          className="min-h-11 self-start font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Back to today, every loan
        </button>
      )}
    </form>
  );
}
