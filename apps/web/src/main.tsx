import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { registerWhenLoaded } from './lib/offline/when-to-register.ts';
import './styles.css';

// zod (in the forms chunk) probes `new Function('')` to see whether it may compile validators; our CSP forbids eval,
// and Chromium reports the swallowed attempt as a CSP issue (Lighthouse "best practices"). `jitless` (what
// `z.config({ jitless: true })` sets; zod keeps its config on this global) skips the probe. Set before zod loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);

// Offline copy of the app and "Update available" (docs/offline.md): its own small chunk, so the entry stays within
// budget, registered as soon as the page has loaded (lib/offline/when-to-register.ts): the worker then claims the
// page, so losing the connection right after the first load no longer loses the app (issue 19).
if (import.meta.env.PROD) {
  registerWhenLoaded(
    () =>
      void import('./lib/offline/service-worker-registration.ts').then(
        (registration) => registration.registerServiceWorker(),
        (error: unknown) => console.debug('Imole: no service worker', error),
      ),
  );
}
