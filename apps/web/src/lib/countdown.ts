import { useEffect, useState } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has passed (or the date is not valid). */
  done: boolean;
}

/** What is left until `target`, never negative. */
export function countdownParts(target: Date | string | number, now: number): CountdownParts {
  const end = new Date(target).getTime();
  const left = Number.isFinite(end) ? Math.max(0, Math.floor((end - now) / 1000)) : 0;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Customer spec §9: "DD days HH hours mm minutes ss seconds", e.g. "01 days 23 hours 59 minutes 07 seconds". */
export function formatCountdown(parts: CountdownParts): string {
  return `${two(parts.days)} days ${two(parts.hours)} hours ${two(parts.minutes)} minutes ${two(parts.seconds)} seconds`;
}

/** Ticks once a second; reads the clock each time, so a phone that throttled the timer still shows the right figure. */
export function useCountdown(target: Date | string | number | null): CountdownParts {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return countdownParts(target ?? 0, now);
}
