import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckIcon, CopyIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useInstitutions, type Institution } from './api.ts';
import { InstitutionForm } from './institution-form.tsx';
import { officersLine } from './words.ts';
import { OfficersPanel } from './officers-panel.tsx';

/**
 * /financial-institutions, "Partner banks" (admins; docs/banks.md "The bank's side"): every bank, active first; add or
 * edit one; the link its customers open, to copy; its officers.
 */
export default function InstitutionsPage() {
  useDocumentTitle('Partner banks');
  const institutions = useInstitutions();
  const [editing, setEditing] = useState<Institution | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const done = (text: string) => {
    setMessage(text);
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Partner banks</h1>
        <p className="mt-1 text-sm text-ink-700">
          Banks that finance their customers’ systems. Give each bank its link; its loan officers decide its
          applications.
        </p>
      </div>
      {message && (
        <Alert tone="success" onDismiss={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {editing === 'new' ? (
        <section className="rounded-2xl border border-ink-200 bg-white p-4">
          <h2 className="mb-3 text-lg font-semibold">Add a partner bank</h2>
          <InstitutionForm institution={null} onDone={done} onCancel={() => setEditing(null)} />
        </section>
      ) : (
        <Button block onClick={() => setEditing('new')}>
          Add a partner bank
        </Button>
      )}
      {institutions.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading the banks</span>
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : institutions.isError ? (
        <LoadError
          title="We could not load the banks"
          message={institutions.error.message}
          retrying={institutions.isRefetching}
          onRetry={() => void institutions.refetch()}
        />
      ) : institutions.data.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-10 text-center text-lg font-semibold">No partner bank yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {institutions.data.map((bank) => (
            <li key={bank.id}>
              {editing !== 'new' && editing?.id === bank.id ? (
                <section className="rounded-2xl border border-ink-200 bg-white p-4">
                  <h2 className="mb-3 text-lg font-semibold">Edit {bank.name}</h2>
                  <InstitutionForm institution={bank} onDone={done} onCancel={() => setEditing(null)} />
                </section>
              ) : (
                <BankCard bank={bank} onEdit={() => setEditing(bank)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BankCard({ bank, onEdit }: { bank: Institution; onEdit: () => void }) {
  const [showOfficers, setShowOfficers] = useState(false);
  const link = `${window.location.origin}${bank.link}`;
  return (
    <article className="rounded-2xl border border-ink-200 bg-white p-4" data-testid="bank-card" aria-label={bank.name}>
      <div className="flex items-start gap-3">
        {bank.logo ? (
          <img src={bank.logo} alt="" className="size-12 shrink-0 rounded-lg border border-ink-200 object-contain" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-100 font-bold text-ink-700"
          >
            {bank.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold">{bank.name}</h2>
          <p className={`text-sm font-semibold ${bank.isActive ? 'text-success-700' : 'text-ink-600'}`}>
            {bank.isActive ? 'Active' : 'Inactive: its link takes no new applications'}
          </p>
          <p className="text-sm text-ink-700">{officersLine(bank)}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2 rounded-xl bg-ink-50 p-2">
        <code className="min-w-0 flex-1 text-sm break-all">{link}</code>
        <CopyLink text={link} bank={bank.name} />
      </div>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" block onClick={onEdit} aria-label={`Edit ${bank.name}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          block
          aria-expanded={showOfficers}
          onClick={() => setShowOfficers((shown) => !shown)}
        >
          {showOfficers ? 'Hide officers' : 'Officers'}
        </Button>
      </div>
      {showOfficers && <OfficersPanel institution={bank} />}
    </article>
  );
}

function CopyLink({ text, bank }: { text: string; bank: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
      aria-label={copied ? `${bank}’s link is copied` : `Copy ${bank}’s link`}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-ink-300 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50"
    >
      {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
