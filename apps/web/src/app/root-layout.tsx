import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

export const DESKTOP_NOTICE = 'For better experience, we advice you use your mobile phone';

/**
 * The page frame: phone-width column, centred on wide screens with the spec's notice above it (customer spec §1,
 * wording as written). Scrolls to the top on every new page and back to where it was on "back".
 */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <p
        role="note"
        className="hidden bg-ink-900 px-4 py-2 text-center text-sm font-medium text-white md:block"
      >
        {DESKTOP_NOTICE}
      </p>
      <div
        aria-busy={busy || undefined}
        className="relative mx-auto flex min-h-dvh w-full max-w-app flex-col bg-white md:my-6 md:min-h-[calc(100dvh-5.5rem)] md:rounded-3xl md:shadow-lg md:ring-1 md:ring-ink-200"
      >
        {busy && (
          <div aria-hidden="true" className="absolute inset-x-0 top-0 z-20 h-1 overflow-hidden md:rounded-t-3xl">
            <div className="h-full w-2/5 animate-progress bg-brand-500" />
          </div>
        )}
        <Outlet />
      </div>
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-app items-center justify-center bg-white" aria-busy="true">
      <span className="sr-only">Loading</span>
    </div>
  );
}
