import { inviteeSchema } from '@imole/domain/accounts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { RequestStatus } from '../../lib/request-status.ts';
import { useCreateOfficer, useOfficers, useSetOfficerActive, type Institution, type Officer } from './api.ts';

/** A bank's officers: who may sign in for it, their invitation, and switching one off or on again. */
export function OfficersPanel({ institution }: { institution: Institution }) {
  const officers = useOfficers(institution.id);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section
      aria-label={`${institution.name} officers`}
      className="mt-3 flex flex-col gap-3 border-t border-ink-200 pt-3"
    >
      <h3 className="text-sm font-semibold">Officers of {institution.name}</h3>
      {message && (
        <Alert tone="success" onDismiss={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {officers.isPending ? (
        <p className="text-sm text-ink-700">Loading the officers…</p>
      ) : officers.isError ? (
        <Alert tone="error">{officers.error.message}</Alert>
      ) : officers.data.length === 0 ? (
        <p className="text-sm text-ink-700">
          No officer yet: add the bank’s loan officer so they can decide its applications.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {officers.data.map((officer) => (
            <OfficerRow key={officer.id} officer={officer} onDone={setMessage} />
          ))}
        </ul>
      )}
      {adding ? (
        <AddOfficerForm
          institution={institution}
          onDone={(text) => {
            setMessage(text);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="secondary" block onClick={() => setAdding(true)}>
          Add an officer
        </Button>
      )}
    </section>
  );
}

function OfficerRow({ officer, onDone }: { officer: Officer; onDone: (message: string) => void }) {
  const setActive = useSetOfficerActive();
  const [asking, setAsking] = useState(false);
  const name = `${officer.firstname} ${officer.lastname}`;
  const status = !officer.isActive ? 'Deactivated' : officer.invited ? 'Invited, no password yet' : 'Active';
  const change = (isActive: boolean) =>
    setActive.mutate(
      { userId: officer.id, isActive },
      {
        onSuccess: (answer) => {
          setAsking(false);
          onDone(answer.message);
        },
      },
    );
  return (
    <li className="flex items-center gap-3 rounded-xl bg-ink-50 p-3" data-testid="officer-row">
      <div className="min-w-0 flex-1">
        {/* Wrapped, never cut: the admin reads the whole address (a long bank domain was cut to "zenithba…"). */}
        <p className="font-semibold break-words">{name}</p>
        <p className="text-sm break-all text-ink-700" data-testid="officer-email">
          {officer.email}
        </p>
        <p className="text-sm">{status}</p>
        {setActive.isError && !asking && (
          <p role="alert" className="text-sm text-danger-700">
            {setActive.error.message}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        aria-label={`${officer.isActive ? 'Deactivate' : 'Activate'} ${name}`}
        state={setActive.isPending && !asking ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Saving"
        onClick={() => (officer.isActive ? setAsking(true) : change(true))}
      >
        {officer.isActive ? 'Deactivate' : 'Activate'}
      </Button>
      {/* Deactivating signs them out at once: asked first, as for staff members. */}
      <Modal open={asking} onClose={() => !setActive.isPending && setAsking(false)} title={`Deactivate ${name}?`}>
        <p className="text-sm">
          They are signed out at once and cannot sign in or decide applications until you activate them again.
        </p>
        {setActive.isError && (
          <Alert tone="error" className="mt-3">
            {setActive.error.message}
          </Alert>
        )}
        <div className="mt-4 flex flex-col gap-2">
          <Button
            block
            variant="danger"
            state={setActive.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
            loadingLabel="Deactivating"
            onClick={() => change(false)}
          >
            Deactivate {officer.firstname}
          </Button>
          <Button block variant="ghost" disabled={setActive.isPending} onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </li>
  );
}

type Fields = { firstname: string; lastname: string; email: string; phoneNumber: string };

function AddOfficerForm({
  institution,
  onDone,
  onCancel,
}: {
  institution: Institution;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState<Fields>({ firstname: '', lastname: '', email: '', phoneNumber: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const create = useCreateOfficer();
  const field = (key: keyof Fields) => ({
    value: fields[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteeSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Fields> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(
      { financialInstitutionId: institution.id, ...parsed.data },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-ink-200 p-3">
      <p className="text-sm text-ink-700">
        They get an e-mail with a link to set their password, then see {institution.name}’s applications only.
      </p>
      <TextField label="Their first name" autoComplete="off" {...field('firstname')} />
      <TextField label="Their last name" autoComplete="off" {...field('lastname')} />
      <TextField label="Their work e-mail" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Their phone number" type="tel" inputMode="tel" autoComplete="off" {...field('phoneNumber')} />
      {create.isError && <Alert tone="error">{create.error.message}</Alert>}
      <Button
        type="submit"
        block
        state={create.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Sending the invitation"
      >
        Send the invitation
      </Button>
      <Button type="button" variant="ghost" block onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
