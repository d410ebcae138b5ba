import { accountMessages, CODE_LENGTH } from '@imole/domain/accounts';
import { maskEmail } from '@imole/domain/bank-prospect';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CodeInput, ResendCode } from '../../../components/ui/code-input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { resendCode, useConfirmCode, type ProspectSession } from '../api/confirm-code.ts';

interface CodeModalProps {
  open: boolean;
  email: string;
  /** When the code was asked for (this device's clock): "Resend now" waits 59 seconds from it. */
  sentAt: number;
  onClose(): void;
  /** Back to the details, to correct the address. */
  onChangeEmail(): void;
  onConfirmed(session: ProspectSession): void;
}

/**
 * The OTP modal (customer spec §2): the masked e-mail (first 3 characters, then ****), six single-digit boxes (a
 * pasted all-digit code fills them), and "Resend now", which a 59-second countdown replaces after each code.
 */
export function CodeModal({ open, email, sentAt, onClose, onChangeEmail, onConfirmed }: CodeModalProps) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const confirm = useConfirmCode();
  const wrong = isApiError(confirm.error) && confirm.error.httpStatus === 400;

  const submit = (value: string) => {
    if (value.length !== CODE_LENGTH) {
      setMissing(true);
      return;
    }
    confirm.mutate({ email, token: value }, { onSuccess: (answer) => onConfirmed(answer) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };
  const message = missing ? accountMessages.code : confirm.isError ? confirm.error.message : null;

  return (
    <Modal open={open} onClose={onClose} title="Enter your code">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-base text-ink-700">
          We have sent a {CODE_LENGTH}-digit code to{' '}
          <span className="font-semibold text-ink-900">{maskEmail(email)}</span>. It works for 10 minutes; if it is not
          in your inbox, look in the spam folder.
        </p>
        <CodeInput
          label="Your 6-digit code"
          value={code}
          autoFocus
          error={wrong || missing}
          describedBy={message ? errorId : undefined}
          onChange={(value) => {
            setCode(value);
            setMissing(false);
            confirm.reset();
          }}
          onComplete={submit}
        />
        {message && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
            {message}
          </p>
        )}
        <Button type="submit" block state={requestStatusOf(confirm.status)} loadingLabel="Checking your code">
          Confirm code
        </Button>
        <ResendCode
          sentAt={sentAt}
          onResend={async () => {
            setResendError(null);
            try {
              const answer = await resendCode(email);
              setResent(answer.message);
            } catch (error) {
              setResendError(error instanceof Error ? error.message : String(error));
              throw error;
            }
          }}
        />
        {resent && !resendError && <Alert tone="success">{resent}</Alert>}
        {resendError && <Alert tone="error">{resendError}</Alert>}
        <button
          type="button"
          onClick={onChangeEmail}
          className="min-h-11 self-start text-sm font-semibold text-brand-800 underline"
        >
          Wrong e-mail? Change it
        </button>
      </form>
    </Modal>
  );
}
