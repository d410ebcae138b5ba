/**
 * The signed undertaking's upload (POST Quote/UploadUndertaken): choose a photo of the signed page or a PDF, see what
 * was chosen, send it with the progress said in words, and read what went wrong in a sentence. The file's kind and
 * size are checked here first so a wrong file is not sent over mobile data; the server checks them again by content.
 */
import { UNDERTAKING_MAX_BYTES } from '@imole/domain/bank-application';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useNeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { RequestStatus } from '../../../lib/request-status.ts';
import { readAsDataUrl, useUploadUndertaking } from '../api/bank-application.ts';

const ACCEPTED = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const ACCEPTED_NAME = /\.(pdf|jpe?g|png|webp)$/i;

/** "2.4 MB", "350 KB". */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a chosen file cannot be sent, or null when it may. */
export function chosenFileProblem(file: Pick<File, 'type' | 'name' | 'size'>): string | null {
  if (!ACCEPTED.includes(file.type) && !ACCEPTED_NAME.test(file.name))
    return 'This file is not a PDF or a photo. Choose a photo of the signed page (JPEG, PNG or WebP) or a PDF.';
  if (file.size === 0) return 'This file is empty. Choose the signed form again.';
  if (file.size > UNDERTAKING_MAX_BYTES)
    return `This file is ${fileSizeText(file.size)}; the largest we take is 10 MB. Take the photo again at a smaller size, or scan the page as a PDF.`;
  return null;
}

type Phase = { step: 'idle' } | { step: 'reading'; fraction: number } | { step: 'sending' } | { step: 'sent' };

export function UndertakingUpload({
  quoteRequestId,
  bankName,
  replacing = false,
  onDone,
}: {
  quoteRequestId: number;
  bankName: string;
  replacing?: boolean;
  onDone?: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const upload = useUploadUndertaking();
  const online = useNeedsConnection('Uploading the form');
  const busy = phase.step === 'reading' || phase.step === 'sending';

  const choose = (chosen: File | null) => {
    setPhase({ step: 'idle' });
    setFile(chosen);
    setProblem(chosen ? chosenFileProblem(chosen) : null);
  };

  const send = async () => {
    if (!file || problem) return;
    try {
      setPhase({ step: 'reading', fraction: 0 });
      const undertaking = await readAsDataUrl(file, (fraction) => setPhase({ step: 'reading', fraction }));
      setPhase({ step: 'sending' });
      await upload.mutateAsync({ quoteRequestId, undertaking });
      setPhase({ step: 'sent' });
      setFile(null);
      if (input.current) input.current.value = '';
      onDone?.();
    } catch (failure) {
      setPhase({ step: 'idle' });
      setProblem(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div
      className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-ink-300 p-3"
      data-testid="undertaking-upload"
    >
      <label htmlFor={inputId} className="font-semibold text-ink-900">
        {replacing ? 'Choose the new signed form' : 'Upload the signed form'}
        <span className="block text-sm font-normal text-ink-600">
          A photo of the signed page, or a PDF; up to 10 MB.
        </span>
      </label>
      {/* The browser's own control says "No file chosen" beside a second file name: the label below is the button. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={`${buttonClasses('secondary', { block: true })} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        {file ? 'Choose another file' : 'Choose a photo or PDF'}
      </label>
      {file && (
        <p className="text-sm text-ink-800" data-testid="chosen-file">
          Chosen: <span className="font-semibold break-all">{file.name}</span> ({fileSizeText(file.size)})
        </p>
      )}
      {busy && (
        <div role="status" className="flex flex-col gap-1" data-testid="upload-progress">
          <p className="text-sm text-ink-800">
            {phase.step === 'reading'
              ? `Preparing your file… ${Math.round(phase.fraction * 100)}%`
              : `Sending ${file ? fileSizeText(file.size) : 'your file'} to ${bankName}… keep this page open.`}
          </p>
          <progress
            className="h-2 w-full accent-brand-600"
            aria-label="Upload progress"
            {...(phase.step === 'reading' ? { value: phase.fraction, max: 1 } : {})}
          />
        </div>
      )}
      {phase.step === 'sent' && (
        <p className="text-sm font-semibold text-success-800" role="status">
          Sent. {bankName} has your signed undertaking.
        </p>
      )}
      {problem && (
        <Alert tone="error" title="This file cannot be sent" onDismiss={() => setProblem(null)}>
          <p>{problem}</p>
        </Alert>
      )}
      <Button
        block
        disabled={!file || Boolean(problem) || online.offline}
        aria-describedby={online.describedBy}
        state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Uploading"
        onClick={() => void send()}
      >
        {replacing ? 'Send the new form' : 'Send the signed form'}
      </Button>
      {online.hint}
      {replacing && !busy && (
        <Button variant="ghost" block onClick={() => onDone?.()}>
          Keep the form I sent
        </Button>
      )}
    </div>
  );
}
