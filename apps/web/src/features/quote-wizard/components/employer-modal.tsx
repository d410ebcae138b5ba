import { isOthersEmployer } from '@imole/domain/quote-request';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useEmployers, type Employer } from '../requests/get-employers.ts';
import { words } from '../words.ts';

interface EmployerModalProps {
  open: boolean;
  onClose(): void;
  selectedId: number | null;
  onSelect(employer: Employer): void;
  /** The question, said of the person the quote is for ("Where does the customer work?" for an agent). */
  title?: string;
  /** A sales agent searches for the customer's employer (issue 20). */
  agent?: boolean | undefined;
}

/**
 * The employer search (customer spec §2): a search box and the list. When nothing matches it says so and points to
 * "Others", which the API always offers.
 */
export function EmployerModal({
  open,
  onClose,
  selectedId,
  onSelect,
  title = 'Where do you work?',
  agent = false,
}: EmployerModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {open && <EmployerSearch selectedId={selectedId} onSelect={onSelect} agent={agent} />}
    </Modal>
  );
}

function EmployerSearch({
  selectedId,
  onSelect,
  agent,
}: Pick<EmployerModalProps, 'selectedId' | 'onSelect' | 'agent'>) {
  const w = words(agent);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    // One request when the person pauses, not one per letter on a slow network.
    const timer = setTimeout(() => setSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const employers = useEmployers(search, true);

  const list = employers.data ?? [];
  const found = list.filter((e) => !isOthersEmployer(e.name));
  const others = list.filter((e) => isOthersEmployer(e.name));

  const option = (employer: Employer) => (
    <li key={employer.id}>
      <button
        type="button"
        onClick={() => onSelect(employer)}
        aria-pressed={employer.id === selectedId}
        className={
          'flex min-h-12 w-full items-center rounded-xl px-3 text-left text-base hover:bg-ink-100 ' +
          (employer.id === selectedId ? 'bg-brand-50 font-semibold' : '')
        }
      >
        {employer.name}
      </button>
    </li>
  );

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={w.searchEmployer}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
        autoComplete="organization"
      />
      {employers.isError ? (
        <Alert tone="error">{employers.error.message}</Alert>
      ) : employers.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading employers</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <div aria-busy={employers.isFetching || undefined} className="flex flex-col gap-2">
          {found.length > 0 ? (
            <ul aria-label="Employers" className="-mx-1 max-h-72 overflow-y-auto">
              {found.map(option)}
            </ul>
          ) : (
            <div role="status" className="rounded-xl bg-ink-50 p-3 text-sm">
              <p className="font-semibold text-ink-900">Can&apos;t find the business for your query</p>
              <p className="text-ink-700">{w.noEmployerFound}</p>
            </div>
          )}
          {others.length > 0 && (
            <ul aria-label="Not listed" className="-mx-1 border-t border-ink-200 pt-2">
              {others.map(option)}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
