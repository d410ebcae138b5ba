import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { company } from '../../lib/company.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { warrantyTerms, type TermsSection } from './warranty-terms.ts';

/** /warranty-terms: the terms of the system warranty, in plain words. */
export default function WarrantyTermsPage() {
  useDocumentTitle('Warranty terms');
  return (
    <article className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Warranty terms</h1>
      {warrantyTerms.map((section) => (
        <Section key={section.title} section={section} />
      ))}
      <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
        Help line ({company.helpLineHours}):{' '}
        <a href={company.supportPhoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline">
          {company.supportPhone}
        </a>
        . E-mail:{' '}
        <a href={`mailto:${company.supportEmail}`} className="font-semibold text-brand-800 underline">
          {company.supportEmail}
        </a>
      </p>
      <Link to="/warranty-details" className={buttonClasses('secondary', { block: true })}>
        See your warranty
      </Link>
    </article>
  );
}

function Section({ section }: { section: TermsSection }) {
  const id = useId();
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 text-ink-800">
      <h2 id={id} className="text-lg font-bold text-ink-900">
        {section.title}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && (
        <List className={`flex flex-col gap-1.5 pl-5 ${section.ordered ? 'list-decimal' : 'list-disc'}`}>
          {section.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </List>
      )}
    </section>
  );
}
