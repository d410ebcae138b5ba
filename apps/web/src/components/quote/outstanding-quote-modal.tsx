import { quoteMessages } from '@imole/domain/quote-request';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * The outstanding-loan modal (customer spec §2, §4 "New quote rule"): a customer with an open quote request cannot
 * start another one, and is shown the way to the dashboard.
 */
export function OutstandingQuoteModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} onClose={onClose} title="You have an open quote">
      <p className="mb-5 text-base text-ink-700">{quoteMessages.newQuote}</p>
      <Link to="/dashboard" className={buttonClasses('primary', { block: true })}>
        Go to dashboard
      </Link>
    </Modal>
  );
}
