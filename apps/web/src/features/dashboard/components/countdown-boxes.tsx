import { useCountdown } from '../../../lib/countdown.ts';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown in the spec's format (customer spec §9, "DD days HH hours mm minutes ss seconds"), drawn as four boxes
 * so it never wraps mid-unit on a narrow phone; the text still reads "02 days 21 hours 59 minutes 07 seconds".
 * role="timer" is not announced on every tick.
 */
export function CountdownBoxes({ until, caption, testId }: { until: Date | string; caption: string; testId: string }) {
  const left = useCountdown(until);
  const units = [
    [left.days, 'days'],
    [left.hours, 'hours'],
    [left.minutes, 'minutes'],
    [left.seconds, 'seconds'],
  ] as const;
  return (
    <div className="rounded-xl bg-brand-50 px-3 py-3 text-center text-brand-900">
      <p className="text-sm">{caption}</p>
      {left.done ? (
        <p className="mt-1 text-lg font-bold" data-testid={testId}>
          Any moment now
        </p>
      ) : (
        <p role="timer" className="mt-2 grid grid-cols-4 gap-2" data-testid={testId}>
          {units.map(([value, unit], index) => (
            <span key={unit} className="flex flex-col rounded-lg bg-white py-1.5">
              <span className="text-xl leading-tight font-bold tabular-nums">{two(value)}</span>{' '}
              <span className="text-xs">{unit}</span>
              {index < units.length - 1 ? ' ' : ''}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
