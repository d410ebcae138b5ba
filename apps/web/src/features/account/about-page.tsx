import { MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { SunMark } from '../../components/ui/logo.tsx';
import { APP_VERSION, company } from '../../lib/company.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

const contactRow =
  'flex min-h-14 items-center gap-4 px-4 text-base font-medium hover:bg-ink-50 active:bg-ink-100 break-all';

/** /about: what Imole is, the 24/7 help line (customer spec §1) and the app's version. */
export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="flex items-center gap-3">
        <SunMark size={40} />
        <h1 className="text-2xl font-bold tracking-tight">About {company.name}</h1>
      </div>

      <div className="space-y-3 text-base text-ink-700">
        <p>
          {company.name} brings steady power to Nigerian homes. Tell us about your home and we price a solar or inverter
          system for it: a starter package or the components you choose.
        </p>
        <p>
          Pay a down payment and spread the rest over monthly instalments, or pay in full. Certified engineers install
          your system, and we look after it for as long as your warranty lasts.
        </p>
      </div>

      <section aria-labelledby="help-title" className="space-y-3">
        <div>
          <h2 id="help-title" className="text-lg font-semibold">
            Help centre
          </h2>
          <p className="text-sm text-ink-700">Our help line is {company.helpLineHours}.</p>
        </div>
        <ul className="divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200">
          <li>
            <a href={company.supportPhoneHref} className={contactRow}>
              <PhoneIcon className="size-5 shrink-0 text-brand-800" />
              <span>
                <span className="sr-only">Call </span>
                {company.supportPhone}
              </span>
            </a>
          </li>
          <li>
            <a href={`mailto:${company.supportEmail}`} className={contactRow}>
              <MailIcon className="size-5 shrink-0 text-brand-800" />
              <span>
                <span className="sr-only">E-mail </span>
                {company.supportEmail}
              </span>
            </a>
          </li>
        </ul>
      </section>

      <p className="mt-auto text-center text-sm text-ink-600">
        {company.name} web app · Version <span data-testid="app-version">{APP_VERSION}</span>
      </p>
    </div>
  );
}
