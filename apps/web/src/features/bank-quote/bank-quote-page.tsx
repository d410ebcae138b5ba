import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PackageCard } from '../../components/products/package-card.tsx';
import { PackageTabs } from '../../components/products/package-tabs.tsx';
import { SpecsModal } from '../../components/products/specs-modal.tsx';
import { QuoteSuccessModal } from '../../components/quote/quote-success-modal.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useWebProducts } from '../../lib/products/get-web-products.ts';
import type { BatteryChoice, ProductItem } from '../../lib/products/types.ts';
import { setSession } from '../../lib/session.ts';
import type { ProspectSession } from './api/confirm-code.ts';
import type { CreatedRequest } from './api/create-financial-institution-quote.ts';
import { bankNamed, useFinancialInstitutions, type FinancialInstitution } from './api/get-financial-institutions.ts';
import { CodeModal } from './components/code-modal.tsx';
import { DetailsModal } from './components/details-modal.tsx';
import { LocationModal } from './components/location-modal.tsx';
import { OpenRequestModal } from './components/open-request-modal.tsx';
import { useNewQuoteCheck } from './api/new-quote-check.ts';
import { PasswordInvite } from './components/password-invite.tsx';

/**
 * /bankquote?Name=<bank> (customer spec §2 "Bank quote page"; docs/banks.md "The prospect"): a partner bank's link.
 * The bank's logo and name on top, the starter packages as /get-qoute shows them; "Get Quote" asks the person's
 * details, e-mails a code, asks where to install, and shows the reference. An unknown or inactive bank: a page that
 * says so and what to do.
 */
export default function BankQuotePage() {
  const [params] = useSearchParams();
  const banks = useFinancialInstitutions();
  const bank = banks.data ? bankNamed(banks.data, params.get('Name')) : null;
  useDocumentTitle(bank ? `Solar with ${bank.name}` : 'Partner bank quote');

  if (banks.isPending)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading your bank</span>
        <Skeleton className="h-14 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (banks.isError)
    return (
      <Alert tone="error" title="We could not load this page">
        <p>{banks.error.message}</p>
        <button type="button" onClick={() => void banks.refetch()} className="mt-1 min-h-11 font-semibold underline">
          Try again
        </button>
      </Alert>
    );
  if (!bank) return <UnknownBank />;
  return <BankPackages bank={bank} />;
}

function UnknownBank() {
  return (
    <section aria-labelledby="unknown-bank" className="flex flex-col gap-4 py-6">
      <h1 id="unknown-bank" className="text-2xl font-bold tracking-tight">
        We could not find this partner bank
      </h1>
      <p className="text-base text-ink-700">
        The link may be incomplete or mistyped, or the bank no longer offers Imole solar systems through its loans.
      </p>
      <p className="text-base text-ink-700">
        Open the link your bank gave you again, or ask your bank&apos;s loan officer for it. You can also get a quote
        without a bank loan.
      </p>
      <Link to="/register" className={buttonClasses('primary', { block: true })}>
        Get a quote without a bank
      </Link>
      <Link to="/login" className={buttonClasses('secondary', { block: true })}>
        Log in
      </Link>
    </section>
  );
}

type Step =
  | { at: 'browsing' }
  | { at: 'details' }
  | { at: 'code'; email: string; sentAt: number }
  | { at: 'location'; session: ProspectSession }
  | { at: 'done'; session: ProspectSession; request: CreatedRequest };

function BankHeader({ bank }: { bank: FinancialInstitution }) {
  const titleId = useId();
  return (
    <header aria-labelledby={titleId} className="flex items-center gap-4 rounded-2xl border border-ink-200 p-4">
      {bank.logo && <img src={bank.logo} alt="" className="size-14 shrink-0 rounded-xl object-contain" />}
      <div className="min-w-0">
        <h1 id={titleId} className="text-xl font-bold">
          {bank.name}
        </h1>
        <p className="text-sm text-ink-700">
          Solar power financed by {bank.name}: pick a package, and we send your quote to you and your bank.
        </p>
      </div>
    </header>
  );
}

function BankPackages({ bank }: { bank: FinancialInstitution }) {
  const products = useWebProducts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [specs, setSpecs] = useState<ProductItem | null>(null);
  const [chosen, setChosen] = useState<{ item: ProductItem; battery: BatteryChoice } | null>(null);
  const [step, setStep] = useState<Step>({ at: 'browsing' });
  const [details, setDetails] = useState({ email: '', firstname: '', lastname: '', phoneNumber: '' });

  const choose = (item: ProductItem, battery: BatteryChoice) => {
    setSpecs(null);
    setChosen({ item, battery });
    setStep({ at: 'details' });
  };
  /** The session starts on this device only now: the page is for guests, and a session sends them home. */
  const toDashboard = (session: ProspectSession) => {
    queryClient.clear();
    setSession({ token: session.token, tokenExpiry: session.tokenExpiry, user: session.user });
    void navigate('/dashboard', { replace: true });
  };
  const packageName = chosen ? `${chosen.item.product.name}${chosen.battery === 2 ? ' (Lithium)' : ''}` : '';

  return (
    <div className="flex flex-col gap-5">
      <BankHeader bank={bank} />
      <PackageTabs
        products={products}
        emptyText="No packages here yet. Look in the other tab."
        renderCard={(item) => (
          <PackageCard
            key={item.product.id}
            item={item}
            busy={false}
            financedBy={bank.name}
            onSpecs={() => setSpecs(item)}
            onQuote={() => choose(item, 1)}
          />
        )}
      />
      <SpecsModal
        item={specs}
        onClose={() => setSpecs(null)}
        actionLabel="Get Quote"
        onAction={choose}
        financedBy={bank.name}
      />
      {chosen && (
        <>
          <DetailsModal
            open={step.at === 'details'}
            bank={bank}
            packageName={packageName}
            initial={details}
            onClose={() => setStep({ at: 'browsing' })}
            onSent={(sent) => {
              setDetails(sent);
              setStep({ at: 'code', email: sent.email.trim(), sentAt: Date.now() });
            }}
          />
          {step.at === 'code' && (
            <CodeModal
              open
              email={step.email}
              sentAt={step.sentAt}
              onClose={() => setStep({ at: 'browsing' })}
              onChangeEmail={() => setStep({ at: 'details' })}
              onConfirmed={(session) => setStep({ at: 'location', session })}
            />
          )}
          {step.at === 'location' && (
            <AfterCode session={step.session} onToDashboard={() => toDashboard(step.session)}>
              <LocationModal
                open
                token={step.session.token}
                productId={chosen.item.product.id}
                isLithium={chosen.battery === 2}
                financialInstitutionId={bank.id}
                onCreated={(request) => setStep({ at: 'done', session: step.session, request })}
                onToDashboard={() => toDashboard(step.session)}
              />
            </AfterCode>
          )}
          {step.at === 'done' && (
            <QuoteSuccessModal
              open
              firstname={step.session.user.firstname}
              turnAroundTime={step.request.turnAroundTime}
              referenceNo={step.request.referenceNo}
              onContinue={() => toDashboard(step.session)}
            >
              <p className="text-sm text-ink-700">
                Once your quote is priced, your dashboard has the undertaking form for {bank.name} to sign and upload.
              </p>
              {step.session.codeOnly && <PasswordInvite token={step.session.token} />}
            </QuoteSuccessModal>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Right after the code: a customer who already has an open request is told so at once, with "Go to my dashboard",
 * before any location is asked (NewQuoteCheck); otherwise, or if the check fails, the location step (whose request
 * keeps the server's 409 as the rule).
 */
function AfterCode({
  session,
  onToDashboard,
  children,
}: {
  session: ProspectSession;
  onToDashboard(): void;
  children: ReactNode;
}) {
  const check = useNewQuoteCheck(session.token);
  if (check.isPending)
    return (
      <Modal open onClose={() => undefined} title="Your code is confirmed" persistent>
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="text-base text-ink-700">Checking your quote requests…</span>
          <Skeleton className="h-12 w-full" />
        </div>
      </Modal>
    );
  if (check.data && !check.data.allowed)
    return <OpenRequestModal message={check.data.message ?? ''} onToDashboard={onToDashboard} />;
  return children;
}
