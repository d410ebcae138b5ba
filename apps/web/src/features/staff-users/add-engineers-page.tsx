import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { staffKindLabels, type StaffKind } from '../../lib/staff-kind.ts';
import { inviteStaffSchema, staffKinds, useCreateSupportUser } from './api/create-support-user.ts';

type FormInput = z.input<typeof inviteStaffSchema>;
type FormOutput = z.output<typeof inviteStaffSchema>;

const kindHelp: Record<StaffKind, string> = {
  support: 'Prices quotes, follows requests and payments.',
  engineer: 'Installs systems and confirms installations.',
  admin: 'Everything support does, and manages staff.',
};

const empty: FormInput = { firstname: '', lastname: '', email: '', phoneNumber: '', kind: 'engineer' };

/** /add-engineers (admins): invite a support user, engineer or admin; they set their password from the e-mail. */
export default function AddEngineersPage() {
  useDocumentTitle('Invite a staff member');
  const create = useCreateSupportUser();
  const [invited, setInvited] = useState<{ message: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(inviteStaffSchema), defaultValues: empty });

  const onSubmit = (values: FormOutput) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: ({ message, clientUser }) => setInvited({ message, email: clientUser.email }),
      onError: (error) => setFailure(error.message),
    });
  };

  if (invited) {
    return (
      <div className="flex flex-1 flex-col gap-5">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-success-50 text-success-800">
          <CheckIcon className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Invitation sent</h1>
        <Alert tone="success">{invited.message}</Alert>
        <p className="text-base text-ink-700">
          They will get an e-mail with a 6-digit code and a link to set their password. The code works for 10 minutes;
          they can ask for a new one on that page.
        </p>
        <div className="mt-auto flex flex-col gap-3">
          <Link to="/manage-engineers" className={buttonClasses('primary', { block: true })}>
            Back to staff members
          </Link>
          <Button
            variant="secondary"
            block
            onClick={() => {
              reset(empty);
              create.reset();
              setInvited(null);
            }}
          >
            Invite someone else
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Invite a staff member</h1>
        <p className="text-base text-ink-700">We e-mail them a code to set their password and log in.</p>
      </div>

      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <TextField
          label="First name"
          autoComplete="off"
          autoCapitalize="words"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          autoCapitalize="words"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
        <TextField
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint="e.g. 0803 123 4567"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />

        <fieldset aria-describedby={errors.kind ? 'kind-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">What will they do?</legend>
          <div className="flex flex-col gap-2">
            {staffKinds.map((kind) => (
              <label
                key={kind}
                className="relative flex cursor-pointer items-start gap-3 rounded-xl border border-ink-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={kind}
                  className="mt-0.5 size-5 shrink-0 accent-brand-600"
                  {...register('kind')}
                />
                <span>
                  <span className="block font-semibold">{staffKindLabels[kind]}</span>
                  <span className="block text-sm text-ink-600">{kindHelp[kind]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.kind && (
            <p id="kind-error" role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
              {errors.kind.message}
            </p>
          )}
        </fieldset>

        {failure && (
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Alert>
        )}

        <Button type="submit" block state={requestStatusOf(create.status)} loadingLabel="Sending the invitation">
          Send invitation
        </Button>
      </form>
      <Link
        to="/manage-engineers"
        className="inline-flex min-h-11 items-center self-center px-2 text-base font-semibold text-brand-800 underline underline-offset-4"
      >
        Back to staff members
      </Link>
    </div>
  );
}
