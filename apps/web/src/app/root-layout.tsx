import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useScrollRestoration } from '../lib/scroll-restoration.ts';
import { OfflineBanner, UpdateBanner } from './connection-banners.tsx';

export const DESKTOP_NOTICE = 'For better experience, we advice you use your mobile phone';

/**
 * The page frame: phone-width column, centred on wide screens with the spec's notice above it (customer spec §1,
 * wording as written), with the update and offline banners on top. Scrolls to the top on every new page and back to
 * where it was on "back".
 */
export function RootLayout() {
  useScrollRestoration();
  return (
    <>
      <aside
        aria-label="Notice"
        className="hidden bg-ink-900 px-4 py-2 text-center text-sm font-medium text-white md:block"
      >
        <p>{DESKTOP_NOTICE}</p>
      </aside>
      <div className="relative mx-auto flex min-h-dvh w-full max-w-app flex-col bg-white md:my-6 md:min-h-[calc(100dvh-5.5rem)] md:rounded-3xl md:shadow-lg md:ring-1 md:ring-ink-200">
        <UpdateBanner />
        <OfflineBanner />
        <Suspense fallback={<span className="sr-only">Loading</span>}>
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
