/** A grey placeholder while data loads; hidden from screen readers (the region around it sets aria-busy). */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-ink-200 ${className}`} />;
}
