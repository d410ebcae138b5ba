import { useId, type ReactNode } from 'react';

export type PanelTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const badgeTones: Record<PanelTone, string> = {
  neutral: 'bg-ink-100 text-ink-800',
  brand: 'bg-brand-100 text-brand-900',
  success: 'bg-success-100 text-success-800',
  warning: 'bg-brand-100 text-brand-900',
  danger: 'bg-danger-100 text-danger-800',
};

interface PanelProps {
  title: string;
  /** A short state word above the title ("Ready", "Expired"). */
  badge?: string;
  tone?: PanelTone;
  children: ReactNode;
  testId?: string;
}

/** One dashboard panel: a card with its state, a heading, and what the person can do next. */
export function Panel({ title, badge, tone = 'neutral', children, testId }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col items-start gap-1.5">
        {badge && (
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${badgeTones[tone]}`}>
            {badge}
          </span>
        )}
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

/** Figures as a definition list, so each amount is read with its name. */
export function Figures({ rows }: { rows: { label: string; value: ReactNode; hint?: string | undefined }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-xl bg-ink-50 p-3 text-sm">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-ink-600">{row.label}</dt>
          <dd className="text-base font-semibold text-ink-900 tabular-nums">
            {row.value}
            {row.hint && <span className="block text-xs font-normal text-ink-600">{row.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
