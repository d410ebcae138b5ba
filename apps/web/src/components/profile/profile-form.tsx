import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useConfirmEmailChange } from '../../lib/profile/confirm-email-change.ts';
import { useConfirmPhoneCode } from '../../lib/profile/confirm-phone-code.ts';
import { copyToSession, profileQueryKey, type ClientUser } from '../../lib/profile/get-profile.ts';
import { useSendPhoneCode } from '../../lib/profile/send-phone-code.ts';
import { profileSchema, updateProfile, useUpdateProfile } from '../../lib/profile/update-profile.ts';
import { RequestStatus, requestStatusOf } from '../../lib/request-status.ts';
import { Alert, type AlertTone } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CheckIcon } from '../ui/icons.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CodeStep } from './code-step.tsx';
import { PhotoPicker, type PhotoChange } from './photo-picker.tsx';

/** The profile's fields, and the current password that a change of e-mail address needs (docs/accounts.md). */
const formSchema = profileSchema.extend({ password: z.string().max(200).optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
type Message = { tone: AlertTone; text: string };

export const passwordNeeded = 'Enter your current password to change your e-mail address.';

const profileValues = (user: ClientUser) => ({
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  phoneNumber: user.phoneNumber,
});
const toFormValues = (user: ClientUser): FormInput => ({ ...profileValues(user), password: '' });

/** A new address is being chosen (not the current one, nor the one already waiting for its code). */
const choosingNewEmail = (email: string, user: ClientUser) => {
  const typed = email.trim().toLowerCase();
  return typed !== user.email.toLowerCase() && typed !== (user.pendingEmail ?? '').toLowerCase();
};

/**
 * The profile form of /edit-profile (customers), /engineer-profile-settings (staff) and /agent-profile-settings
 * (sales, with `phoneLocked`: the phone shown read-only with that note): photo, names, e-mail (a new
 * address is confirmed with a code sent to it) and phone (confirmed with a code by SMS). Saving copies the answer
 * into the session and the cached profile (staff spec §4).
 */
export function ProfileForm({ user, phoneLocked }: { user: ClientUser; phoneLocked?: string }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const confirmEmail = useConfirmEmailChange();
  const sendPhoneCode = useSendPhoneCode();
  const confirmPhone = useConfirmPhoneCode();
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'same' });
  const [message, setMessage] = useState<Message | null>(null);
  const [step, setStep] = useState<'email' | 'phone' | null>(null);
  /** When the code of the open step was sent (null: earlier, from another visit). */
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const openStep = (which: 'email' | 'phone', sentAt: number | null) => {
    setCodeSentAt(sentAt);
    setStep(which);
  };

  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: toFormValues(user),
  });

  /** The saved profile, everywhere: the form, the cache and the session (staff spec §4). */
  const saved = (next: ClientUser) => {
    copyToSession(next);
    queryClient.setQueryData(profileQueryKey(next.id), next);
    reset(toFormValues(next));
  };

  const newEmail = choosingNewEmail(useWatch({ control, name: 'email' }) ?? '', user);

  const onSubmit = ({ password, ...values }: FormOutput) => {
    setMessage(null);
    const needsPassword = choosingNewEmail(values.email, user);
    if (needsPassword && !password) {
      setError('password', { message: passwordNeeded }, { shouldFocus: true });
      return;
    }
    const image = photo.kind === 'new' ? photo.dataUrl : photo.kind === 'removed' ? null : undefined;
    update.mutate(
      { ...values, ...(needsPassword ? { password } : {}), ...(image === undefined ? {} : { image }) },
      {
        onSuccess: ({ message: text, clientUser }) => {
          reset(toFormValues(clientUser));
          setPhoto({ kind: 'same' });
          // The API drops a waiting address when the profile is saved with the current one: say so.
          const dropped = user.pendingEmail && !clientUser.pendingEmail ? user.pendingEmail : null;
          setMessage({
            tone: 'success',
            text: dropped ? `${text} The change of e-mail address to ${dropped} was cancelled.` : text,
          });
          if (clientUser.pendingEmail) openStep('email', Date.now());
        },
        onError: (error) => setMessage({ tone: 'error', text: error.message }),
      },
    );
  };

  /** Sends the e-mail code again by saving the waiting address again (the API issues a new code). */
  const resendEmailCode = async () => {
    if (!user.pendingEmail) return;
    const { clientUser } = await updateProfile({ ...profileValues(user), email: user.pendingEmail });
    saved(clientUser);
  };

  const keepCurrentEmail = async () => {
    try {
      const { clientUser } = await updateProfile(profileValues(user));
      saved(clientUser);
      setStep(null);
      setMessage({ tone: 'info', text: `Your e-mail address stays ${clientUser.email}.` });
    } catch (error) {
      setStep(null);
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const startPhoneConfirmation = () => {
    setMessage(null);
    sendPhoneCode.mutate(undefined, {
      onSuccess: () => openStep('phone', Date.now()),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };

  const busy = update.isPending;
  // The tick of the last save goes once something is changed again.
  const saveState = busy
    ? RequestStatus.LOADING
    : isDirty || photo.kind !== 'same'
      ? RequestStatus.NORMAL
      : requestStatusOf(update.status);

  return (
    <>
      <form
        noValidate
        // A refusal goes as soon as the person edits again: it never sits beside a new check of the browser's.
        onChange={() => setMessage((last) => (last?.tone === 'error' ? null : last))}
        onSubmit={handleSubmit(onSubmit, () => setMessage((last) => (last?.tone === 'error' ? null : last)))}
        className="flex flex-col gap-5"
      >
        <PhotoPicker
          person={user}
          saved={user.image}
          change={photo}
          onChange={(change) => {
            setMessage(null);
            setPhoto(change);
          }}
          onError={(text) => setMessage({ tone: 'error', text })}
          disabled={busy}
        />

        <TextField
          label="First name"
          autoComplete="given-name"
          autoCapitalize="words"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          autoCapitalize="words"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
        <div className="flex flex-col gap-2">
          <TextField
            label="E-mail address"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          {newEmail && (
            <TextField
              label="Current password"
              type="password"
              revealable
              autoComplete="current-password"
              hint="Needed to change the e-mail address you log in with. We will tell your current address."
              error={errors.password?.message}
              {...register('password')}
            />
          )}
          {user.pendingEmail && (
            <Alert tone="warning">
              <p>
                Waiting for confirmation: <strong className="break-all">{user.pendingEmail}</strong>. Until you enter
                the code we sent there, we keep using {user.email}.
              </p>
              <button
                type="button"
                onClick={() => openStep('email', null)}
                className="-mx-2 mt-1 inline-flex min-h-11 items-center rounded-lg px-2 font-semibold underline underline-offset-4"
              >
                Enter the code
              </button>
            </Alert>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={errors.phoneNumber?.message}
            // A sales agent's phone is their referral code: shown, not edited (docs/sales.md "Profile settings").
            readOnly={phoneLocked !== undefined}
            hint={phoneLocked}
            {...register('phoneNumber')}
          />
          {/* "Confirmed" is said of the saved number only, never under one typed (or refused) since. */}
          {user.phoneConfirmed && !dirtyFields.phoneNumber ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success-800">
              <CheckIcon className="size-4" /> Phone number confirmed
            </p>
          ) : (
            <div className="rounded-xl border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
              <p>
                {dirtyFields.phoneNumber
                  ? user.phoneConfirmed
                    ? `Your confirmed number is ${user.phoneNumber}. Save the new one, then confirm it with a code by SMS.`
                    : 'Save your new number first, then confirm it with a code by SMS.'
                  : `${user.phoneNumber} is not confirmed yet. We will send it a 6-digit code by SMS.`}
              </p>
              <Button
                variant="secondary"
                block
                className="mt-3"
                disabled={Boolean(dirtyFields.phoneNumber) || busy}
                state={requestStatusOf(sendPhoneCode.status === 'success' ? 'idle' : sendPhoneCode.status)}
                loadingLabel="Sending the code"
                onClick={startPhoneConfirmation}
              >
                Confirm phone number
              </Button>
            </div>
          )}
        </div>

        {message && (
          <Alert tone={message.tone} onDismiss={message.tone === 'error' ? () => setMessage(null) : undefined}>
            {message.text}
          </Alert>
        )}

        <Button type="submit" block state={saveState} loadingLabel="Saving">
          Save changes
        </Button>
      </form>

      <CodeStep
        open={step === 'email'}
        title="Confirm your new e-mail address"
        onClose={() => setStep(null)}
        onConfirm={async (token) => {
          const { message: text } = await confirmEmail.mutateAsync({ token });
          reset(toFormValues(queryClient.getQueryData<ClientUser>(profileQueryKey(user.id)) ?? user));
          setStep(null);
          setMessage({ tone: 'success', text });
        }}
        onResend={resendEmailCode}
        sentAt={codeSentAt}
        footer={
          <Button variant="ghost" block onClick={() => void keepCurrentEmail()}>
            Keep my current address
          </Button>
        }
      >
        We sent a 6-digit code to <strong className="break-all">{user.pendingEmail}</strong>. Enter it to start using
        this address.
      </CodeStep>

      <CodeStep
        open={step === 'phone'}
        title="Confirm your phone number"
        onClose={() => setStep(null)}
        onConfirm={async (otp) => {
          const { message: text } = await confirmPhone.mutateAsync({ otp });
          setStep(null);
          setMessage({ tone: 'success', text });
        }}
        onResend={() => sendPhoneCode.mutateAsync()}
        sentAt={codeSentAt}
      >
        We sent a 6-digit code by SMS to <strong>{user.phoneNumber}</strong>.
      </CodeStep>
    </>
  );
}

/** The form while the profile loads. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">Loading your profile</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-12 w-40 rounded-xl" />
      </div>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
