import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN } from '@imole/domain/account-rules';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { lazyResolver } from '../../lib/forms/lazy-resolver.ts';
import { RequestStatus, requestStatusOf } from '../../lib/request-status.ts';
import { useChangePassword } from './api/change-password.ts';
import type { changePasswordFormSchema } from './form-schemas.ts';

type FormInput = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;

const empty: FormInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

const validation = lazyResolver<FormInput, FormOutput>(() =>
  import('./form-schemas.ts').then((schemas) => schemas.changePasswordResolver),
);

/**
 * /change-password (customers) and /admin-password (staff): the current password, the new one twice. The API logs
 * out every other device of the account; this one stays signed in.
 */
export default function ChangePasswordPage() {
  useDocumentTitle('Change password');
  const change = useChangePassword();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    defaultValues: empty,
  });

  // The server's last refusal goes as soon as the person edits: it never sits beside a new check of the browser's.
  const dropRefusal = () => setResult((last) => (last?.ok === false ? null : last));

  const onSubmit = (values: FormOutput) => {
    setResult(null);
    change.mutate(values, {
      onSuccess: ({ message }) => {
        reset(empty);
        setResult({ ok: true, text: message });
      },
      onError: (error) => setResult({ ok: false, text: error.message }),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Change password</h1>
        <p className="text-base text-ink-700">
          Phones and computers signed in with your old password will have to log in again.
        </p>
      </div>

      <form
        noValidate
        onFocus={validation.preload}
        onChange={dropRefusal}
        onSubmit={handleSubmit(onSubmit, dropRefusal)}
        className="flex flex-col gap-5"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          revealable
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          hint={`At least ${PASSWORD_MIN} characters. Avoid a common password.`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />

        {result && (
          <Alert tone={result.ok ? 'success' : 'error'} onDismiss={result.ok ? undefined : () => setResult(null)}>
            {result.ok ? `${result.text} Other devices have been logged out.` : result.text}
          </Alert>
        )}

        <Button
          type="submit"
          block
          state={isDirty && !change.isPending ? RequestStatus.NORMAL : requestStatusOf(change.status)}
          loadingLabel="Changing your password"
        >
          Change password
        </Button>
      </form>
    </div>
  );
}
