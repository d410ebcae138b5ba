/** The Imole sun ("imọlẹ" is Yoruba for light) and wordmark, inline SVG: no image request on a slow network. */
const sizes = {
  sm: { mark: 24, text: 'text-lg' },
  md: { mark: 32, text: 'text-xl' },
  lg: { mark: 48, text: 'text-3xl' },
} as const;

interface LogoProps {
  size?: keyof typeof sizes;
  /** Mark only, for tight spaces; it is then labelled "Imole" for screen readers. */
  markOnly?: boolean;
  className?: string;
}

export function SunMark({ size = 32, title }: { size?: number; title?: string }) {
  const rays = Array.from({ length: 8 }, (_, index) => index * 45);
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <g stroke="#e8870b" strokeWidth="2.5" strokeLinecap="round">
        {rays.map((angle) => (
          <line key={angle} x1="16" y1="2.5" x2="16" y2="6.5" transform={`rotate(${angle} 16 16)`} />
        ))}
      </g>
      <circle cx="16" cy="16" r="7" fill="#f7a325" stroke="#c96707" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo({ size = 'md', markOnly = false, className = '' }: LogoProps) {
  const { mark, text } = sizes[size];
  if (markOnly) return <SunMark size={mark} title="Imole" />;
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <SunMark size={mark} />
      <span className={`font-bold tracking-tight text-ink-900 ${text}`}>Imole</span>
    </span>
  );
}
