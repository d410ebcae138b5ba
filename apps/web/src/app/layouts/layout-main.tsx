import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutChromeContext, type LayoutChrome } from '../../lib/layout-chrome.ts';

/** The page area of every layout: the route's page (or `children` when a layout is used directly). */
export function LayoutMain({ chrome, children }: { chrome: LayoutChrome; children?: ReactNode }) {
  return (
    <LayoutChromeContext.Provider value={chrome}>
      <main id="main" className="flex flex-1 flex-col px-4 pt-4 pb-8">
        {children ?? <Outlet />}
      </main>
    </LayoutChromeContext.Provider>
  );
}
