import { lagosDate } from '@imole/domain/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useSession } from '../../../lib/session.ts';
import { staffKindOf } from '../../../lib/staff-kind.ts';
import { createMonitoringSchedule, type CreatedMonitoringSchedule } from '../api/create-monitoring-schedule.ts';
import { useEngineersForAssignment } from '../api/get-engineers.ts';
import { staffRequestQueryKey } from '../api/get-request.ts';
import { formatDay } from '../../../lib/staff-dates.ts';

export const scheduleCheckMessages = {
  date: 'Choose the day of the check',
  past: 'The check cannot be earlier than today.',
} as const;

/** The first problem of the form, or null. Dates are YYYY-MM-DD, so they compare as text. */
export function scheduleCheckError(date: string, today: string): string | null {
  if (!date) return scheduleCheckMessages.date;
  if (date < today) return scheduleCheckMessages.past;
  return null;
}

/**
 * "Schedule a maintenance check" on an installed request (installationStatus 4): a day (not before today, today by
 * default: usually the customer has just called) and, optionally, another engineer than the one who installed it.
 * Checks are also scheduled by themselves after installation; this is for a visit now. Support and admins only: an
 * engineer does not see it (the server refuses them too).
 */
export function ScheduleCheckForm({ quoteRequestId }: { quoteRequestId: number }) {
  const user = useSession()?.user;
  if (!user || staffKindOf(user) === 'engineer') return null;
  return <ScheduleCheck quoteRequestId={quoteRequestId} />;
}

function ScheduleCheck({ quoteRequestId }: { quoteRequestId: number }) {
  const today = lagosDate(new Date());
  const [date, setDate] = useState(today);
  const [engineerId, setEngineerId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<{ message: string; check: CreatedMonitoringSchedule } | null>(null);
  const engineers = useEngineersForAssignment();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createMonitoringSchedule,
    // The audit trail below lists the new check.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(quoteRequestId) }),
  });

  return (
    <section aria-labelledby="section-schedule-check" className="flex flex-col gap-3 border-t border-ink-200 pt-4">
      <h2 id="section-schedule-check" className="text-lg font-semibold">
        Schedule a maintenance check
      </h2>
      {created ? (
        <Alert tone="success" onDismiss={() => setCreated(null)}>
          <p>
            {created.message}: {formatDay(created.check.dueDate)}.
          </p>
          <Link
            to={`/monitor-schedule/${created.check.id}`}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Open the check {created.check.scheduleCode}
          </Link>
        </Alert>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const error = scheduleCheckError(date, today);
            setProblem(error);
            if (error) return;
            create.mutate(
              {
                quoteRequestId,
                dueDate: date,
                ...(engineerId ? { engineerUserId: Number(engineerId) } : {}),
              },
              { onSuccess: ({ message, data }) => setCreated({ message, check: data }) },
            );
          }}
        >
          <p className="text-sm text-ink-700">
            For a visit now, when the customer asks or a complaint needs one. Regular checks are scheduled by themselves
            after installation; a check already planned moves to the day chosen here.
          </p>
          <TextField
            label="Day of the check"
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            hint="Not before today."
            error={problem ?? undefined}
          />
          <SelectField
            label="Engineer"
            placeholder="The engineer who installed it"
            value={engineerId}
            onChange={(event) => setEngineerId(event.target.value)}
            disabled={!engineers.data}
            options={(engineers.data ?? []).map((engineer) => ({
              value: String(engineer.id),
              label: `${engineer.firstname} ${engineer.lastname}`,
            }))}
          />
          {engineers.isError && (
            <p className="text-sm text-ink-700">
              We could not load the other engineers; the check goes to the engineer who installed it.
            </p>
          )}
          {create.isError && (
            <Alert tone="error" onDismiss={() => create.reset()}>
              {create.error.message}
            </Alert>
          )}
          <Button type="submit" variant="secondary" block state={requestStatusOf(create.status)} loadingLabel="Saving">
            Schedule the check
          </Button>
        </form>
      )}
    </section>
  );
}
