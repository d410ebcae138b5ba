import { checkMessages, MAX_CHECK_PHOTOS } from '@imole/domain/checks';
import { lagosDate } from '@imole/domain/dates';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { ImageShrinkError, imageMessages, shrinkImage } from '../../lib/image-shrink.ts';
import { RequestStatus, requestStatusOf } from '../../lib/request-status.ts';
import { formatDay, formatMoment } from '../../lib/staff-dates.ts';
import { useCloseSchedule } from './api/close-schedule.ts';
import { useSchedule, type Schedule } from './api/get-schedule.ts';
import { useUploadScheduleImage } from './api/upload-schedule-image.ts';
import { DetailHeading, DetailPage, PageMessageBox, type PageMessage } from './components/detail-page.tsx';
import { Fact, Facts, linkClass, Section } from './components/facts.tsx';
import { NOTE_MIN, NoteField } from './components/note-field.tsx';
import { PhotoGallery } from './components/photo-gallery.tsx';
import { dueWords, scheduleTone } from './format.ts';

/**
 * A check photo is shrunk to at most 1280 px on its longer side and 400 KB: enough to read an inverter's display or a
 * battery label, well under the API's 500 KB, and a few seconds on slow mobile data instead of a 4 MB original.
 */
export const CHECK_PHOTO = { maxSide: 1280, quality: 0.75, maxBytes: 400 * 1024 } as const;

/** The server's own sentences (packages/domain/src/checks.ts), checked here first. */
export const scheduleMessages = {
  note: checkMessages.note,
  needsPhoto: checkMessages.needsPhoto,
  full: checkMessages.tooManyPhotos,
} as const;

/**
 * /monitor-schedule/:id (staff spec §2): a maintenance check: who, where, what system, when, and which engineer;
 * photos taken with the phone's camera (shrunk here before upload); and "Close the check" with a note, which needs a
 * photo first. Closing schedules the next check (the server does it).
 */
export default function MonitorSchedulePage() {
  const id = Number(useParams().id);
  const schedule = useSchedule(id);
  return (
    <DetailPage
      title="Maintenance check"
      id={id}
      reopenFrom="Open the check again from Maintenance checks."
      errorTitle="We could not load the maintenance check"
      query={schedule}
    >
      {(data) => <Detail schedule={data} />}
    </DetailPage>
  );
}

function Detail({ schedule }: { schedule: Schedule }) {
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [today] = useState(() => lagosDate(new Date()));
  const closed = schedule.status === 2;
  const customer = schedule.customer;
  const name = `${customer.firstname} ${customer.lastname}`.trim();

  return (
    <>
      <DetailHeading title={name} tone={scheduleTone(schedule.status)} status={schedule.statusText}>
        <span className="font-mono">{schedule.scheduleCode}</span>
        {!closed && <> · {dueWords(schedule.dueDate, today)}</>}
      </DetailHeading>

      <PageMessageBox message={message} onDismiss={() => setMessage(null)} />
      <Section title="The check">
        <Facts>
          <Fact label="Customer">{name}</Fact>
          <Fact label="Phone">
            <a href={`tel:${customer.phoneNumber}`} className={linkClass}>
              {customer.phoneNumber}
            </a>
          </Fact>
          <Fact label="Address">
            {customer.address}, {customer.state}
          </Fact>
          <Fact label="System">{schedule.productName ?? 'Custom system'}</Fact>
          <Fact label="Due">{formatDay(schedule.dueDate)}</Fact>
          <Fact label="Engineer">{schedule.engineer?.firstname ?? 'Not assigned yet'}</Fact>
        </Facts>
      </Section>

      <Photos schedule={schedule} onError={(text) => setMessage({ tone: 'error', text })} />

      {closed ? (
        <Section title="Closed">
          <Facts>
            {schedule.closedAt && <Fact label="On">{formatMoment(schedule.closedAt)}</Fact>}
            {schedule.closedBy && <Fact label="By">{schedule.closedBy}</Fact>}
            <Fact label="Note">
              <span className="whitespace-pre-line">{schedule.note}</span>
            </Fact>
          </Facts>
        </Section>
      ) : (
        <CloseForm schedule={schedule} onDone={(text) => setMessage({ tone: 'success', text })} />
      )}
    </>
  );
}

function Photos({ schedule, onError }: { schedule: Schedule; onError(message: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const upload = useUploadScheduleImage();
  const closed = schedule.status === 2;
  const full = schedule.images.length >= MAX_CHECK_PHOTOS;
  const busy = preparing || upload.isPending;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    setPreparing(true);
    let image: string;
    try {
      image = await shrinkImage(file, CHECK_PHOTO);
    } catch (error) {
      onError(error instanceof ImageShrinkError ? error.message : imageMessages.unreadable);
      return;
    } finally {
      setPreparing(false);
      // The same picture can be chosen again after an error.
      if (input.current) input.current.value = '';
    }
    upload.mutate({ monitoringScheduleId: schedule.id, image });
  };

  return (
    <Section title="Photos">
      {schedule.images.length > 0 ? (
        <PhotoGallery photos={schedule.images.map((image) => image.url)} label="photo" />
      ) : (
        <p className="text-sm text-ink-700">
          {closed ? 'No photos were taken.' : 'No photos yet. Take at least one of the system as you found it.'}
        </p>
      )}
      {!closed && (
        <>
          <input
            ref={input}
            id="check-photo"
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="check-photo-input"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          {upload.isError && (
            <Alert tone="error" onDismiss={() => upload.reset()}>
              {upload.error.message}
            </Alert>
          )}
          {full ? (
            <p className="text-sm text-ink-700">{scheduleMessages.full}</p>
          ) : (
            <Button
              variant="secondary"
              block
              state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
              loadingLabel={preparing ? 'Preparing the photo' : 'Uploading the photo'}
              onClick={() => input.current?.click()}
            >
              <span className="inline-flex items-center gap-2">
                <CameraIcon className="size-5" />
                {schedule.images.length === 0 ? 'Take a photo' : 'Take another photo'}
              </span>
            </Button>
          )}
          <p aria-live="polite" className="text-sm text-ink-600">
            {preparing
              ? 'Preparing the photo…'
              : upload.isPending
                ? 'Uploading the photo…'
                : upload.isSuccess
                  ? 'Photo uploaded.'
                  : ''}
          </p>
        </>
      )}
    </Section>
  );
}

function CloseForm({ schedule, onDone }: { schedule: Schedule; onDone(message: string): void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseSchedule();
  const hasPhoto = schedule.images.length > 0;
  return (
    <Section title="Close the check">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const error = note.trim().length < NOTE_MIN ? scheduleMessages.note : null;
          setProblem(error);
          if (error) return;
          close.mutate(
            { monitoringScheduleId: schedule.id, note: note.trim() },
            { onSuccess: ({ message }) => onDone(`${message}. The next check has been scheduled.`) },
          );
        }}
      >
        <NoteField
          label="What did you check and do?"
          hint="For the office and the next engineer: what you found, what you fixed or replaced."
          placeholder="Cleaned the panels, battery water topped up, inverter reads normal"
          value={note}
          onChange={setNote}
          error={problem ?? undefined}
        />
        {!hasPhoto && (
          <p id="close-needs-photo" className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
            {scheduleMessages.needsPhoto}.
          </p>
        )}
        {close.isError && (
          <Alert tone="error" onDismiss={() => close.reset()}>
            {close.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          block
          disabled={!hasPhoto}
          state={requestStatusOf(close.status)}
          loadingLabel="Closing"
          aria-describedby={hasPhoto ? undefined : 'close-needs-photo'}
        >
          Close the check
        </Button>
      </form>
    </Section>
  );
}
