import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SalesNavBar } from './sales-nav-bar.tsx';

/** A sales agent who is no coordinator, here by a link or a typed address. */
export function NotCoordinator() {
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">For coordinators</h1>
      <p className="text-base text-ink-800">
        This page shows a coordinator&rsquo;s team. Ask an administrator if you should lead agents.
      </p>
      <Link to="/sales-dashboard" className={buttonClasses('primary', { block: true })}>
        Go to your home
      </Link>
      <SalesNavBar />
    </div>
  );
}
