import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus, requestStatusOf } from '../../lib/request-status.ts';
import { useNotificationSettings, type NotificationSetting } from './api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from './api/update-notification-settings.ts';
import { Switch } from './components/switch.tsx';

/** /notification-setting: per event, whether it also comes by e-mail and by SMS. */
export default function NotificationSettingsPage() {
  useDocumentTitle('Notification settings');
  const query = useNotificationSettings();

  return (
    <div className="flex flex-1 flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Notification settings</h1>
        <p className="text-base text-ink-700">
          You always see your notifications in the app. Choose which ones also reach you by e-mail or SMS.
        </p>
      </div>
      {query.data ? (
        <SettingsForm saved={query.data} />
      ) : query.isError ? (
        <Alert tone="error" title="We could not load your settings">
          <p>{query.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading your settings</span>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <div key={index} className="flex items-center gap-4">
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-7 w-12 rounded-full" />
              <Skeleton className="h-7 w-12 rounded-full" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

type Channel = 'email' | 'sms';

function SettingsForm({ saved }: { saved: NotificationSetting[] }) {
  const [settings, setSettings] = useState(saved);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useUpdateNotificationSettings();
  const changed = settings.some((setting, index) => {
    const before = saved[index];
    return !before || before.email !== setting.email || before.sms !== setting.sms;
  });

  const toggle = (event: string, channel: Channel, on: boolean) => {
    setResult(null);
    setSettings((current) => current.map((s) => (s.event === event ? { ...s, [channel]: on } : s)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    save.mutate(
      { settings },
      {
        onSuccess: ({ message, data }) => {
          setSettings(data);
          setResult({ ok: true, text: message });
        },
        onError: (error) => setResult({ ok: false, text: error.message }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-1 flex-col">
      <div
        aria-hidden="true"
        className="grid grid-cols-[1fr_3.5rem_3.5rem] gap-x-2 border-b border-ink-200 pb-2 text-center text-sm font-semibold text-ink-700"
      >
        <span className="text-left">Event</span>
        <span className="whitespace-nowrap">E-mail</span>
        <span>SMS</span>
      </div>
      <ul className="divide-y divide-ink-200">
        {settings.map((setting) => (
          <li key={setting.event}>
            <fieldset className="grid grid-cols-[1fr_3.5rem_3.5rem] items-center gap-x-2 py-1">
              <legend className="sr-only">{setting.label}</legend>
              <span aria-hidden="true" className="py-2 text-base">
                {setting.label}
              </span>
              <Switch
                className="justify-self-center"
                label="E-mail"
                checked={setting.email}
                onChange={(e) => toggle(setting.event, 'email', e.target.checked)}
              />
              <Switch
                className="justify-self-center"
                label="SMS"
                checked={setting.sms}
                onChange={(e) => toggle(setting.event, 'sms', e.target.checked)}
              />
            </fieldset>
          </li>
        ))}
      </ul>

      <div className="sticky bottom-0 -mx-4 mt-4 flex flex-col gap-3 border-t border-ink-200 bg-white px-4 pt-3 pb-4">
        {result && (
          <Alert tone={result.ok ? 'success' : 'error'} onDismiss={result.ok ? undefined : () => setResult(null)}>
            {result.text}
          </Alert>
        )}
        <Button
          type="submit"
          block
          state={changed && !save.isPending ? RequestStatus.NORMAL : requestStatusOf(save.status)}
          loadingLabel="Saving"
        >
          Save
        </Button>
      </div>
    </form>
  );
}
