import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon } from '../../../components/ui/icons.tsx';

interface DoneScreenProps {
  title: string;
  level?: 1 | 2;
  children: ReactNode;
  /** The way on: a link that looks like a button. */
  action: ReactNode;
}

/**
 * The last step of a flow: what happened and where to go now. The heading takes focus, so a screen reader reads the
 * outcome rather than staying on a button that is gone.
 */
export function DoneScreen({ title, level = 1, children, action }: DoneScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="space-y-3 pt-4">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-success-100 text-success-800">
          <CheckIcon className="size-7" />
        </span>
        <Heading
          ref={heading}
          tabIndex={-1}
          className="text-2xl leading-tight font-bold tracking-tight text-balance focus:outline-none"
        >
          {title}
        </Heading>
        <div className="space-y-2 text-base text-pretty text-ink-700">{children}</div>
      </div>
      <div className="mt-auto flex flex-col gap-3">{action}</div>
    </div>
  );
}
