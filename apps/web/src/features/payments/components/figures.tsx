import type { ReactNode } from 'react';

/** A name and its figure on one line, read together (a definition list row). */
export function Figure({ name, children, strong = false }: { name: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-ink-600">{name}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-bold text-ink-900' : 'font-semibold text-ink-900'}`}>
        {children}
      </dd>
    </div>
  );
}

export function Figures({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <dl className={`divide-y divide-ink-200 ${className}`}>{children}</dl>;
}
