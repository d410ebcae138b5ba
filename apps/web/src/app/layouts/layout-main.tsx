import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { LayoutChromeContext, type LayoutChrome } from '../../lib/layout-chrome.ts';

/**
 * The page area of every layout: the route's page (or `children` when a layout is used directly).
 * The Suspense boundary is keyed by path, so moving to a page whose code is still downloading shows the skeleton at
 * once (a new boundary shows its fallback even inside the router's transition) instead of a frozen old page.
 */
export function LayoutMain({ chrome, children }: { chrome: LayoutChrome; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <LayoutChromeContext.Provider value={chrome}>
      <main id="main" className="flex flex-1 flex-col px-4 pt-4 pb-8">
        <Suspense key={pathname} fallback={<PageSkeleton />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
    </LayoutChromeContext.Provider>
  );
}
