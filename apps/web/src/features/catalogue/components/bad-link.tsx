import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** A package address whose id is not a number (a hand-edited or cut-off link): say so, and offer the list. */
export function BadLink() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Package not found</h1>
      <p className="text-base text-ink-700">This link does not point to a package. Choose one from the list.</p>
      <Link to="/all-packages" className={buttonClasses('primary', { block: true })}>
        See all packages
      </Link>
    </div>
  );
}
