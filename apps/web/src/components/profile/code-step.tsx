import { useId, useState, type ReactNode } from 'react';
import { codeField } from '@imole/domain/accounts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CodeInput, ResendCode } from '../ui/code-input.tsx';
import { Modal } from '../ui/modal.tsx';
import { RequestStatus } from '../../lib/request-status.ts';

interface CodeStepProps {
  open: boolean;
  title: string;
  /** What was sent where: "We sent a 6-digit code to …". */
  children: ReactNode;
  /** Checks the code; a rejection's message is shown and the boxes turn red. */
  onConfirm(code: string): Promise<unknown>;
  /** Sends a new code; a rejection's message is shown. */
  onResend(): Promise<unknown>;
  onClose(): void;
  /** Another way out under the form ("Keep my current address"). */
  footer?: ReactNode;
  /** When the code was sent (epoch ms), or null when unknown: "Resend now" waits 59 seconds from it (issue 19). */
  sentAt: number | null;
}

/**
 * A code step in a dialog: the 6 boxes, "Confirm code", "Resend now" with its countdown. A complete code is not sent
 * by itself (as in the sign-up pages, docs/accounts.md): no change of context on input, and a mistyped code does not
 * spend one of the five tries.
 */
export function CodeStep({ open, title, onClose, ...props }: CodeStepProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <CodeForm {...props} />
    </Modal>
  );
}

function CodeForm({
  children,
  onConfirm,
  onResend,
  footer,
  sentAt,
}: Omit<CodeStepProps, 'open' | 'title' | 'onClose'>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<RequestStatus>(RequestStatus.NORMAL);
  const errorId = useId();

  const confirm = async (value: string) => {
    setNotice(null);
    const parsed = codeField.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the 6-digit code');
      setStatus(RequestStatus.ERROR);
      return;
    }
    setError(null);
    setStatus(RequestStatus.LOADING);
    try {
      await onConfirm(parsed.data);
      setStatus(RequestStatus.SUCCESS);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setStatus(RequestStatus.ERROR);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(code);
      }}
    >
      <div className="text-base text-ink-700">{children}</div>
      <CodeInput
        label="Confirmation code"
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error) setError(null);
        }}
        error={error !== null}
        disabled={status === RequestStatus.LOADING}
        autoFocus
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId}>
          <Alert tone="error" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        </div>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      <Button type="submit" block state={status} loadingLabel="Checking the code">
        Confirm code
      </Button>
      <ResendCode
        sentAt={sentAt}
        onResend={async () => {
          setNotice(null);
          try {
            await onResend();
            setError(null);
            setCode('');
            setNotice('We have sent you a new code.');
          } catch (cause) {
            setError(cause instanceof Error ? cause.message : String(cause));
            throw cause;
          }
        }}
      />
      {footer}
    </form>
  );
}
