import type { ReactNode } from 'react';

/** A titled part of a detail page (a region named by its heading). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-ink-200 pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 text-sm">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </>
  );
}

export const linkClass = 'font-medium text-brand-800 underline underline-offset-4';
