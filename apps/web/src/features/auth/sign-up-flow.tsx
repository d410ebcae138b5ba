import type { signUpSchema } from '@imole/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { input, output } from 'zod';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { ApiResponse } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/forms/lazy-resolver.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { confirmUserAccount } from './api/confirm-user-account.ts';
import { resendOtp } from './api/resend-otp.ts';
import { isSessionResponse } from './session-response.ts';
import { useStartSession } from './hooks/use-start-session.ts';
import { useClearOnEdit } from './hooks/use-clear-on-edit.ts';
import { useStepBack } from './hooks/use-step-back.ts';
import { CodeStep } from './components/code-step.tsx';
import { DoneScreen } from './components/done-screen.tsx';
import { ErrorAlert } from './components/error-alert.tsx';
import { PageIntro } from './components/page-intro.tsx';

type FormValues = input<typeof signUpSchema>;

const validation = lazyResolver(() => import('./form-schemas.ts').then((schemas) => schemas.signUpResolver));
export type SignUpData = output<typeof signUpSchema>;

interface SignUpFlowProps {
  title: string;
  intro: ReactNode;
  /** The sign-up call (CreateClientUser, SupportUserSelfCreation or SalesTeamUserSelfCreation). */
  create(values: SignUpData): Promise<ApiResponse>;
  /** Customers only: the agent's phone number; prefilled from the page's `ref` query. */
  referral?: { initial: string } | undefined;
  phoneHint?: string;
  submitLabel?: string;
  /** Where the back button goes when the page was opened from a link. */
  backFallback?: string;
}

/**
 * Sign-up in two steps: the form, then the 6-digit code sent to the e-mail address. An active account is signed in
 * (the route guard then sends the person home); a staff account that waits for an administrator ends on a screen
 * that says so.
 */
export function SignUpFlow({
  title,
  intro,
  create,
  referral,
  phoneHint = 'A Nigerian mobile number, e.g. 0803 123 4567',
  submitLabel = 'Create account',
  backFallback = '/',
}: SignUpFlowProps) {
  const startSession = useStartSession();
  const [email, setEmail] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);

  const form = useForm<FormValues, unknown, SignUpData>({
    resolver: validation.resolver,
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      phoneNumber: '',
      password: '',
      referralCode: referral?.initial ?? '',
    },
  });
  const { errors } = form.formState;
  const creation = useMutation({
    mutationFn: create,
    onSuccess: (_, values) => {
      setSentAt(Date.now());
      setEmail(values.email);
    },
  });

  useClearOnEdit(form.watch, creation.error ? creation.reset : null);
  useStepBack(email && !waiting ? () => setEmail(null) : null, backFallback);

  if (waiting) {
    return (
      <DoneScreen
        title="Waiting for an administrator"
        action={
          <Link to="/login" className={buttonClasses('primary', { block: true })}>
            Go to login
          </Link>
        }
      >
        <p>{waiting}</p>
      </DoneScreen>
    );
  }

  if (email) {
    return (
      <CodeStep
        title="Check your e-mail"
        email={email}
        sentAt={sentAt}
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
      onFocus={validation.preload}
      noValidate
      onSubmit={form.handleSubmit(
        (values) => {
          if (creation.isPending) return;
          // Back from the code step with the same address: the account exists already, its code is on the way.
          if (creation.isSuccess && creation.variables.email === values.email) setEmail(values.email);
          else creation.mutate(values);
        },
        () => {
          if (creation.isError) creation.reset();
        },
      )}
      className="flex flex-1 flex-col gap-6"
    >
      <PageIntro title={title}>{intro}</PageIntro>

      <div className="grid grid-cols-2 gap-x-3 gap-y-5">
        <TextField
          label="First name"
          autoComplete="given-name"
          autoCapitalize="words"
          error={errors.firstname?.message}
          {...form.register('firstname')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          autoCapitalize="words"
          error={errors.lastname?.message}
          {...form.register('lastname')}
        />
        <TextField
          className="col-span-2"
          label="E-mail address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          className="col-span-2"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={phoneHint}
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <TextField
          className="col-span-2"
          label="Password"
          revealable
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {referral && (
          <TextField
            className="col-span-2"
            label="Referral code (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="The phone number of the sales agent or customer who referred you"
            error={errors.referralCode?.message}
            {...form.register('referralCode')}
          />
        )}
      </div>

      <ErrorAlert error={creation.error} onDismiss={() => creation.reset()} />

      <div className="flex flex-col gap-3">
        <Button type="submit" block state={requestStatusOf(creation.status)} loadingLabel="Creating your account">
          {submitLabel}
        </Button>
        <p className="text-center text-sm text-ink-700">
          Already have an account?{' '}
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            Login instead
          </Link>
        </p>
      </div>
    </form>
  );
}
