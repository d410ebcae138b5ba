import { useId } from 'react';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

interface StarRatingInputProps {
  /** The question, read as the group's name. */
  label: string;
  value: number | null;
  onChange(value: number): void;
  /** Customer spec §2: editable stars are size 30. */
  size?: number;
  disabled?: boolean;
}

/**
 * An editable star rating (customer spec §2: editable at size 30; the maximum count is not shown). Five native radio
 * buttons drawn as stars, so arrows, Tab and screen readers work as for any radio group; each touch target is at
 * least 44 px although the star is 30.
 */
export function StarRatingInput({ label, value, onChange, size = 30, disabled = false }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink-800">{label}</legend>
      <div className="flex items-center">
        {[1, 2, 3, 4, 5].map((star) => {
          const lit = value !== null && star <= value;
          return (
            <label
              key={star}
              className="relative inline-flex size-12 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
              <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
                <path
                  d={STAR}
                  className={lit ? 'fill-brand-500 stroke-brand-700' : 'fill-white stroke-ink-500'}
                  strokeWidth="1.2"
                />
              </svg>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
