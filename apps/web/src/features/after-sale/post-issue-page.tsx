import {
  ISSUE_DESCRIPTION_MAX,
  issueCategories,
  issueCategoryError,
  issueDescriptionError,
  type IssueCategory,
} from '@imole/domain/issues';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useOpenIssues, type IssuePosting } from '../../lib/issues/get-customer-issues.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { useCreateIssue } from './api/create-issue.ts';
import { IssuePhotosField } from './components/issue-photos-field.tsx';
import { SupportContact } from './components/support-contact.tsx';
import { cameFromIssues, leaveFlash } from './flash.ts';
import { useBackTo } from './use-back-to.ts';

const categoryOptions = issueCategories.map((category) => ({ value: category, label: category }));
const counter = new Intl.NumberFormat('en-NG');

interface FieldErrors {
  category?: string | undefined;
  description?: string | undefined;
}

const errorsOf = (category: string, description: string): FieldErrors => ({
  category: issueCategoryError(category) ?? undefined,
  description: issueDescriptionError(description) ?? undefined,
});

interface PostIssuePageProps {
  /** Swapped out in tests (jsdom has no canvas to shrink photos with). */
  shrink?: (file: File) => Promise<string>;
}

/**
 * /post-issue (customer spec §2): what the problem is about, a description, and up to 3 photos shrunk in the browser.
 * Offered only when the server's posting rule allows a new issue (the system installed, no issue open); otherwise the
 * page says why in the server's words, the sentence /issues shows too, and links to what the customer can do.
 * The browser checks with the server's own words (@imole/domain/issues); a refusal keeps everything typed and chosen.
 * Sent: back to /issues, which says so.
 */
export default function PostIssuePage({ shrink }: PostIssuePageProps) {
  useDocumentTitle('Post an issue');
  useBackTo('/issues');
  const overview = useOpenIssues();
  const posting = overview.data?.posting;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Post an issue</h1>
        <p className="text-ink-700">Tell us what is wrong with your system. Our support team will get back to you.</p>
      </div>
      {overview.isPending ? (
        <PageSkeleton />
      ) : posting && !posting.allowed ? (
        <>
          <PostingRefused posting={posting} />
          <SupportContact intro="Something urgent, or a question for our team? Call us." />
        </>
      ) : (
        // Allowed, or not known (the rule could not be read): the server weighs it again when the issue is sent.
        <PostIssueForm {...(shrink ? { shrink } : {})} />
      )}
    </div>
  );
}

/** Why no issue can be posted now, and where to go instead. */
function PostingRefused({ posting }: { posting: IssuePosting }) {
  return (
    <Alert
      tone="info"
      title={posting.reason === 'open-issue' ? 'You already have an open issue' : 'Issues are for installed systems'}
    >
      <p data-testid="posting-rule">{posting.message}</p>
      {posting.openIssueId !== null ? (
        <Link
          to={`/issue-details/${posting.openIssueId}`}
          className="inline-flex min-h-11 items-center font-semibold underline"
        >
          See your open issue
        </Link>
      ) : (
        <Link to="/dashboard" className="inline-flex min-h-11 items-center font-semibold underline">
          Go to your dashboard
        </Link>
      )}
    </Alert>
  );
}

function PostIssueForm({ shrink }: PostIssuePageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateIssue();
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const descriptionId = useId();

  // Once the customer has tried to send, the messages follow what they type.
  const errors = checked ? errorsOf(category, description) : {};
  const sending = create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    const found = errorsOf(category, description);
    if (found.category) return categoryRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    create.mutate(
      { category: category as IssueCategory, description: description.trim(), photos },
      {
        onSuccess: ({ message }) => {
          leaveFlash(message);
          // Back to the list the customer came from, or on to it (so Back does not reopen a sent form).
          if (cameFromIssues(location.state)) void navigate(-1);
          else void navigate('/issues', { replace: true });
        },
        onError: (error) => setServerError(error.message),
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <SelectField
          ref={categoryRef}
          label="What is the problem about?"
          placeholder="Choose one"
          options={categoryOptions}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={errors.category}
          disabled={sending}
        />
        <div>
          <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            What is happening?
          </label>
          <p id={`${descriptionId}-hint`} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
            What happens, since when, and anything you have tried.
          </p>
          <textarea
            id={descriptionId}
            ref={descriptionRef}
            rows={5}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={sending}
            placeholder="For example: since Monday the inverter beeps every night and the lights go off after an hour."
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${descriptionId}-hint ${descriptionId}-count${errors.description ? ` ${descriptionId}-error` : ''}`}
            className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 disabled:bg-ink-100 ${
              errors.description ? 'border-danger-700' : 'border-ink-300'
            }`}
          />
          <div className="mt-1.5 flex items-start justify-between gap-3">
            {errors.description ? (
              <p id={`${descriptionId}-error`} role="alert" className="text-sm font-medium text-danger-700">
                {errors.description}
              </p>
            ) : (
              <span />
            )}
            <p
              id={`${descriptionId}-count`}
              className={`shrink-0 text-sm tabular-nums ${description.trim().length > ISSUE_DESCRIPTION_MAX ? 'font-semibold text-danger-700' : 'text-ink-600'}`}
            >
              {counter.format(description.trim().length)} / {counter.format(ISSUE_DESCRIPTION_MAX)}
              <span className="sr-only"> characters</span>
            </p>
          </div>
        </div>
        <IssuePhotosField photos={photos} onChange={setPhotos} disabled={sending} {...(shrink ? { shrink } : {})} />
        {serverError && (
          <Alert tone="error" title="Your issue was not sent" onDismiss={() => setServerError(null)}>
            <p>{serverError}</p>
          </Alert>
        )}
        <Button
          type="submit"
          block
          state={requestStatusOf(create.status === 'success' ? 'pending' : create.status)}
          loadingLabel="Sending your issue"
        >
          Send issue
        </Button>
      </form>
    </>
  );
}
