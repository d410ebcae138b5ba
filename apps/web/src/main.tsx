import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './styles.css';

// zod (in the forms chunk) probes `new Function('')` to see whether it may compile validators; our CSP forbids eval,
// and Chromium reports the swallowed attempt as a CSP issue (Lighthouse "best practices"). `jitless` (what
// `z.config({ jitless: true })` sets; zod keeps its config on this global) skips the probe. Set before zod loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

// Offline copy of the app and "Update available" (docs/offline.md): its own small chunk, so the entry stays within
// budget, and only once the page has settled: a few seconds after the load, at an idle moment. Installing the worker
// downloads the app's files again for the offline copy, which on a 2G or 3G line would otherwise compete with the
// page's own first reads (and its request would be one more round trip before the page's content is complete).
if (import.meta.env.PROD) {
  const register = () =>
    void import('./lib/offline/service-worker-registration.ts').then(
      (registration) => registration.registerServiceWorker(),
      (error: unknown) => console.debug('Imole: no service worker', error),
    );
  const whenSettled = () =>
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, 3000);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
}
