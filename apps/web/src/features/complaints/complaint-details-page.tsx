import { issueNoteError, issueStatusMessages } from '@imole/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { staffKindOf } from '../../lib/staff-kind.ts';
import { formatMoment } from '../../lib/staff-dates.ts';
import { useAssignComplaint } from './api/assign-complaint.ts';
import { useChangeComplaintStatus } from './api/change-complaint-status.ts';
import { useComplaint, type Complaint } from './api/get-complaint.ts';
import { useEngineers } from './api/get-engineers.ts';
import { DetailHeading, DetailPage, PageMessageBox, type PageMessage } from './components/detail-page.tsx';
import { Fact, Facts, linkClass, Section } from './components/facts.tsx';
import { NoteField } from './components/note-field.tsx';
import { PhotoGallery } from './components/photo-gallery.tsx';
import { badgeClasses, complaintStatuses, complaintTone } from './format.ts';

/**
 * /complaint-details/:id (staff spec §2): the complaint, its photos, its history with the notes the customer saw,
 * a status change with a note the customer sees (0 open, 1 resolved, 2 closed), and, for support and admins, the
 * engineer it is assigned to. Engineers open only the complaints assigned to them and never see the assign control.
 */
export default function ComplaintDetailsPage() {
  const id = Number(useParams().id);
  const complaint = useComplaint(id);
  return (
    <DetailPage
      title="Complaint"
      id={id}
      reopenFrom="Open the complaint again from the Complaints list."
      errorTitle="We could not load the complaint"
      query={complaint}
    >
      {(data) => <Detail complaint={data} />}
    </DetailPage>
  );
}

function Detail({ complaint }: { complaint: Complaint }) {
  const user = useSession()?.user;
  const canAssign = user ? staffKindOf(user) !== 'engineer' : false;
  const [message, setMessage] = useState<PageMessage | null>(null);
  const customer = complaint.customer;
  const customerName = `${customer.firstname} ${customer.lastname}`.trim();

  return (
    <>
      <DetailHeading
        title={complaint.category}
        tone={complaintTone(complaint.issueStatus)}
        status={complaint.statusText}
      >
        {customerName} · reported {formatMoment(complaint.dateCreated)}
      </DetailHeading>

      <PageMessageBox message={message} onDismiss={() => setMessage(null)} />
      <Section title="The problem">
        <p className="text-base break-words whitespace-pre-line">{complaint.description}</p>
        {complaint.photos.length > 0 ? (
          <PhotoGallery photos={complaint.photos} label="photo" />
        ) : (
          <p className="text-sm text-ink-700">No photos were added.</p>
        )}
      </Section>

      <Section title="Customer">
        <Facts>
          <Fact label="Name">{customerName}</Fact>
          <Fact label="Phone">
            <a href={`tel:${customer.phoneNumber}`} className={linkClass}>
              {customer.phoneNumber}
            </a>
          </Fact>
          <Fact label="Engineer">{complaint.engineer?.firstname ?? 'Not assigned yet'}</Fact>
        </Facts>
      </Section>

      {/* Who is on it first: an open complaint is usually assigned before it is resolved. */}
      {canAssign && (
        <AssignForm
          key={`assign-${complaint.engineer?.id ?? 0}`}
          complaint={complaint}
          onDone={(text) => setMessage({ tone: 'success', text })}
        />
      )}

      <StatusForm
        key={`${complaint.id}-${complaint.history.length}`}
        complaint={complaint}
        onDone={(text) => setMessage({ tone: 'success', text })}
      />

      <History complaint={complaint} customerName={customerName} />
    </>
  );
}

function StatusForm({ complaint, onDone }: { complaint: Complaint; onDone(message: string): void }) {
  // The likely next step: an open complaint gets resolved; otherwise keep its status (to add a note, or reopen).
  const [status, setStatus] = useState(complaint.issueStatus === 0 ? 1 : complaint.issueStatus);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeComplaintStatus();
  return (
    <Section title="Change the status">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const error = issueNoteError(note);
          setProblem(error);
          if (error) return;
          change.mutate(
            { id: complaint.id, issueStatus: status, note: note.trim() },
            { onSuccess: ({ message }) => onDone(message) },
          );
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink-800">New status</legend>
          {complaintStatuses.map((option) => (
            <label
              key={option.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 has-checked:border-ink-900 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-ink-900"
            >
              <input
                type="radio"
                name="issue-status"
                value={option.value}
                checked={status === option.value}
                onChange={() => setStatus(option.value)}
                aria-labelledby={`issue-status-${option.value}`}
                aria-describedby={`issue-status-${option.value}-hint`}
                className="size-5 shrink-0 accent-ink-900"
              />
              <span className="min-w-0">
                <span id={`issue-status-${option.value}`} className="block font-semibold">
                  {option.value === complaint.issueStatus ? `${option.label} (now)` : option.label}
                </span>
                <span id={`issue-status-${option.value}-hint`} className="block text-sm text-ink-700">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <NoteField
          label="Note for the customer"
          hint="The customer sees this note and gets a notification."
          placeholder="What was found and what was done"
          value={note}
          onChange={setNote}
          error={problem ?? undefined}
        />
        {change.isError && (
          <Alert tone="error" onDismiss={() => change.reset()}>
            {change.error.message}
          </Alert>
        )}
        <Button type="submit" block state={requestStatusOf(change.status)} loadingLabel="Saving">
          Update the status
        </Button>
      </form>
    </Section>
  );
}

function AssignForm({ complaint, onDone }: { complaint: Complaint; onDone(message: string): void }) {
  const engineers = useEngineers(true);
  const [engineerId, setEngineerId] = useState(complaint.engineer ? String(complaint.engineer.id) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useAssignComplaint();
  return (
    <Section title="Engineer">
      {engineers.isPending ? (
        <div role="status" className="text-sm text-ink-700">
          Loading the engineers…
        </div>
      ) : engineers.isError ? (
        <LoadError
          title="We could not load the engineers"
          message={engineers.error.message}
          retrying={engineers.isRefetching}
          onRetry={() => void engineers.refetch()}
        />
      ) : engineers.data.length === 0 ? (
        <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
          No active engineer yet. An admin invites engineers from Staff members.
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const error = engineerId ? null : issueStatusMessages.engineer;
            setProblem(error);
            if (error) return;
            assign.mutate(
              { id: complaint.id, engineerUserId: Number(engineerId) },
              { onSuccess: ({ message }) => onDone(message) },
            );
          }}
        >
          <SelectField
            label={complaint.engineer ? 'Assigned to' : 'Assign to an engineer'}
            placeholder="Choose an engineer"
            value={engineerId}
            onChange={(event) => setEngineerId(event.target.value)}
            options={engineers.data.map((engineer) => ({
              value: String(engineer.id),
              label: `${engineer.firstname} ${engineer.lastname} (${
                engineer.openInstallations === 0
                  ? 'no open installations'
                  : `${engineer.openInstallations} open ${engineer.openInstallations === 1 ? 'installation' : 'installations'}`
              })`,
            }))}
            error={problem ?? undefined}
          />
          {assign.isError && (
            <Alert tone="error" onDismiss={() => assign.reset()}>
              {assign.error.message}
            </Alert>
          )}
          <Button
            type="submit"
            variant="secondary"
            block
            disabled={engineerId !== '' && Number(engineerId) === complaint.engineer?.id}
            state={requestStatusOf(assign.status)}
            loadingLabel="Assigning"
          >
            {complaint.engineer ? 'Change the engineer' : 'Assign'}
          </Button>
        </form>
      )}
    </Section>
  );
}

/** Newest first: what happened last is what staff need first. "You" in the API's words is the customer. */
function History({ complaint, customerName }: { complaint: Complaint; customerName: string }) {
  const entries = [...complaint.history].reverse();
  return (
    <Section title="History">
      {entries.length === 0 ? (
        <p className="text-sm text-ink-700">Nothing yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="complaint-history">
          {entries.map((entry, index) => (
            <li key={index} className="border-l-4 border-brand-300 pl-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className={badgeClasses(complaintTone(entry.issueStatus))}>{entry.statusText}</span>
                <span className="text-ink-600">{formatMoment(entry.date)}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-ink-900">{entry.note}</p>
              <p className="text-ink-600">{entry.by === 'You' ? customerName : entry.by}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
