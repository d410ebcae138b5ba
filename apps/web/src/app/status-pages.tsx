import { Link, matchPath, useLocation } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { AlertIcon, CompassIcon, LockIcon } from '../components/ui/icons.tsx';
import { StatusPage } from '../components/ui/status-page.tsx';
import { company } from '../lib/company.ts';
import { isChunkLoadError } from '../lib/lazy-reload.ts';
import { useLogOut } from '../lib/logout.ts';
import { RequestStatus } from '../lib/request-status.ts';
import { homePathOf, useSession } from '../lib/session.ts';
import { accountLinksOf } from './account-links.ts';
import { routePaths } from './route-access.ts';

function useHomePath(): string {
  const session = useSession();
  return session ? homePathOf(session.user) : '/';
}

export function NotFoundPage() {
  const home = useHomePath();
  const { pathname } = useLocation();
  return (
    <StatusPage
      title="Page not found"
      icon={<CompassIcon className="size-7" />}
      actions={
        <>
          {/* A home page that is not built yet (staff, for now) would send the person back here. */}
          {pathname !== home && (
            <Link to={home} className={buttonClasses('primary', { block: true })}>
              Go to the home page
            </Link>
          )}
          <AccountWayOut />
        </>
      }
    >
      {routePaths.some((route) => matchPath(route, pathname)) ? (
        // A route of the spec whose page a later feature brings (a staff home, for now).
        <p>This page is not ready yet.</p>
      ) : (
        <p>We could not find this page. The link may be mistyped, or the page may have moved.</p>
      )}
    </StatusPage>
  );
}

/** A signed-in person on a route their role may not open (the server refuses the calls too). */
export function NotAllowedPage() {
  const home = useHomePath();
  return (
    <StatusPage
      title="Not allowed"
      icon={<LockIcon className="size-7" />}
      actions={
        <Link to={home} className={buttonClasses('primary', { block: true })}>
          Go to your home page
        </Link>
      }
    >
      <p>This page is not available to your account.</p>
    </StatusPage>
  );
}

/** What the error boundary shows (route-error-boundary.tsx): a render error or a page that failed to load even after a reload. */
export function ErrorPage({ error }: { error: unknown }) {
  const home = useHomePath();
  if (import.meta.env.DEV) console.error(error);
  if (isChunkLoadError(error)) return <ChunkErrorPage home={home} />;
  return (
    <StatusPage
      title="Something went wrong"
      icon={<AlertIcon className="size-7" />}
      actions={
        <>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses('primary', { block: true })}
          >
            Try again
          </button>
          <a href={home} className={buttonClasses('secondary', { block: true })}>
            Go to the home page
          </a>
        </>
      }
    >
      <p>Sorry, this page could not be shown. Check your connection and try again.</p>
    </StatusPage>
  );
}

/**
 * A page whose code (or style sheet) did not arrive, neither in 120 seconds nor after the one automatic reload
 * (lib/lazy-reload.ts): usually no connection, sometimes a deploy in progress. It says what to do next, in order.
 */
function ChunkErrorPage({ home }: { home: string }) {
  return (
    <StatusPage
      title="This page did not download"
      icon={<AlertIcon className="size-7" />}
      actions={
        <>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses('primary', { block: true })}
          >
            Try again
          </button>
          <a href={home} className={buttonClasses('secondary', { block: true })}>
            Go to the home page
          </a>
        </>
      }
    >
      <p>We reloaded it once for you, and it still did not arrive.</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5" data-testid="chunk-error-steps">
        <li>Check that mobile data or Wi-Fi is on, then tap “Try again”.</li>
        <li>If it still fails, close this tab and open the app again in a few minutes: we may be updating it.</li>
        <li>
          Still stuck? Call us on{' '}
          <a href={company.supportPhoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline">
            {company.supportPhone}
          </a>{' '}
          ({company.helpLineHours}
          ).
        </li>
      </ol>
    </StatusPage>
  );
}

/**
 * A signed-in person on a 404 can still reach their account pages and log out: until the staff homes exist
 * (/get-requests), this is where a staff member lands after logging in (docs/web-routing.md).
 */
function AccountWayOut() {
  const session = useSession();
  const { logOut, pending } = useLogOut();
  if (!session) return null;
  return (
    <>
      {accountLinksOf(session.user).map((link) => (
        <Link key={link.to} to={link.to} className={buttonClasses('secondary', { block: true })}>
          {link.label}
        </Link>
      ))}
      <Button
        variant="ghost"
        block
        state={pending ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Logging out"
        onClick={() => void logOut()}
      >
        Log out
      </Button>
    </>
  );
}
