/**
 * Which routes have a page, and in which layout. A route of route-access.ts without an entry here renders the
 * 404 page (after its guard), so a feature that is not built yet is absent, never faked.
 *
 * A feature registers its page with one line next to its path. Prefer `lazy` (a separate chunk, loaded on first
 * visit); use `Component` only for a page that is the first thing most people see, where a second round trip on a
 * slow network costs more than the bytes:
 *
 *   '/payment': { layout: 'payment', lazy: () => import('../features/payments/payment-page.tsx') },
 */
import type { ComponentType } from 'react';
import { LandingPage } from '../features/guest/landing-page.tsx';
import type { RoutePath } from './route-access.ts';

export type LayoutKind = 'dashboard' | 'auth' | 'payment' | 'quote-setup' | 'password' | 'guest' | 'none';

/** A lazily loaded page module exports the page as its default export. */
export type PageModule = { default: ComponentType };

export type PageEntry =
  | { layout: LayoutKind; lazy: () => Promise<PageModule>; Component?: never }
  | { layout: LayoutKind; Component: ComponentType; lazy?: never };

export const pages: Partial<Record<RoutePath, PageEntry>> = {
  '/': { layout: 'guest', Component: LandingPage },
};
