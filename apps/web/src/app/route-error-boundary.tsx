import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from './status-pages.tsx';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  failed: boolean;
  error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Another page starts afresh: the error belonged to the page where it happened. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * A page that throws while rendering, or whose code cannot be loaded even after the one reload
 * (lib/lazy-reload.ts), shows the error page in its place instead of a blank screen; the next page works again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
