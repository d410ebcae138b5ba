import { useRef, useState } from 'react';
import { Avatar, type AvatarPerson } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { CameraIcon, TrashIcon } from '../ui/icons.tsx';
import { RequestStatus } from '../../lib/request-status.ts';
import { ImageShrinkError, imageMessages, shrinkImage } from '../../lib/image-shrink.ts';

/** What the form will send for the photo: nothing (keep it), a new shrunk image, or null (remove it). */
export type PhotoChange = { kind: 'same' } | { kind: 'new'; dataUrl: string } | { kind: 'removed' };

interface PhotoPickerProps {
  person: AvatarPerson;
  /** The saved photo (from the profile). */
  saved: string | null;
  change: PhotoChange;
  onChange(change: PhotoChange): void;
  onError(message: string): void;
  disabled?: boolean;
}

/**
 * The profile photo: a preview (photo or initials), "Change photo" opens the phone's gallery or camera, and the picked
 * image is shrunk here (256 px, WebP/JPEG) before it is ever sent. "Remove photo" goes back to the initials.
 */
export function PhotoPicker({ person, saved, change, onChange, onError, disabled = false }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const preview = change.kind === 'new' ? change.dataUrl : change.kind === 'removed' ? null : saved;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const dataUrl = await shrinkImage(file);
      onChange({ kind: 'new', dataUrl });
    } catch (error) {
      onError(error instanceof ImageShrinkError ? error.message : imageMessages.unreadable);
    } finally {
      setBusy(false);
      // The same file can be picked again after an error or a removal.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-labelledby="photo-heading" className="flex items-center gap-4">
      <h2 id="photo-heading" className="sr-only">
        Photo
      </h2>
      <Avatar person={{ ...person, image: preview }} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          hidden
          data-testid="photo-input"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          disabled={disabled}
          state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Preparing the photo"
          onClick={() => input.current?.click()}
        >
          <span className="inline-flex items-center gap-2">
            <CameraIcon className="size-5" />
            {preview ? 'Change photo' : 'Add a photo'}
          </span>
        </Button>
        {preview && (
          <Button
            variant="ghost"
            className="-ml-5"
            disabled={disabled || busy}
            onClick={() => onChange({ kind: 'removed' })}
          >
            <span className="inline-flex items-center gap-2">
              <TrashIcon className="size-5" />
              Remove photo
            </span>
          </Button>
        )}
        <p aria-live="polite" className="text-sm text-ink-600">
          {change.kind === 'new' && 'New photo chosen. Save to keep it.'}
          {change.kind === 'removed' && 'Photo removed. Save to confirm.'}
        </p>
      </div>
    </section>
  );
}
