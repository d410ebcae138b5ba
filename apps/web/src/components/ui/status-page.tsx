import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { Logo } from './logo.tsx';

interface StatusPageProps {
  title: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  children: ReactNode;
  /** The way out: a link or button. */
  actions: ReactNode;
}

/** A full-screen message with a way out: 404, "Not allowed", errors. */
export function StatusPage({ title, icon, children, actions }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <main id="main" className="flex flex-1 flex-col px-6 pt-6 pb-10">
      <Logo size="sm" />
      <div className="flex flex-1 flex-col justify-center gap-6 py-10">
        <div className="space-y-3">
          {icon && (
            <span className="mb-2 inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
              {icon}
            </span>
          )}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <div className="text-base text-ink-700">{children}</div>
        </div>
        <div className="flex flex-col gap-3">{actions}</div>
      </div>
    </main>
  );
}
