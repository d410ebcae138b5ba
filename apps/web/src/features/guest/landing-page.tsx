import { IconList, WaysIn } from '../../components/ui/icon-list.tsx';
import type { ReactNode } from 'react';
import { PanelIcon, ShieldIcon, WalletIcon } from '../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

const benefits: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Solar or inverter systems',
    text: 'Packages for flats, bungalows and storey buildings, with or without solar panels.',
    icon: <PanelIcon />,
  },
  {
    title: 'Pay monthly or outright',
    text: 'Make a down payment and spread the rest over small monthly instalments, or pay in full.',
    icon: <WalletIcon />,
  },
  {
    title: 'Installed and looked after',
    text: 'Certified engineers install your system, with a warranty and ongoing monitoring.',
    icon: <ShieldIcon />,
  },
];

/** The guest landing page at "/": what Imole offers and the way in (issue 4 adds /register and /login). */
export function LandingPage() {
  useDocumentTitle('Solar power for your home');
  return (
    <div className="flex flex-1 flex-col gap-6">
      <section aria-labelledby="landing-title" className="space-y-4">
        <HomeIllustration />
        <h1 id="landing-title" className="text-[1.75rem] leading-tight font-bold tracking-tight text-balance">
          Steady power for your home, paid your way
        </h1>
        <p className="text-base text-ink-700">
          Get a solar or inverter system sized for your home. Pay for it in small monthly instalments, or all at once.
        </p>
      </section>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="sr-only">
          What you get
        </h2>
        <IconList items={benefits} />
      </section>

      <WaysIn registerTo="/register" />
    </div>
  );
}

/** A house with solar panels on its roof, an inverter beside it, under the sun: decorative, inline (no request). */
function HomeIllustration() {
  const ink = '#44403c';
  return (
    <svg viewBox="0 0 320 120" className="h-auto w-full" aria-hidden="true" focusable="false">
      <clipPath id="landing-hero-frame">
        <rect width="320" height="120" rx="20" />
      </clipPath>
      <g clipPath="url(#landing-hero-frame)">
        <rect width="320" height="120" fill="#fff8eb" />
        <rect y="106" width="320" height="14" fill="#feeec7" />
      </g>

      <g stroke="#e8870b" strokeWidth="4" strokeLinecap="round">
        {Array.from({ length: 8 }, (_, index) => (
          <line key={index} x1="270" y1="8" x2="270" y2="16" transform={`rotate(${index * 45} 270 38)`} />
        ))}
      </g>
      <circle cx="270" cy="38" r="15" fill="#f7a325" />
      <g transform="translate(0 -20)">
        <g stroke={ink} strokeWidth="3" strokeLinejoin="round">
          <path d="M130 80h70v46h-70z" fill="#f5f5f4" />
          <path d="M60 126V80l35-26 35 26v46z" fill="#ffffff" />
          <path d="M95 53h72l39 29h-74z" fill="#c96707" />
        </g>
        <path d="M109 57h55l24 19h-55z" fill="#1e40af" stroke="#1e3a8a" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M136.5 57l24 19M121 66.5h55" stroke="#93c5fd" strokeWidth="1.5" />
        <g stroke={ink} strokeWidth="2.5" fill="#fdd98a" strokeLinejoin="round">
          <rect x="85" y="98" width="20" height="28" rx="2" />
          <rect x="143" y="93" width="18" height="14" rx="2" />
          <rect x="171" y="93" width="18" height="14" rx="2" />
        </g>
        <rect x="226" y="96" width="24" height="30" rx="4" fill="#ffffff" stroke={ink} strokeWidth="3" />
        <path
          d="M239 102l-5 9h7l-5 9"
          fill="none"
          stroke="#e8870b"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M200 112h26" stroke={ink} strokeWidth="2" strokeDasharray="3 3" />
      </g>
    </svg>
  );
}
