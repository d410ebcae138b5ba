import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; Icon: typeof AlertIcon }> = {
  error: { box: 'border-danger-700/30 bg-danger-50 text-danger-800', Icon: AlertIcon },
  success: { box: 'border-success-700/30 bg-success-50 text-success-800', Icon: CheckIcon },
  info: { box: 'border-info-700/30 bg-info-50 text-info-800', Icon: InfoIcon },
  warning: { box: 'border-brand-600/40 bg-brand-50 text-brand-900', Icon: AlertIcon },
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** Shows a close button; the parent removes the alert (failures stay until dismissed, staff spec §4). */
  onDismiss?: () => void;
  className?: string;
}

/** Errors are announced at once (role="alert"); other tones politely (role="status"). */
export function Alert({ tone = 'info', title, children, onDismiss, className = '' }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${box} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 self-center break-words">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
        >
          <CloseIcon className="size-5" />
        </button>
      )}
    </div>
  );
}
