/** Rounds a rating to the nearest half star, within 0–5 (staff spec §2: "Star rating shows in half increments"). */
export function halfStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Customer spec §2: read-only stars are drawn at size 15 (the editable ones at 30). */
export const READ_ONLY_STAR_SIZE = 15;

/**
 * A read-only star rating in half stars. One image for screen readers ("Rated 4.5 out of 5"); the five stars are
 * drawn inside it. A null rating (nobody has rated yet) says so instead of showing five empty stars.
 */
export function StarRating({ rating, className = '' }: { rating: number | null | undefined; className?: string }) {
  if (rating === null || rating === undefined) {
    return <span className={`text-xs text-ink-600 ${className}`}>Not rated yet</span>;
  }
  const value = halfStars(rating);
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, value - index)); // 0, 0.5 or 1
        return (
          <svg
            key={index}
            viewBox="0 0 24 24"
            width={READ_ONLY_STAR_SIZE}
            height={READ_ONLY_STAR_SIZE}
            aria-hidden="true"
            focusable="false"
          >
            <path d={STAR} className="fill-ink-200" />
            {fill > 0 && (
              <path d={STAR} className={`fill-brand-500 ${fill < 1 ? '[clip-path:inset(0_50%_0_0)]' : ''}`} />
            )}
          </svg>
        );
      })}
      <span aria-hidden="true" className="ml-1 text-xs font-semibold text-ink-700">
        {value.toFixed(1)}
      </span>
    </span>
  );
}
