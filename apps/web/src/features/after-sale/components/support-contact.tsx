import { MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { company } from '../../../lib/company.ts';

/** Who to call or write to: the support line (open 24/7, customer spec §9) and the support e-mail. */
export function SupportContact({ intro }: { intro: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
      <p>{intro}</p>
      <a
        href={company.supportPhoneHref}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
      >
        <PhoneIcon className="size-4 shrink-0" />
        <span>
          Call {company.supportPhone} <span className="font-normal text-ink-600">({company.helpLineHours})</span>
        </span>
      </a>
      <a
        href={`mailto:${company.supportEmail}`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
      >
        <MailIcon className="size-4 shrink-0" />
        {company.supportEmail}
      </a>
    </div>
  );
}
