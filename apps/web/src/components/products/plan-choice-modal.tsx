import type { ReactNode } from 'react';
import { Modal } from '../ui/modal.tsx';
import { BoltIcon, ChevronRightIcon, PanelIcon } from '../ui/icons.tsx';

interface PlanChoiceModalProps {
  open: boolean;
  onClose(): void;
  /** "What do you need?" on the packages page, "Make a personalized plan" in the wizard. */
  title: string;
  onPickComponents(): void;
  onNotSure(): void;
  /** The choices' lines, said of the customer when a sales agent asks for them (the quote wizard, issue 20). */
  componentsText?: string;
  notSureText?: string;
}

function Choice({ icon, title, text, onClick }: { icon: ReactNode; title: string; text: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-ink-300 p-4 text-left hover:border-ink-900 hover:bg-ink-50"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-ink-600">{text}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
    </button>
  );
}

/** The two ways to a personal plan (customer spec §2): pick components yourself, or describe your power need. */
export function PlanChoiceModal({
  open,
  onClose,
  title,
  onPickComponents,
  onNotSure,
  componentsText = 'Choose the panels, inverter, batteries and cable you want.',
  notSureText = 'Tell us about your home and we will size a system for you.',
}: PlanChoiceModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="flex flex-col gap-3">
        <Choice
          icon={<PanelIcon />}
          title="Pick from our components list"
          text={componentsText}
          onClick={onPickComponents}
        />
        <Choice icon={<BoltIcon />} title="Not sure" text={notSureText} onClick={onNotSure} />
      </div>
    </Modal>
  );
}
