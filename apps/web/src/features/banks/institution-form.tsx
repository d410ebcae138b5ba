import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ImageShrinkError, shrinkImage } from '../../lib/image-shrink.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSaveInstitution, type Institution } from './api.ts';

const CODE = /^[A-Za-z0-9-]{2,30}$/;
const LOGO_SIDE = 256;
const LOGO_MAX_BYTES = 200 * 1024;

/**
 * Adds or edits a partner bank: the link name (the `Name` of /bankquote?Name=…), the name customers read, the logo
 * (shrunk in the browser to at most 256 px and 200 KB), whether it is active, and the undertaking's own words.
 */
export function InstitutionForm({
  institution,
  onDone,
  onCancel,
}: {
  institution: Institution | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState(institution?.code ?? '');
  const [name, setName] = useState(institution?.name ?? '');
  const [logo, setLogo] = useState<string | null>(institution?.logo ?? null);
  const [isActive, setIsActive] = useState(institution?.isActive ?? true);
  const [undertakingText, setUndertakingText] = useState(institution?.undertakingText ?? '');
  const [errors, setErrors] = useState<{ code?: string; name?: string; logo?: string }>({});
  const save = useSaveInstitution();

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setErrors((e) => ({ ...e, logo: undefined }));
    try {
      setLogo(await shrinkImage(file, { maxSide: LOGO_SIDE, maxBytes: LOGO_MAX_BYTES }));
    } catch (error) {
      setErrors((e) => ({
        ...e,
        logo:
          error instanceof ImageShrinkError ? error.message : 'This picture could not be read. Choose a PNG or JPEG.',
      }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      code: CODE.test(code.trim()) ? undefined : 'Use 2 to 30 letters, digits or hyphens, e.g. STERLING.',
      name: name.trim().length >= 2 ? undefined : 'Give the bank’s name as customers should read it.',
    };
    setErrors(found);
    if (found.code || found.name) return;
    save.mutate(
      {
        ...(institution ? { id: institution.id } : {}),
        code: code.trim(),
        name: name.trim(),
        logo,
        isActive,
        undertakingText: undertakingText.trim(),
      },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name customers read"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        autoComplete="off"
      />
      <TextField
        label="Link name"
        hint={`The bank’s customers open /bankquote?Name=${code.trim() || 'LINKNAME'}`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
        autoComplete="off"
        autoCapitalize="characters"
      />
      <div>
        <p className="mb-1.5 text-sm font-semibold text-ink-800">Logo</p>
        <div className="flex items-center gap-3">
          {logo ? (
            <img
              src={logo}
              alt="The logo as customers see it"
              className="size-16 rounded-lg border border-ink-200 object-contain"
            />
          ) : (
            <span className="flex size-16 items-center justify-center rounded-lg bg-ink-100 text-xs text-ink-600">
              No logo
            </span>
          )}
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-ink-300 px-4 font-semibold text-brand-800 hover:bg-brand-50">
            {logo ? 'Change the logo' : 'Choose a logo'}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={(e) => void chooseLogo(e.target.files?.[0])}
            />
          </label>
          {logo && (
            <button
              type="button"
              className="min-h-11 px-2 text-sm font-semibold text-ink-700 underline"
              onClick={() => setLogo(null)}
            >
              Remove
            </button>
          )}
        </div>
        {errors.logo && (
          <p role="alert" className="mt-1 text-sm text-danger-700">
            {errors.logo}
          </p>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} className="size-5" />
        <span>
          <span className="font-semibold">Active</span>
          <span className="block text-sm text-ink-700">Its link works and new customers can apply.</span>
        </span>
      </label>
      <div>
        <label htmlFor="undertaking-text" className="mb-1.5 block text-sm font-semibold text-ink-800">
          The undertaking, in the bank’s words
        </label>
        <p className="mb-1.5 text-sm text-ink-600">Printed in the form each customer signs for this bank.</p>
        <textarea
          id="undertaking-text"
          rows={5}
          maxLength={4000}
          value={undertakingText}
          onChange={(e) => setUndertakingText(e.target.value)}
          className="block w-full rounded-xl border border-ink-300 p-3 text-base"
        />
      </div>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          block
          state={save.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Saving"
        >
          {institution ? 'Save the bank' : 'Add the bank'}
        </Button>
        <Button type="button" variant="ghost" block onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
