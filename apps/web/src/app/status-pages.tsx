import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { AlertIcon, CompassIcon, LockIcon } from '../components/ui/icons.tsx';
import { StatusPage } from '../components/ui/status-page.tsx';
import { homePathOf, useSession } from '../lib/session.ts';

function useHomePath(): string {
  const session = useSession();
  return session ? homePathOf(session.user) : '/';
}

export function NotFoundPage() {
  const home = useHomePath();
  return (
    <StatusPage
      title="Page not found"
      icon={<CompassIcon className="size-7" />}
      actions={
        <Link to={home} className={buttonClasses('primary', { block: true })}>
          Go to the home page
        </Link>
      }
    >
      <p>We could not find this page. The link may be mistyped, or the page may have moved.</p>
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

/** The router's error boundary: a render error or a page that failed to load even after a reload. */
export function ErrorPage() {
  const error = useRouteError();
  const home = useHomePath();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
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
