import type { loginSchema } from '@imole/domain/accounts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { input } from 'zod';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/forms/lazy-resolver.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { confirmUserAccount } from './api/confirm-user-account.ts';
import { useLogin, type LoginInput } from './api/login.ts';
import { resendOtp } from './api/resend-otp.ts';
import { isSessionResponse } from './session-response.ts';
import { CodeStep } from './components/code-step.tsx';
import { DoneScreen } from './components/done-screen.tsx';
import { ErrorAlert } from './components/error-alert.tsx';
import { PageIntro } from './components/page-intro.tsx';
import { useStartSession } from './hooks/use-start-session.ts';
import { useClearOnEdit } from './hooks/use-clear-on-edit.ts';
import { useStepBack } from './hooks/use-step-back.ts';

/** When the server says the code was sent; never later than now (this device's clock may be behind the server's). */
function codeSentAt(body: unknown): number | null {
  const value = typeof body === 'object' && body !== null ? (body as { codeSentAt?: unknown }).codeSentAt : null;
  const at = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? null : Math.min(at, Date.now());
}

const validation = lazyResolver(() => import('./form-schemas.ts').then((schemas) => schemas.loginResolver));

const linkClasses = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4';

/**
 * /login for every role. Success stores the session; the route guard then sends the person to `redirect` (when it is
 * a path of this app) or their home. An account whose e-mail address is not confirmed yet gets the code step: the
 * server names when the code to enter was sent (it reuses one that still works, else sends one by itself), and the
 * page says so and times "Resend now" from it.
 */
export default function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useSearchParams();
  const startSession = useStartSession();
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string; sentAt: number | null } | null>(
    null,
  );
  const [waiting, setWaiting] = useState<string | null>(null);

  const form = useForm<input<typeof loginSchema>, unknown, LoginInput>({
    resolver: validation.resolver,
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { errors } = form.formState;
  const login = useLogin();
  useClearOnEdit(form.watch, login.error ? login.reset : null);
  const typedEmail = useWatch({ control: form.control, name: 'email' }).trim();

  useStepBack(unconfirmed && !waiting ? () => setUnconfirmed(null) : null);

  if (waiting) {
    return (
      <DoneScreen
        title="Waiting for an administrator"
        action={
          <button
            type="button"
            className={buttonClasses('primary', { block: true })}
            onClick={() => {
              setWaiting(null);
              setUnconfirmed(null);
              login.reset();
            }}
          >
            Back to login
          </button>
        }
      >
        <p>{waiting}</p>
      </DoneScreen>
    );
  }

  if (unconfirmed) {
    const { email } = unconfirmed;
    return (
      <CodeStep
        title="Confirm your e-mail address"
        email={email}
        notice={unconfirmed.message}
        sentAt={unconfirmed.sentAt}
        confirm={(token) => confirmUserAccount({ email, token })}
        onConfirmed={(answer) => {
          if (isSessionResponse(answer)) startSession(answer);
          else setWaiting(answer.message);
        }}
        resend={() => resendOtp({ email })}
      />
    );
  }

  return (
    <form
      noValidate
      onFocus={validation.preload}
      onSubmit={form.handleSubmit(
        (values) => {
          if (login.isPending) return;
          login.mutate(values, {
            onSuccess: startSession,
            onError: (error) => {
              if (isApiError(error) && error.code === 'ACCOUNT_NOT_CONFIRMED') {
                setUnconfirmed({ email: values.email, message: error.message, sentAt: codeSentAt(error.body) });
                login.reset();
              }
            },
          });
        },
        () => login.reset(),
      )}
      className="flex flex-1 flex-col gap-6"
    >
      <PageIntro title="Log in">
        <p>
          Welcome back. Log in with the <span className="whitespace-nowrap">e-mail address</span> and password of your
          Imole account.
        </p>
      </PageIntro>

      <div className="flex flex-col gap-5">
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <TextField
            label="Password"
            revealable
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="mt-1 flex justify-end">
            <Link
              to={typedEmail ? `/reset-password?email=${encodeURIComponent(typedEmail)}` : '/reset-password'}
              className={linkClasses}
            >
              Forgot password?
            </Link>
          </div>
        </div>
      </div>

      <ErrorAlert error={login.error} onDismiss={() => login.reset()} />

      <div className="flex flex-col gap-3">
        <Button type="submit" block state={requestStatusOf(login.status)} loadingLabel="Logging in">
          Log in
        </Button>
        <p className="text-center text-sm text-ink-700">
          New to Imole?{' '}
          <Link to="/register" className={linkClasses}>
            Create an account
          </Link>
        </p>
      </div>
    </form>
  );
}
