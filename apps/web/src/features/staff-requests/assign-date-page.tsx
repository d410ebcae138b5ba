import { lagosDate } from '@imole/domain/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { assignEngineer } from './api/assign-engineer.ts';
import { boardQueryKey } from './api/get-board.ts';
import { useEngineersForAssignment, type AssignableEngineer } from './api/get-engineers.ts';
import { staffRequestQueryKey, useStaffQuoteRequest, type StaffQuoteRequest } from './api/get-request.ts';
import { setFulfilmentDate } from './api/set-fulfilment-date.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { leaveFlash } from './flash.ts';
import { IdentityGateNote } from './components/identity-gate-note.tsx';

export const assignMessages = {
  engineer: 'Choose an engineer',
  date: 'Choose the installation date',
  past: 'The installation date cannot be earlier than today.',
} as const;

/** The first problem of the form, in its order, or null. Dates are YYYY-MM-DD, so they compare as text. */
export function assignError(input: { engineerId: number | null; date: string }, today: string): string | null {
  if (!input.engineerId) return assignMessages.engineer;
  if (!input.date) return assignMessages.date;
  if (input.date < today) return assignMessages.past;
  return null;
}

/**
 * /assign-date/:id/:quoteId — the route table's names (staff spec §2); the 'Assign Date' button fills them as
 * /assign-date/{quoteId}/{quoteRequestId}, so here `id` is the QUOTE's id and `quoteId` the quote REQUEST's id
 * (docs/web-routing.md). Pick an engineer and an installation date (not before today), then back to the request.
 */
export default function AssignDatePage() {
  useDocumentTitle('Assign Date');
  const params = useParams();
  const quoteId = Number(params.id);
  const requestId = Number(params.quoteId);
  const request = useStaffQuoteRequest(requestId);
  const engineers = useEngineersForAssignment();

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Assign Date</h1>
        <p className="text-base text-ink-700">Choose the engineer and the day of the installation.</p>
      </div>
      {request.isPending || engineers.isPending ? (
        <PageSkeleton />
      ) : request.isError ? (
        <LoadError
          title="We could not load the request"
          message={request.error.message}
          retrying={request.isRefetching}
          onRetry={() => void request.refetch()}
        />
      ) : engineers.isError ? (
        <LoadError
          title="We could not load the engineers"
          message={engineers.error.message}
          retrying={engineers.isRefetching}
          onRetry={() => void engineers.refetch()}
        />
      ) : request.data.quote?.id !== quoteId ? (
        <Alert tone="error" title="This link does not match the request">
          <p>Open the request again and use its 'Assign Date' button.</p>
        </Alert>
      ) : (
        <AssignForm view={request.data} engineers={engineers.data} />
      )}
    </div>
  );
}

function AssignForm({ view, engineers }: { view: StaffQuoteRequest; engineers: AssignableEngineer[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const quote = view.quote!;
  const requestId = view.quoteRequest.id;
  const today = lagosDate(new Date());
  const current = view.supportStaff?.id ?? null;
  const [engineerId, setEngineerId] = useState<number | null>(current);
  // A date already set in the past (the customer never confirmed it) is not offered again.
  const [date, setDate] = useState(quote.fulfilmentDate && quote.fulfilmentDate >= today ? quote.fulfilmentDate : '');
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      if (engineerId !== current || view.quoteRequest.quoteRequestStatus === 3) {
        await assignEngineer({ quoteId: quote.id, supportUserId: engineerId! });
      }
      return setFulfilmentDate({ quoteId: quote.id, fulfilmentDate: date });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(requestId) });
      void queryClient.invalidateQueries({ queryKey: boardQueryKey });
    },
  });

  const client = view.quoteRequest.clientUser;
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const error = assignError({ engineerId, date }, today);
        setProblem(error);
        if (error) return;
        save.mutate(undefined, {
          onSuccess: () => {
            const engineer = engineers.find((e) => e.id === engineerId);
            const text = `${engineer?.firstname ?? 'The engineer'} will install on ${formatDay(date)}. The customer is asked to confirm the date.`;
            leaveFlash(requestId, text);
            // Back to the request the person came from, so Back from there is the board, not this form again.
            if (location.key !== 'default') void navigate(-1);
            else void navigate(`/request-detail/${requestId}`, { replace: true });
          },
        });
      }}
    >
      <p className="rounded-xl bg-ink-50 p-3 text-sm">
        <span className="font-semibold">
          {client.firstname} {client.lastname}
        </span>{' '}
        · <span className="font-mono">{view.quoteRequest.referenceNo}</span>
        <br />
        {view.quoteRequest.address}, {view.quoteRequest.state}
      </p>

      {/* A financed quote waits for verified identity before an engineer is assigned (issue 21). */}
      {view.quoteRequest.quoteRequestStatus === 3 && <IdentityGateNote view={view} />}

      {save.isError && (
        <Alert tone="error" onDismiss={() => save.reset()}>
          {save.error.message}
        </Alert>
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">Engineer</legend>
        {engineers.length === 0 ? (
          <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
            No engineer can take the job yet: an engineer is listed once they can log in (an invited engineer, once they
            have set their password). An admin invites engineers from Staff members.
          </p>
        ) : (
          engineers.map((engineer) => (
            <label
              key={engineer.id}
              className="flex cursor-pointer items-center gap-3 rounded-2xl border border-ink-200 p-3 has-checked:border-ink-900 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-ink-900"
            >
              <input
                type="radio"
                name="engineer"
                value={engineer.id}
                checked={engineerId === engineer.id}
                onChange={() => setEngineerId(engineer.id)}
                aria-labelledby={`engineer-${engineer.id}`}
                aria-describedby={`engineer-${engineer.id}-details`}
                className="size-5 shrink-0 accent-ink-900"
              />
              <Avatar person={engineer} />
              <span className="min-w-0 flex-1">
                <span id={`engineer-${engineer.id}`} className="block font-semibold">
                  {engineer.firstname} {engineer.lastname}
                  {engineer.id === current && (
                    <>
                      {' '}
                      <span className="font-normal text-ink-600">(assigned)</span>
                    </>
                  )}
                </span>
                <span id={`engineer-${engineer.id}-details`} className="flex flex-col">
                  <StarRating rating={engineer.rating} />
                  <span className="text-sm text-ink-700">
                    {engineer.openInstallations === 0
                      ? 'No open installations'
                      : `${engineer.openInstallations} open ${engineer.openInstallations === 1 ? 'installation' : 'installations'}`}
                  </span>
                </span>
              </span>
            </label>
          ))
        )}
        {problem === assignMessages.engineer && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {problem}
          </p>
        )}
      </fieldset>

      <TextField
        label="Installation date"
        type="date"
        min={today}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        hint="Not before today. The customer is asked to confirm it."
        error={problem === assignMessages.date || problem === assignMessages.past ? problem : undefined}
      />

      <Button type="submit" block state={requestStatusOf(save.status)} loadingLabel="Saving">
        Assign
      </Button>
    </form>
  );
}
