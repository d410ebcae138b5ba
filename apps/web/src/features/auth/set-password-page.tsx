import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_LENGTH } from '@imole/domain/accounts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { input, output } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CodeInput, ResendCode } from '../../components/ui/code-input.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLayoutTitle } from '../../lib/layout-chrome.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { homePathOf } from '../../lib/session.ts';
import { resendOtp } from './api/resend-otp.ts';
import { setPasswordSchema, useSetPassword } from './api/set-password.ts';
import { ErrorAlert } from './components/error-alert.tsx';
import { PageIntro } from './components/page-intro.tsx';
import { useClearOnEdit } from './hooks/use-clear-on-edit.ts';
import { useStartSession } from './hooks/use-start-session.ts';
import { confirmPasswordField, mismatch, passwordsMatch } from './new-password.ts';

const schema = setPasswordSchema.extend({ confirmPassword: confirmPasswordField }).refine(passwordsMatch, mismatch);

/**
 * /set-password, from an administrator's invitation e-mail (`?email=…`): the invitation code and a first password.
 * Public, not guest-only: the link must work whoever is signed in on the phone; success replaces that session.
 */
export default function SetPasswordPage() {
  useDocumentTitle('Set your password');
  useLayoutTitle('Set your password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const codeErrorId = useId();
  const [wrongCode, setWrongCode] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [resendError, setResendError] = useState<Error | null>(null);

  const form = useForm<input<typeof schema>, unknown, output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: params.get('email') ?? '', token: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const setPassword = useSetPassword();
  useClearOnEdit(
    form.watch,
    setPassword.error || resendError
      ? () => {
          setPassword.reset();
          setResendError(null);
        }
      : null,
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        ({ email, token, password }) => {
          if (setPassword.isPending) return;
          setResent(null);
          setPassword.mutate(
            { email, token, password },
            {
              onSuccess: (session) => {
                startSession(session);
                void navigate(homePathOf(session.user), { replace: true });
              },
              onError: (error) => setWrongCode(isApiError(error) && error.code === 'CODE_INVALID'),
            },
          );
        },
        () => {
          setPassword.reset();
          setResendError(null);
        },
      )}
      className="flex flex-1 flex-col gap-6"
    >
      <PageIntro title="Welcome to Imole" level={2}>
        <p>Enter the {CODE_LENGTH}-digit code from your invitation, then choose the password you will log in with.</p>
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
          <p className="mb-1.5 text-sm font-semibold text-ink-800" aria-hidden="true">
            Invitation code
          </p>
          <Controller
            control={form.control}
            name="token"
            render={({ field, fieldState }) => (
              <CodeInput
                label="Invitation code"
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  setWrongCode(false);
                }}
                error={Boolean(fieldState.error) || wrongCode}
                describedBy={fieldState.error ? codeErrorId : undefined}
              />
            )}
          />
          {errors.token?.message && (
            <p id={codeErrorId} role="alert" className="text-sm font-medium text-danger-700">
              {errors.token.message}
            </p>
          )}
          <ResendCode
            label="Send me a new code"
            onResend={async () => {
              setResent(null);
              setResendError(null);
              if (!(await form.trigger('email'))) throw new Error(errors.email?.message ?? 'Check your e-mail address');
              try {
                const answer = await resendOtp({ email: form.getValues('email').trim().toLowerCase() });
                setResent(answer.message);
              } catch (error) {
                setResendError(error instanceof Error ? error : new Error(String(error)));
                throw error;
              }
            }}
          />
        </div>

        <TextField
          label="New password"
          revealable
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
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

      {resent && (
        <Alert tone="success" onDismiss={() => setResent(null)}>
          {resent}
        </Alert>
      )}
      <ErrorAlert error={resendError} onDismiss={() => setResendError(null)} />
      <ErrorAlert error={setPassword.error} onDismiss={() => setPassword.reset()} />

      <div className="flex flex-col gap-3">
        <Button type="submit" block state={requestStatusOf(setPassword.status)} loadingLabel="Setting your password">
          Set password and log in
        </Button>
      </div>
    </form>
  );
}
