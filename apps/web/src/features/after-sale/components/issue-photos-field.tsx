import { issueMessages, MAX_ISSUE_PHOTOS } from '@imole/domain/issues';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CameraIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { ImageShrinkError, imageMessages, shrinkImage } from '../../../lib/image-shrink.ts';
import { RequestStatus } from '../../../lib/request-status.ts';

/**
 * Issue photos are for an engineer to read an inverter's screen or a burnt socket: larger than an avatar, but still
 * far under the API's 500 KB a photo, so three of them go up quickly on mobile data.
 */
export const ISSUE_PHOTO_MAX_SIDE = 1280;
export const ISSUE_PHOTO_MAX_BYTES = 350 * 1024;

interface IssuePhotosFieldProps {
  photos: string[];
  onChange(photos: string[]): void;
  disabled?: boolean;
  /** Swapped out in tests (jsdom has no canvas). */
  shrink?: (file: File) => Promise<string>;
}

const shrinkForIssue = (file: File) =>
  shrinkImage(file, { maxSide: ISSUE_PHOTO_MAX_SIDE, maxBytes: ISSUE_PHOTO_MAX_BYTES });

/**
 * Up to 3 photos, taken or chosen on the phone (the picker offers both) and shrunk here before they are ever sent.
 * Each one shows as a thumbnail with its own remove button.
 */
export function IssuePhotosField({
  photos,
  onChange,
  disabled = false,
  shrink = shrinkForIssue,
}: IssuePhotosFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const room = MAX_ISSUE_PHOTOS - photos.length;

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    setBusy(true);
    const added: string[] = [];
    let problem: string | null = files.length > room ? issueMessages.tooManyPhotos : null;
    try {
      for (const file of files.slice(0, room)) {
        try {
          added.push(await shrink(file));
        } catch (caught) {
          problem ??= caught instanceof ImageShrinkError ? caught.message : imageMessages.unreadable;
        }
      }
    } finally {
      setBusy(false);
      // The same file can be picked again after an error or a removal.
      if (input.current) input.current.value = '';
    }
    if (added.length) onChange([...photos, ...added]);
    setError(problem);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">Photos (optional)</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-600">
        Up to {MAX_ISSUE_PHOTOS}. A photo of the inverter screen or the problem helps our engineer.
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" data-testid="issue-photos">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.length}`} className="relative">
              <img
                src={photo}
                alt={`Photo ${index + 1}`}
                className="aspect-square w-full rounded-xl border border-ink-200 object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onChange(photos.filter((_, i) => i !== index));
                }}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-danger-700 shadow hover:bg-white"
              >
                <TrashIcon className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        multiple
        hidden
        data-testid="issue-photo-input"
        onChange={(event) => void pick(Array.from(event.target.files ?? []))}
      />
      {room > 0 ? (
        <Button
          variant="secondary"
          disabled={disabled}
          state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Preparing the photo"
          onClick={() => input.current?.click()}
        >
          <span className="inline-flex items-center gap-2">
            <CameraIcon className="size-5" />
            {photos.length ? 'Add another photo' : 'Add a photo'}
          </span>
        </Button>
      ) : (
        <p className="text-sm text-ink-600">You have added {MAX_ISSUE_PHOTOS} photos, the most one issue can have.</p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
