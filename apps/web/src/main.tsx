import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
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
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);

// Offline copy of the app and "Update available" (docs/offline.md): after the load, so the first paint comes first;
// its own small chunk, so the entry stays within budget.
if (import.meta.env.PROD) {
  const register = () =>
    void import('./lib/offline/service-worker-registration.ts').then(
      (registration) => registration.registerServiceWorker(),
      (error: unknown) => console.debug('Imole: no service worker', error),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
