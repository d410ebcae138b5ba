import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles.css';

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
