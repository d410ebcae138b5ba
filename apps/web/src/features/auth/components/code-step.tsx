import { accountMessages, CODE_LENGTH, isCode } from '@imole/domain/account-rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CodeInput, ResendCode } from '../../../components/ui/code-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { ErrorAlert } from './error-alert.tsx';
import { PageIntro } from './page-intro.tsx';

interface CodeStepProps<T> {
  title: string;
  level?: 1 | 2;
  /** Where the code went; shown in bold. */
  email: string;
  /** Replaces "Enter the 6-digit code we sent to <email>." */
  intro?: ReactNode;
  /** Something the server said on the way here, e.g. its neutral "if an account uses that address…". */
  notice?: string | null;
  submitLabel?: string;
  /** Checks the code with the server; a 400 means the code itself is wrong (the boxes turn red). */
  confirm(code: string): Promise<T>;
  onConfirmed(result: T, code: string): void;
  /** Sends a new code; its answer's message is shown. */
  resend(): Promise<{ message: string }>;
  /**
   * When the code to enter was sent (epoch ms, this device's clock), or null when the page cannot know: the page says
   * the time, and "Resend now" waits 59 seconds from it (issue 19).
   */
  sentAt: number | null;
}

const timeOfDay = new Intl.DateTimeFormat('en-NG', { hour: 'numeric', minute: '2-digit' });

/** "We sent it at 11:14 pm." */
export function SentAt({ at, again }: { at: number; again: boolean }) {
  return (
    <p className="text-sm text-ink-700">
      {again ? 'We sent a new code' : 'We sent it'} at{' '}
      <time dateTime={new Date(at).toISOString()}>{timeOfDay.format(at)}</time>. It works for 10 minutes.
    </p>
  );
}

/** The code step of every flow: six boxes, "Confirm code", and "Resend now" with its 59-second wait. */
export function CodeStep<T>({
  title,
  level = 1,
  email,
  intro,
  notice = null,
  submitLabel = 'Confirm code',
  confirm,
  onConfirmed,
  resend,
  sentAt: firstSentAt,
}: CodeStepProps<T>) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [resendError, setResendError] = useState<Error | null>(null);
  const [sent, setSent] = useState<{ at: number | null; again: boolean }>({ at: firstSentAt, again: false });
  const newCodeSent = () => setSent({ at: Date.now(), again: true });

  const confirmation = useMutation({
    mutationFn: confirm,
    onSuccess: (result, sent) => onConfirmed(result, sent),
    onError: (error) => setWrong(isApiError(error) && error.httpStatus === 400),
  });

  // The server's sentence for a code that can no longer work (expired, used, or too many wrong tries) ends by asking
  // for a new one: then sending a new code is the way on, not trying this one again.
  const dead = isApiError(confirmation.error) && confirmation.error.message.endsWith('Ask for a new one.');
  const sendNew = useMutation({
    mutationFn: resend,
    onSuccess: (answer) => {
      confirmation.reset();
      setCode('');
      setWrong(false);
      setResent(answer.message);
      newCodeSent();
    },
    onError: (error) => setResendError(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmation.isPending) return;
    setResent(null);
    setResendError(null);
    if (!isCode(code)) {
      setMissing(true);
      return;
    }
    confirmation.mutate(code);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-1 flex-col gap-6">
      <PageIntro title={title} level={level}>
        {intro ?? (
          <p>
            Enter the {CODE_LENGTH}-digit code we sent to{' '}
            <strong className="font-semibold wrap-anywhere">{email}</strong>.
          </p>
        )}
      </PageIntro>

      {notice && <Alert tone="info">{notice}</Alert>}
      {sent.at !== null && <SentAt at={sent.at} again={sent.again} />}

      <div>
        <CodeInput
          label={`${CODE_LENGTH}-digit code sent to ${email}`}
          value={code}
          onChange={(next) => {
            setCode(next);
            setMissing(false);
            setWrong(false);
          }}
          error={missing || wrong}
          describedBy={missing ? errorId : undefined}
          autoFocus
        />
        {missing && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
            {accountMessages.code}
          </p>
        )}
      </div>

      <ErrorAlert error={confirmation.error} onDismiss={() => confirmation.reset()} />
      <ErrorAlert error={resendError} onDismiss={() => setResendError(null)} />
      {resent && (
        <Alert tone="success" onDismiss={() => setResent(null)}>
          {resent}
        </Alert>
      )}

      <div className="flex flex-col gap-3">
        {dead ? (
          <Button
            type="button"
            block
            state={requestStatusOf(sendNew.status)}
            loadingLabel="Sending a new code"
            onClick={() => sendNew.mutate()}
          >
            Send a new code
          </Button>
        ) : (
          <Button type="submit" block state={requestStatusOf(confirmation.status)} loadingLabel="Checking the code">
            {submitLabel}
          </Button>
        )}
        <ResendCode
          sentAt={sent.at}
          onResend={async () => {
            setResent(null);
            setResendError(null);
            try {
              const answer = await resend();
              setResent(answer.message);
              newCodeSent();
            } catch (error) {
              setResendError(error instanceof Error ? error : new Error(String(error)));
              throw error;
            }
          }}
        />
      </div>
    </form>
  );
}
