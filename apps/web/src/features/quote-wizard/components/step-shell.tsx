import { useEffect, useId, useRef, type ReactNode } from 'react';

interface StepShellProps {
  title: string;
  intro?: ReactNode;
  /** Move focus to the title: the person moved here from another step (screen readers then read the new step). */
  focusTitle: boolean;
  children: ReactNode;
  /** The step's actions, at the bottom of the screen. */
  footer?: ReactNode;
  /** Keep the actions on screen while a long step scrolls (a sticky bar at the bottom). */
  stickyFooter?: boolean;
}

/** One wizard step: its title (h2; the layout's "Get a quote" is the h1), its fields, and its actions. */
export function StepShell({ title, intro, focusTitle, children, footer, stickyFooter = false }: StepShellProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusTitle) return;
    heading.current?.focus({ preventScroll: true });
    // Back to the top of the new step (scroll-margin keeps the title clear of the sticky header).
    heading.current?.scrollIntoView?.({ block: 'start' });
    // Once per step: the title is focused when the step appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-labelledby={titleId} className="flex flex-1 flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold outline-none">
          {title}
        </h2>
        {intro && <div className="text-base text-ink-700">{intro}</div>}
      </div>
      {children}
      {footer && (
        <div
          className={
            stickyFooter
              ? // A child of the whole step, so it can stick while the step scrolls under it.
                'sticky bottom-0 -mx-4 mt-auto flex flex-col gap-3 border-t border-ink-200 bg-white px-4 pt-3 pb-4'
              : 'mt-auto flex flex-col gap-3 pt-2'
          }
        >
          {footer}
        </div>
      )}
    </section>
  );
}
