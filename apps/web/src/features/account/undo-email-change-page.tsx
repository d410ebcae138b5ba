import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLayoutTitle } from '../../lib/layout-chrome.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { clearSession } from '../../lib/session.ts';
import { useUndoEmailChange } from './api/undo-email-change.ts';

/**
 * /undo-email-change, from the e-mail sent to the old address when the login e-mail changed (`?email=…&token=…`):
 * one button gives the account that address back and logs every device out (docs/accounts.md). Public: the link
 * must work whoever is signed in on this phone. Nothing happens on opening the page, only on the press, so a mail
 * scanner that follows links does not use it up.
 */
export default function UndoEmailChangePage() {
  useDocumentTitle('Undo the e-mail change');
  useLayoutTitle('Undo the e-mail change');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const undo = useUndoEmailChange();

  if (!email || !token) {
    return (
      <Alert tone="error">
        This link is not complete. Open it again from the e-mail we sent you, or copy all of it.
      </Alert>
    );
  }

  if (undo.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">{undo.data.message}</Alert>
        <Link to="/reset-password" className={buttonClasses('primary', { block: true })}>
          Reset your password
        </Link>
        <Link to={`/login?email=${encodeURIComponent(email)}`} className={buttonClasses('ghost', { block: true })}>
          Log in
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-base text-ink-800">
        Give your Imole account the e-mail address <strong className="wrap-anywhere">{email}</strong> back? Every phone
        or computer signed in to your account will be logged out.
      </p>
      {undo.isError && <Alert tone="error">{undo.error.message}</Alert>}
      <Button
        block
        state={requestStatusOf(undo.status)}
        loadingLabel="Restoring your e-mail address"
        onClick={() =>
          undo.mutate(
            { email, token },
            // Every session of the account has ended, this device's too.
            { onSuccess: () => clearSession() },
          )
        }
      >
        Restore my e-mail address
      </Button>
    </div>
  );
}
