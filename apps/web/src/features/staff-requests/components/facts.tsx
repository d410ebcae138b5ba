import type { ReactNode } from 'react';

/**
 * A titled part of the request's page, named by its heading (a landmark a screen reader can jump to). The heading's
 * id is a link target (#section-identity): its scroll margin lands it below the sticky header.
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-ink-200 pt-4">
      <h2 id={id} className="scroll-mt-20 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-2 text-sm">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-600">{label}</dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </>
  );
}
