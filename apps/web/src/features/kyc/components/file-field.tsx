import { useId, type ChangeEvent, type ReactNode } from 'react';

interface FileFieldProps {
  label: string;
  accept: string;
  /** Lines under the label: what kind of file, and any notice (the statement's 3 months). */
  hint: ReactNode;
  /** What is chosen, e.g. "statement.pdf · 840 KB"; null when nothing is. */
  chosen: ReactNode;
  error?: string | undefined;
  onFile(file: File | null): void;
  name: string;
  testId?: string;
}

/** A labelled native file input (the phone's own picker: files, gallery or camera), its hint, what is chosen and the error. */
export function FileField({ label, accept, hint, chosen, error, onFile, name, testId }: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div id={hintId} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
        {hint}
      </div>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={onChange}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className={
          'block w-full rounded-xl border bg-white p-2 text-sm text-ink-700 ' +
          'file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-ink-900 file:px-4 file:font-semibold file:text-white ' +
          'focus:outline-2 focus:outline-brand-400 ' +
          (error ? 'border-danger-700' : 'border-ink-300')
        }
      />
      {chosen && <div className="mt-1.5 text-sm text-ink-700">{chosen}</div>}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

const sizeFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });

/** 840 KB, 2.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}
