import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { input } from 'zod';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { isApiError } from '../../lib/api-client.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { confirmResetPasswordToken } from './api/confirm-reset-password-token.ts';
import { useResetPassword } from './api/reset-password.ts';
import {
  emailOnlySchema,
  resetPasswordRequest,
  useResetPasswordRequest,
  type ResetPasswordRequestInput,
} from './api/reset-password-request.ts';
import { CodeStep } from './components/code-step.tsx';
import { DoneScreen } from './components/done-screen.tsx';
import { ErrorAlert } from './components/error-alert.tsx';
import { PageIntro } from './components/page-intro.tsx';
import { useClearOnEdit } from './hooks/use-clear-on-edit.ts';
import { useStepBack } from './hooks/use-step-back.ts';
import { newPasswordSchema, type NewPasswordValues } from './new-password.ts';

type Step =
  | { name: 'email' }
  /** `sentAt`: when the code was sent (null: earlier, time unknown to this page). */
  | { name: 'code'; email: string; notice: string; sentAt: number | null }
  | { name: 'password'; email: string; token: string }
  | { name: 'done'; email: string; message: string };

/**
 * /reset-password in the password layout ("Reset password"): e-mail -> code -> new password -> done. The server
 * answers the first step the same way whether or not the address has an account, and so does this page.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const initialEmail = params.get('email') ?? '';

  useStepBack(
    step.name === 'code'
      ? () => setStep({ name: 'email' })
      : step.name === 'password'
        ? () => setStep({ name: 'code', email: step.email, notice: '', sentAt: null })
        : null,
    '/login',
  );

  switch (step.name) {
    case 'email':
      return (
        <EmailStep
          initialEmail={initialEmail}
          onSent={(email, notice) => setStep({ name: 'code', email, notice, sentAt: Date.now() })}
          onHaveCode={(email) => setStep({ name: 'code', email, notice: haveCodeNotice, sentAt: null })}
        />
      );
    case 'code':
      return (
        <CodeStep
          key={step.email}
          level={2}
          title="Enter the code"
          email={step.email}
          intro={
            <>
              <p>{step.notice || 'If an account uses that address, we have sent it a 6-digit code.'}</p>
              <p className="mt-1">
                Check the inbox of <strong className="font-semibold wrap-anywhere">{step.email}</strong>.
              </p>
            </>
          }
          confirm={(token) => confirmResetPasswordToken({ email: step.email, token })}
          onConfirmed={(_, token) => setStep({ name: 'password', email: step.email, token })}
          resend={() => resetPasswordRequest({ email: step.email })}
          sentAt={step.sentAt}
        />
      );
    case 'password':
      return (
        <NewPasswordStep
          email={step.email}
          token={step.token}
          onDone={(message) => setStep({ name: 'done', email: step.email, message })}
        />
      );
    case 'done':
      return (
        <DoneScreen
          level={2}
          title="Password changed"
          action={
            <Link
              to={`/login?email=${encodeURIComponent(step.email)}`}
              replace
              className={buttonClasses('primary', { block: true })}
            >
              Log in
            </Link>
          }
        >
          <p>{step.message}</p>
          <p>Any other phone or computer signed in to your account has been logged out.</p>
        </DoneScreen>
      );
  }
}

const haveCodeNotice = 'Enter the last code we sent to that address. A code works for 10 minutes after it was sent.';

interface EmailStepProps {
  initialEmail: string;
  onSent(email: string, notice: string): void;
  /** Too many codes asked for: the last one sent may still work. */
  onHaveCode(email: string): void;
}

function EmailStep({ initialEmail, onSent, onHaveCode }: EmailStepProps) {
  const form = useForm<input<typeof emailOnlySchema>, unknown, ResetPasswordRequestInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  });
  const request = useResetPasswordRequest();
  useClearOnEdit(form.watch, request.error ? request.reset : null);
  const refusedFor =
    isApiError(request.error) && request.error.code === 'RATE_LIMITED' ? request.variables?.email : null;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (values) => {
          if (request.isPending) return;
          request.mutate(values, { onSuccess: (answer) => onSent(values.email, answer.message) });
        },
        () => request.reset(),
      )}
      className="flex flex-1 flex-col gap-6"
    >
      <PageIntro title="Forgot your password?" level={2}>
        <p>
          Enter the <span className="whitespace-nowrap">e-mail address</span> of your account. We will send you a
          6-digit code to choose a new password.
        </p>
      </PageIntro>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <ErrorAlert error={request.error} onDismiss={() => request.reset()} />
      <div className="flex flex-col gap-3">
        <Button type="submit" block state={requestStatusOf(request.status)} loadingLabel="Sending the code">
          Send code
        </Button>
        {refusedFor && (
          <button
            type="button"
            className={buttonClasses('secondary', { block: true })}
            onClick={() => onHaveCode(refusedFor)}
          >
            Enter a code I already have
          </button>
        )}
      </div>
    </form>
  );
}

function NewPasswordStep({ email, token, onDone }: { email: string; token: string; onDone(message: string): void }) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword();
  useClearOnEdit(form.watch, reset.error ? reset.reset : null);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        ({ password }) => {
          if (reset.isPending) return;
          reset.mutate({ email, token, password }, { onSuccess: (answer) => onDone(answer.message) });
        },
        () => reset.reset(),
      )}
      className="flex flex-1 flex-col gap-6"
    >
      <PageIntro title="Choose a new password" level={2}>
        <p>Use at least 8 characters. A longer phrase is easier to remember and harder to guess.</p>
      </PageIntro>
      {/* Lets a password manager save the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="flex flex-col gap-5">
        <TextField
          label="New password"
          revealable
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm new password"
          revealable
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <ErrorAlert error={reset.error} onDismiss={() => reset.reset()} />
      <div className="flex flex-col gap-3">
        <Button type="submit" block state={requestStatusOf(reset.status)} loadingLabel="Saving your new password">
          Save new password
        </Button>
      </div>
    </form>
  );
}
