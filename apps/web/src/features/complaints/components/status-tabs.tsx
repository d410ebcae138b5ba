import { Link } from 'react-router';

export interface StatusTab {
  key: string;
  label: string;
  /** Unknown while the first page loads. */
  count: number | undefined;
  /** Where the tab leads (search params only). */
  search: string;
}

/**
 * The status tabs as links (the URL holds the tab, so Back returns to it), each with its count. They wrap rather than
 * scroll sideways, like the request board's.
 */
export function StatusTabs({ label, tabs, current }: { label: string; tabs: StatusTab[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={{ search: tab.search }}
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  selected
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-ink-500'
                }`}
              >
                {tab.label}
                {tab.count !== undefined && ' '}
                {tab.count !== undefined && (
                  <span
                    className={`min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums ${
                      selected ? 'bg-white text-ink-900' : 'bg-ink-100 text-ink-800'
                    }`}
                  >
                    {tab.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The two views of the page, as a segmented switch of links. */
export function ViewSwitch({
  views,
  current,
}: {
  views: { key: string; label: string; search: string }[];
  current: string;
}) {
  return (
    <nav aria-label="Show">
      <ul className="grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1">
        {views.map((view) => {
          const selected = view.key === current;
          return (
            <li key={view.key}>
              <Link
                to={{ search: view.search }}
                aria-current={selected ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center rounded-lg px-2 text-sm font-semibold ${
                  selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:text-ink-900'
                }`}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
