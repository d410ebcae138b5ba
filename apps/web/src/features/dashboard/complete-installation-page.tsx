import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useQuoteRequest } from './api/get-quote-request.ts';
import { ConfirmInstallationForm } from './components/confirm-installation-form.tsx';
import { PayChoice } from './components/quote-panels.tsx';
import { payOnDeliveryDueText } from './dashboard-state.ts';
import { EngineerCard } from './components/engineer-card.tsx';
import { formatDay } from './dates.ts';

const AFTER_CONFIRMING = '/dashboard?tab=installation';

/**
 * /complete-installation/{id} (id: the quote request's): the installation-done confirmation as a page of its own,
 * for a link from a message or the pending panel. The same form as the dashboard's done panel: a star rating, then
 * InstallationConfirmed; afterwards the dashboard's Installation tab shows the next repayment.
 */
export default function CompleteInstallationPage() {
  useDocumentTitle('Confirm your installation');
  const { id } = useParams();
  const requestId = Number(id);
  const valid = Number.isInteger(requestId) && requestId > 0;
  const quote = useQuoteRequest(requestId, { enabled: valid });
  const navigate = useNavigate();

  let body: ReactNode;
  if (!valid) body = <Notice text="This link is not valid." />;
  else if (quote.isPending) body = <PageSkeleton />;
  else if (quote.isError)
    body = (
      <LoadError
        title="We could not load your installation"
        message={quote.error.message}
        retrying={quote.isFetching}
        onRetry={() => void quote.refetch()}
      />
    );
  else if (!quote.data?.quote) body = <Notice text="We could not find this installation." />;
  else {
    const { quote: current, supportStaff } = quote.data;
    if (current.installationStatus === 4)
      body = <Notice text="You have confirmed this installation. Thank you!" tone="success" />;
    else if (current.installationStatus !== 3 || !current.installationCompletionDate)
      body = (
        <Notice text="Your engineer has not marked the installation as done yet. You can confirm it once they have." />
      );
    else if (payOnDeliveryDueText(current))
      body = (
        <div className="flex flex-col gap-4">
          <Alert tone="info" title="Your payment is due">
            <p>{payOnDeliveryDueText(current)}</p>
          </Alert>
          <PayChoice quote={current} label="Pay Now" />
        </div>
      );
    else
      body = (
        <div className="flex flex-col gap-4">
          {supportStaff && <EngineerCard engineer={supportStaff} />}
          <p className="text-ink-700">
            Your engineer marked the installation complete on {formatDay(current.installationCompletionDate)}. Check
            that everything works, then rate the installation to confirm it. Your warranty and repayment schedule start
            today.
          </p>
          <ConfirmInstallationForm quoteId={current.id} onConfirmed={() => void navigate(AFTER_CONFIRMING)} />
        </div>
      );
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Confirm your installation</h1>
      {body}
    </div>
  );
}

function Notice({ text, tone = 'info' }: { text: string; tone?: 'info' | 'success' }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone={tone}>
        <p>{text}</p>
      </Alert>
      <Link to="/dashboard" className={buttonClasses('secondary', { block: true })}>
        Go to dashboard
      </Link>
    </div>
  );
}
