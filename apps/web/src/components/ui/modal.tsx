import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

interface ModalProps {
  open: boolean;
  /** Called for the close button, Escape and a tap on the backdrop; the parent sets `open` to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Hide the close button and ignore Escape/backdrop (e.g. "Processing quote..."). */
  persistent?: boolean;
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus inside it, makes the page behind inert and
 * closes on Escape. We return focus to whatever opened it. Contents mount only while open.
 */
export function Modal({ open, onClose, title, children, persistent = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // very old browsers (and jsdom): still visible, just not modal
    }
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // React state owns whether the dialog is open
        if (!persistent) onClose();
      }}
      onClick={(event) => {
        if (!persistent && event.target === event.currentTarget) onClose(); // a tap on the backdrop
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-[398px] rounded-2xl bg-white p-0 text-ink-900 shadow-xl"
    >
      {open && (
        <div className="p-5">
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id={titleId} className="pt-2 text-lg font-semibold">
              {title}
            </h2>
            {!persistent && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-ink-100"
              >
                <CloseIcon className="size-5" />
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
