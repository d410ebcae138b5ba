import { zodResolver } from '@hookform/resolvers/zod';
import { inviteeSchema } from '@imole/domain/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useAddAgent } from './api/sales-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

const agentSchema = inviteeSchema.pick({ firstname: true, lastname: true, email: true, phoneNumber: true });
type FormInput = z.input<typeof agentSchema>;
type FormOutput = z.output<typeof agentSchema>;

/**
 * /add-cordinator-agent (coordinators, staff spec §1 "They can add agents"): the new agent works under the coordinator
 * and gets an e-mail with a code to set their password; their phone number becomes their referral code.
 */
export default function AddAgentPage() {
  useDocumentTitle('Add an agent');
  const add = useAddAgent();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(agentSchema),
    defaultValues: { firstname: '', lastname: '', email: '', phoneNumber: '' },
  });
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Add an agent</h1>
      {sent ? (
        <>
          <Alert tone="success">{sent}</Alert>
          <p className="text-sm text-ink-700">
            They will get an e-mail with a 6-digit code and a link to set their password. Their phone number is their
            referral code.
          </p>
          <Link to="/cordinator-dashboard" className={buttonClasses('primary', { block: true })}>
            Back to your team
          </Link>
          <Button
            variant="secondary"
            block
            onClick={() => {
              reset();
              setSent(null);
            }}
          >
            Add another agent
          </Button>
        </>
      ) : (
        <form
          noValidate
          onChange={() => add.isError && add.reset()}
          className="flex flex-col gap-3"
          onSubmit={handleSubmit((values) => add.mutate(values, { onSuccess: ({ message }) => setSent(message) }))}
        >
          <p className="text-sm text-ink-700">The agent will work under you: you earn your override on their sales.</p>
          <TextField
            label="First name"
            autoComplete="off"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
          <TextField label="Last name" autoComplete="off" error={errors.lastname?.message} {...register('lastname')} />
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="Also their referral code"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          {add.isError && <Alert tone="error">{add.error.message}</Alert>}
          <Button type="submit" block state={requestStatusOf(add.status)} loadingLabel="Sending the invitation">
            Send invitation
          </Button>
        </form>
      )}
      <SalesNavBar />
    </div>
  );
}
