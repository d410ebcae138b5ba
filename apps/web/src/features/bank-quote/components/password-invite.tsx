import { passwordField } from '@imole/domain/accounts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useSetFirstPassword } from '../api/set-first-password.ts';

/**
 * In the success modal of an account made by the bank's page: it has no password, so the person is invited to set
 * one now (ClientUser/ChangePassword without a current one); later, "Forgot password" on the login page works too.
 */
export function PasswordInvite({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSetFirstPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordField.safeParse(password);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    save.mutate({ token, newPassword: password });
  };

  if (save.isSuccess)
    return (
      <Alert tone="success" title="Your password is set">
        Next time, log in with your e-mail and this password.
      </Alert>
    );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-ink-50 p-4">
      <TextField
        label="Choose a password"
        hint="So you can log in to follow your quote. At least 8 characters."
        type="password"
        autoComplete="new-password"
        revealable
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
          save.reset();
        }}
        error={error}
      />
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <Button type="submit" variant="secondary" block state={requestStatusOf(save.status)} loadingLabel="Saving">
        Set password
      </Button>
    </form>
  );
}
