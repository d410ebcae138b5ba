import type { ReactNode } from 'react';

interface PageIntroProps {
  title: string;
  /** 1 in the auth layout (it has no title); 2 under a layout that shows the title (password layout). */
  level?: 1 | 2;
  children?: ReactNode;
}

/** The heading and the one or two sentences under it that open every step. */
export function PageIntro({ title, level = 1, children }: PageIntroProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="space-y-2">
      <Heading className="text-2xl leading-tight font-bold tracking-tight text-balance">{title}</Heading>
      {children && <div className="text-base text-pretty text-ink-700">{children}</div>}
    </div>
  );
}
