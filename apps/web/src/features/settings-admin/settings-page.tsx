import { zodResolver } from '@hookform/resolvers/zod';
import type { Settings } from '@imole/domain/settings';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useSettings, useUpdateSettings } from './api/settings.ts';
import {
  bpsFromPercent,
  changedSettings,
  effectiveAnnualPercent,
  settingsFormSchema,
  toFormValues,
  type SettingsFormValues,
} from './settings-form.ts';

const SAVED_MESSAGE = 'Settings saved.';

/**
 * /admin-settings (admins): the business settings (down-payment options, the monthly rate, plan lengths, turnaround
 * times, the sales commission, the sizing panel). Save sends only what changed; the server audits each change, and
 * loans already priced keep the rate they were priced at.
 */
export default function SettingsAdminPage() {
  useDocumentTitle('Business settings');
  const query = useSettings();

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Business settings</h1>
        <p className="text-base text-ink-700">
          Rates, plans and turnaround times. Changes apply from now on: loans already priced keep their rate. Every
          change is recorded.
        </p>
      </div>
      {query.data ? (
        <SettingsForm settings={query.data} />
      ) : query.isError ? (
        <LoadError
          title="We could not load the settings"
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  /** What the form was opened (or last saved) with: Save sends the fields that differ from it. */
  const [baseline, setBaseline] = useState(settings);
  const [failure, setFailure] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const saved = useTimedMessage();
  const save = useUpdateSettings();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<SettingsFormValues, unknown, Settings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const rateText = useWatch({ control, name: 'monthlyInterestRateBps' });
  const rateBps = bpsFromPercent(rateText);

  const onSubmit = (values: Settings) => {
    setFailure(null);
    setUnchanged(false);
    saved.clear();
    const changes = changedSettings(baseline, values);
    if (Object.keys(changes).length === 0) {
      setUnchanged(true);
      return;
    }
    save.mutate(changes, {
      onSuccess: ({ settings: inForce }) => {
        setBaseline(inForce);
        reset(toFormValues(inForce));
        saved.show(SAVED_MESSAGE);
      },
      onError: (error) => setFailure(error.message),
    });
  };

  const buttonState = save.isPending
    ? RequestStatus.LOADING
    : saved.message
      ? RequestStatus.SUCCESS
      : failure
        ? RequestStatus.ERROR
        : RequestStatus.NORMAL;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <Section title="Instalment plans">
        <TextField
          label="Down payment options (%)"
          hint="Separate with commas, e.g. 30, 40, 50, 60"
          autoComplete="off"
          error={errors.equityPercentages?.message}
          {...register('equityPercentages')}
        />
        <TextField
          label="Monthly interest rate (%)"
          hint={
            rateBps === null
              ? 'Effective annual rate: enter a rate to see it'
              : `Effective annual rate: ${effectiveAnnualPercent(rateBps)}% (compounded monthly)`
          }
          inputMode="decimal"
          autoComplete="off"
          error={errors.monthlyInterestRateBps?.message}
          {...register('monthlyInterestRateBps')}
        />
        <TextField
          label="Plan lengths (months)"
          hint="Separate with commas, e.g. 6, 12, 18"
          autoComplete="off"
          error={errors.planLengthsMonths?.message}
          {...register('planLengthsMonths')}
        />
      </Section>

      <Section title="Quotes">
        <TextField
          label="Quote valid for (days)"
          hint="A priced quote expires this many days after it is sent"
          inputMode="numeric"
          autoComplete="off"
          error={errors.quoteValidityDays?.message}
          {...register('quoteValidityDays')}
        />
        <TextField
          label="Quote turnaround (hours)"
          hint="How long support has to price a new request"
          inputMode="numeric"
          autoComplete="off"
          error={errors.quoteTurnaroundHours?.message}
          {...register('quoteTurnaroundHours')}
        />
        <TextField
          label="Engineer assignment turnaround (hours)"
          hint="How long support has to assign an engineer"
          inputMode="numeric"
          autoComplete="off"
          error={errors.engineerAssignmentTurnaroundHours?.message}
          {...register('engineerAssignmentTurnaroundHours')}
        />
      </Section>

      <Section title="Sales and sizing">
        <TextField
          label="Sales commission (%)"
          hint="The agent's share of what a referred customer pays"
          inputMode="decimal"
          autoComplete="off"
          error={errors.salesCommissionBps?.message}
          {...register('salesCommissionBps')}
        />
        <TextField
          label="Coordinator override (%)"
          hint="A coordinator's share of what their agents' customers pay, on top of the agent's"
          inputMode="decimal"
          autoComplete="off"
          error={errors.coordinatorOverrideBps?.message}
          {...register('coordinatorOverrideBps')}
        />
        <TextField
          label="Customer referral reward (₦)"
          hint="What a customer earns when a friend they referred makes their first payment; 0 stops new rewards"
          inputMode="decimal"
          autoComplete="off"
          error={errors.customerReferralRewardKobo?.message}
          {...register('customerReferralRewardKobo')}
        />
        <TextField
          label="Panel size used for sizing (W)"
          hint="System sizing counts how many of these panels a home needs"
          inputMode="numeric"
          autoComplete="off"
          error={errors.sizingPanelWatts?.message}
          {...register('sizingPanelWatts')}
        />
      </Section>

      <Section title="After installation">
        <TextField
          label="Months between maintenance checks"
          hint="The first check is due this long after the customer confirms the installation"
          inputMode="numeric"
          autoComplete="off"
          error={errors.maintenanceIntervalMonths?.message}
          {...register('maintenanceIntervalMonths')}
        />
      </Section>

      <Section title="Repayment reminders">
        <p className="-mt-2 text-sm text-ink-700">
          The customer gets an SMS, an e-mail and a notice in the app on these days, once for each instalment. Their
          sales agent is told when they pass 30 days overdue.
        </p>
        <TextField
          label="Days before a due date"
          hint="Separate days with commas, e.g. 3 or 7, 3. Leave empty for none."
          inputMode="numeric"
          autoComplete="off"
          error={errors.repaymentReminderDays?.before?.message}
          {...register('repaymentReminderDays.before')}
        />
        <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base font-semibold text-ink-800">
          <input type="checkbox" className="size-5 accent-brand-800" {...register('repaymentReminderDays.onTheDay')} />
          Remind on the due date itself
        </label>
        <TextField
          label="Days overdue"
          hint="Reminders while the instalment is unpaid, e.g. 1, 7, 30. Leave empty for none."
          inputMode="numeric"
          autoComplete="off"
          error={errors.repaymentReminderDays?.overdue?.message}
          {...register('repaymentReminderDays.overdue')}
        />
      </Section>

      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {saved.message && (
        <Alert tone="success" onDismiss={saved.clear}>
          {saved.message}
        </Alert>
      )}
      {unchanged && (
        <Alert tone="info" onDismiss={() => setUnchanged(false)}>
          Nothing to save: no setting has changed.
        </Alert>
      )}

      <Button type="submit" block state={buttonState} loadingLabel="Saving the settings">
        Save
      </Button>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-2xl border border-ink-200 p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading the settings</span>
      {[3, 3, 2].map((fields, section) => (
        <div key={section} className="flex flex-col gap-5 rounded-2xl border border-ink-200 p-4">
          <Skeleton className="h-5 w-1/2" />
          {Array.from({ length: fields }, (_, index) => (
            <div key={index} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-12 w-full rounded-xl" />
            </div>
          ))}
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
