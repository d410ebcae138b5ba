import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CodeInput, ResendCode } from '../../../components/ui/code-input.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useConfirmCompanyCode } from '../requests/confirm-company-code.ts';
import { useSendCompanyCode } from '../requests/send-company-code.ts';
import { StepShell } from '../components/step-shell.tsx';
import type { StepProps } from './step-props.ts';
import { words } from '../words.ts';

const CODE_LENGTH = 6;

/**
 * "Confirm Business email" (customer spec §2): the 6-digit code sent to the work e-mail. A wrong code shows the
 * server's message and turns the boxes red (customer spec §8); "Resend now" waits 59 seconds from the code sent on arrival, then sends another and waits again.
 */
export function EmailStep({ state, dispatch, onNext, focusTitle }: StepProps) {
  const errorId = useId();
  const w = words(state.agent);
  const email = state.personal.workEmail.trim();
  const [code, setCode] = useState('');
  const confirm = useConfirmCompanyCode();
  const resend = useSendCompanyCode();
  // The step opens once its code is sent (the previous step sends it): the 59-second wait starts now, not after a
  // first resend (issue 19).
  const [sentAt] = useState(() => Date.now());

  const submit = (otp: string) => {
    if (otp.length !== CODE_LENGTH || confirm.isPending) return;
    confirm.mutate(otp, {
      onSuccess: () => {
        dispatch({ type: 'emailVerified', email });
        onNext();
      },
    });
  };

  return (
    <StepShell
      title="Confirm Business email"
      intro={
        <p>
          {w.codeIntro(CODE_LENGTH)} <strong className="break-all text-ink-900">{email}</strong>.
        </p>
      }
      focusTitle={focusTitle}
      footer={
        <Button
          block
          onClick={() => submit(code)}
          disabled={code.length !== CODE_LENGTH}
          state={requestStatusOf(confirm.status)}
          loadingLabel="Checking the code"
        >
          Confirm code
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <CodeInput
          label={w.codeLabel}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (confirm.isError) confirm.reset();
          }}
          onComplete={submit}
          error={confirm.isError}
          describedBy={confirm.isError ? errorId : undefined}
          autoFocus
        />
        {confirm.isError && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
            {confirm.error.message}
          </p>
        )}
        <ResendCode
          sentAt={sentAt}
          onResend={async () => {
            confirm.reset();
            setCode('');
            await resend.mutateAsync({ email, companyId: state.personal.employerId ?? 0 });
          }}
        />
        {resend.isError && (
          <Alert tone="error" onDismiss={() => resend.reset()}>
            {resend.error.message}
          </Alert>
        )}
        {resend.isSuccess && <Alert tone="success">We have sent a new code to {email}.</Alert>}
      </div>
    </StepShell>
  );
}
