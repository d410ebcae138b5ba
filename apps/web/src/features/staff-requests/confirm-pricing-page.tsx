import { downPaymentOptions } from '@imole/domain/finance';
import { formatNaira } from '@imole/domain/format';
import { nairaToKobo } from '@imole/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../components/ui/currency-input.tsx';
import { ComponentPicker } from '../../components/products/component-picker.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PageSkeleton, Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { webProductQueryOptions } from '../../lib/products/get-web-product.ts';
import { requestStatusOf, RequestStatus } from '../../lib/request-status.ts';
import { assignProductToQuote } from './api/assign-product.ts';
import { useConfirmQuotePricing, type ConfirmedPricing } from './api/confirm-pricing.ts';
import { useComponentCatalogue } from './api/get-components.ts';
import { boardQueryKey } from './api/get-board.ts';
import { pricingTermsQueryOptions, usePricingTerms, type PricingTerms } from './api/get-pricing-terms.ts';
import {
  financingBank,
  staffRequestQueryKey,
  useStaffQuoteRequest,
  type StaffQuoteRequest,
} from './api/get-request.ts';
import { repaymentRangeQueryKey, useRepaymentRange, type RepaymentRange } from './api/get-repayment-options.ts';
import { updateQuoteCost, type CostKind } from './api/update-cost.ts';
import { costError } from '@imole/domain/costs';
import { RepaymentOptions } from './components/repayment-options.tsx';
import {
  addLine,
  componentsPayload,
  componentsSubtotal,
  indexCatalogue,
  lineAmount,
  lineErrors,
  linesFrom,
  linesFromPackage,
  pricingMessages,
  pricingTotal,
  removeLine,
  sameLines,
  updateLine,
  type CatalogueIndex,
  type PricingLine,
} from './pricing-lines.ts';

type Message = { tone: AlertTone; text: string };

/**
 * /confirm-pricing/:id (id = the quote request's id): staff build the priced system line by line, starting from
 * the customer's package, the customer's own components or the recommended package, set the installation and
 * transport cost, and see, live, the total and every down-payment option the customer will be offered; then save,
 * check the server's figures and send the quote to the customer.
 */
export default function ConfirmPricingPage() {
  useDocumentTitle('Confirm pricing');
  const id = Number(useParams().id);
  const request = useStaffQuoteRequest(id);
  const catalogue = useComponentCatalogue();
  const index = useMemo(() => (catalogue.data ? indexCatalogue(catalogue.data) : null), [catalogue.data]);

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Confirm pricing</h1>
        {request.data && (
          <p className="text-base text-ink-700">
            {request.data.quoteRequest.clientUser.firstname} {request.data.quoteRequest.clientUser.lastname} ·{' '}
            <span className="font-mono">{request.data.quoteRequest.referenceNo}</span>
          </p>
        )}
      </div>
      {request.isPending || catalogue.isPending ? (
        <PageSkeleton />
      ) : request.isError ? (
        <LoadError
          title="We could not load the request"
          message={request.error.message}
          retrying={request.isRefetching}
          onRetry={() => void request.refetch()}
        />
      ) : catalogue.isError ? (
        <LoadError
          title="We could not load the components"
          message={catalogue.error.message}
          retrying={catalogue.isRefetching}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <PricingEditor request={request.data} catalogue={index!} categories={catalogue.data} />
      )}
    </div>
  );
}

interface Basis {
  id: number;
  name: string;
}

/** The package a saved quote was based on, found again by its name among the packages this request knows. */
function savedBasis(request: StaffQuoteRequest): Basis | null {
  const name = request.quote?.productName;
  if (!name) return null;
  const known = [request.quoteRequestProduct, request.quoteRequest.sizing?.product].filter(
    (p): p is Basis => !!p && typeof p.id === 'number' && p.name === name,
  );
  return known[0] ? { id: known[0].id, name: known[0].name } : null;
}

interface PricingEditorProps {
  request: StaffQuoteRequest;
  catalogue: CatalogueIndex;
  categories: readonly { categoryName: string; data: readonly { id: number; name: string; unitPrice: number }[] }[];
}

function PricingEditor({ request, catalogue, categories }: PricingEditorProps) {
  const queryClient = useQueryClient();
  const requestId = request.quoteRequest.id;
  const savedLines = useMemo(() => linesFrom(request.quoteLines), [request.quoteLines]);
  const [lines, setLines] = useState<PricingLine[]>(savedLines);
  const [basis, setBasis] = useState<Basis | null>(() => savedBasis(request));
  const [installation, setInstallation] = useState(amountToInput(request.quote?.installationCost));
  const [transport, setTransport] = useState(amountToInput(request.quote?.transportCost));
  // The package whose installation and transport costs were put in the two fields (starting from it), to say so.
  const [costsFrom, setCostsFrom] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [replacing, setReplacing] = useState<StartSource | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ConfirmedPricing | null>(null);
  const [starting, setStarting] = useState<StartSource['key'] | null>(null);
  const confirm = useConfirmQuotePricing();

  const status = request.quoteRequest.quoteRequestStatus;
  // A partner bank finances the request: it pays the total, so Imole's down-payment plans are not offered.
  const bank = financingBank(request);
  const errors = lineErrors(lines);
  const quote = request.quote;
  // Saving rebuilds the quote's system (AssignProductToQuote) when there is none yet, or its lines or package changed.
  const systemChanged =
    !quote || !sameLines(lines, savedLines) || (basis?.name ?? null) !== (savedBasis(request)?.name ?? null);
  const dirty =
    !quote ||
    systemChanged ||
    (amountFromInput(installation) ?? 0) !== quote.installationCost ||
    (amountFromInput(transport) ?? 0) !== quote.transportCost;
  const terms = usePricingTerms(basis?.id ?? null);

  const save = useMutation({
    mutationFn: async () => {
      const texts: string[] = [];
      let summary = quote
        ? { id: quote.id, installationCost: quote.installationCost, transportCost: quote.transportCost }
        : null;
      if (!summary || systemChanged) {
        summary = await assignProductToQuote({
          quoteRequestId: requestId,
          productId: basis?.id ?? null,
          components: componentsPayload(lines),
        });
        texts.push('The system is saved on the quote.');
      }
      const wanted = { installation: amountFromInput(installation) ?? 0, transport: amountFromInput(transport) ?? 0 };
      if (wanted.installation !== summary.installationCost) {
        texts.push(
          (await updateQuoteCost({ kind: 'installation', quoteId: summary.id, amount: wanted.installation })).message,
        );
      }
      if (wanted.transport !== summary.transportCost) {
        texts.push(
          (await updateQuoteCost({ kind: 'transport', quoteId: summary.id, amount: wanted.transport })).message,
        );
      }
      return texts;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: repaymentRangeQueryKey }),
      ]),
  });
  const range = useRepaymentRange(quote?.id ?? null);

  if (status > 1 && !sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info" title="This request is already priced">
          <p>It was sent to the customer. It can be priced again only after the customer changes it.</p>
        </Alert>
        <Link to={`/request-detail/${requestId}`} className={buttonClasses('secondary', { block: true })}>
          Back to the request
        </Link>
      </div>
    );
  }

  if (sent) return <SentPanel requestId={requestId} result={sent} bank={bank?.name ?? null} />;

  const sources = startSources(request);

  const start = async (source: StartSource) => {
    setReplacing(null);
    setMessage(null);
    setStarting(source.key);
    try {
      // A package brings its own installation and transport costs (as a quote made from it starts with): put them in
      // the fields, still editable, so saving does not set them to nothing (docs/staff.md "Pricing").
      if (source.key !== 'components') {
        const packageTerms = await queryClient.fetchQuery(pricingTermsQueryOptions(source.product.id));
        setInstallation(amountToInput(packageTerms.installationCost ?? 0));
        setTransport(amountToInput(packageTerms.transportCost ?? 0));
        setCostsFrom(source.product.name);
      }
      // The request's own lines: the customer's components, or the package's as copied when they asked (with the
      // battery they chose). Today's catalogue price, as when adding a line.
      const requested = request.quoteRequest.installationComponents;
      if (source.key === 'components' || (source.key === 'package' && requested.length > 0)) {
        setLines(
          linesFrom(
            requested.map((c) => ({
              componentId: c.id,
              name: c.name,
              categoryName: c.categoryName,
              quantity: c.quantity,
              unitPrice: catalogue.byId.get(c.id)?.unitPrice ?? c.unitPrice,
            })),
          ),
        );
        setBasis(source.key === 'package' ? source.product : null);
        return;
      }
      // A package's lines name their components without ids: match them to the catalogue by name.
      const item = await queryClient.fetchQuery(
        webProductQueryOptions({ productId: source.product.id, componentIdToRemove: 0 }),
      );
      const lithium = request.quoteRequest.isLithiumComponent && item.componentIdToSwitch;
      const chosen = lithium
        ? await queryClient.fetchQuery(
            webProductQueryOptions({ productId: source.product.id, componentIdToRemove: item.componentIdToSwitch! }),
          )
        : item;
      const { lines: next, missing } = linesFromPackage(chosen.productComponents, catalogue);
      setLines(next);
      setBasis(source.product);
      if (missing.length > 0) {
        setMessage({
          tone: 'warning',
          text: `Not in the component list, so not added: ${missing.join(', ')}. Add a replacement below.`,
        });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setStarting(null);
    }
  };

  // Costs are whole naira, as the API takes them (docs/staff.md "Pricing").
  const costProblem = (kind: CostKind, text: string) => costError(kind, amountFromInput(text) ?? 0);
  const installationError = showErrors ? costProblem('installation', installation) : null;
  const transportError = showErrors ? costProblem('transport', transport) : null;

  const onSave = () => {
    setMessage(null);
    setShowErrors(true);
    if (lines.length === 0) {
      setMessage({ tone: 'error', text: pricingMessages.noLines });
      return;
    }
    if (errors.size > 0) {
      setMessage({ tone: 'error', text: 'Check the lines marked below.' });
      return;
    }
    const costRefusal = costProblem('installation', installation) ?? costProblem('transport', transport);
    if (costRefusal) {
      setMessage({ tone: 'error', text: costRefusal });
      return;
    }
    save.mutate(undefined, {
      onSuccess: (texts) =>
        setMessage({
          tone: 'success',
          text: texts.length ? texts.join(' ') : 'Nothing has changed since the last save.',
        }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };

  const onSend = () => {
    if (!quote) return;
    confirm.mutate(quote.id, {
      onSuccess: ({ data }) => {
        setSending(false);
        setSent(data);
        void queryClient.invalidateQueries({ queryKey: boardQueryKey });
        void queryClient.invalidateQueries({ queryKey: staffRequestQueryKey(requestId) });
      },
      onError: (error) => {
        setSending(false);
        setMessage({ tone: 'error', text: error.message });
      },
    });
  };

  const total = pricingTotal(lines, installation, transport);

  return (
    <>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}

      {sources.length > 0 && (
        <section aria-labelledby="start-heading" className="flex flex-col gap-2">
          <h2 id="start-heading" className="text-lg font-semibold">
            Start from
          </h2>
          <p className="text-sm text-ink-700">Fills the lines below; you can change them after.</p>
          {sources.map((source) => (
            <Button
              key={source.key}
              variant="secondary"
              block
              state={starting === source.key ? RequestStatus.LOADING : RequestStatus.NORMAL}
              loadingLabel="Loading the lines"
              onClick={() => (lines.length > 0 ? setReplacing(source) : void start(source))}
              className="h-auto py-2"
            >
              {source.label}
            </Button>
          ))}
        </section>
      )}

      <section aria-labelledby="lines-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="lines-heading" className="text-lg font-semibold">
            The system
          </h2>
          <span className="text-sm text-ink-600">
            {lines.length} {lines.length === 1 ? 'line' : 'lines'}
          </span>
        </div>
        {basis && (
          <p className="text-sm text-ink-700">
            Based on <span className="font-semibold">{basis.name}</span>
          </p>
        )}
        {lines.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
            No components yet. Start from one of the choices above or add them one by one.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {lines.map((line) => (
              <LineEditor
                key={line.componentId}
                line={line}
                error={showErrors ? errors.get(line.componentId) : undefined}
                onChange={(change) => setLines((current) => updateLine(current, line.componentId, change))}
                onRemove={() => setLines((current) => removeLine(current, line.componentId))}
              />
            ))}
          </ul>
        )}
        <ComponentPicker
          groups={categories.map((category) => ({
            key: category.categoryName,
            name: category.categoryName,
            components: category.data,
          }))}
          taken={new Set(lines.map((line) => line.componentId))}
          addLabel="Add to the quote"
          onAdd={(componentId) => {
            const entry = catalogue.byId.get(componentId);
            if (entry) setLines((current) => addLine(current, entry));
          }}
        />
      </section>

      <section aria-labelledby="costs-heading" className="flex flex-col gap-3">
        <h2 id="costs-heading" className="text-lg font-semibold">
          Installation and transport
        </h2>
        {costsFrom && (
          <p className="text-sm text-ink-700" data-testid="costs-from">
            Started from {costsFrom}&rsquo;s own costs; change them if this house needs more or less.
          </p>
        )}
        <CurrencyInput
          label="Installation cost"
          value={installation}
          onValueChange={setInstallation}
          placeholder="0"
          error={installationError ?? undefined}
        />
        <CurrencyInput
          label="Transport cost"
          value={transport}
          onValueChange={setTransport}
          placeholder="0"
          error={transportError ?? undefined}
        />
      </section>

      <section aria-labelledby="total-heading" className="flex flex-col gap-3 rounded-2xl bg-ink-50 p-4">
        <h2 id="total-heading" className="text-lg font-semibold">
          Total
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
          <dt className="pr-3 text-ink-700">Components</dt>
          <dd className="text-right">{formatNaira(componentsSubtotal(lines))}</dd>
          <dt className="pr-3 text-ink-700">Installation</dt>
          <dd className="text-right">{formatNaira(amountFromInput(installation) ?? 0)}</dd>
          <dt className="pr-3 text-ink-700">Transport</dt>
          <dd className="text-right">{formatNaira(amountFromInput(transport) ?? 0)}</dd>
          <dt className="border-t border-ink-300 pt-1 pr-3 text-base font-semibold">Total</dt>
          <dd className="border-t border-ink-300 pt-1 text-right text-base font-bold">{formatNaira(total)}</dd>
        </dl>
        {bank ? (
          <p className="text-sm text-ink-700" data-testid="bank-pays-live">
            {bank.name} pays Imole this total once it approves; the customer repays the bank on the bank&rsquo;s terms,
            so there is no down payment or monthly plan from Imole.
          </p>
        ) : (
          <LiveOptions
            total={total}
            terms={terms.data}
            // Saving keeps the quote's plan length unless it rebuilds the system (then: the package's, or the default).
            months={quote && !systemChanged ? quote.durationMonths : terms.data?.planLengthMonths}
            failed={terms.isError ? terms.error.message : null}
            retrying={terms.isRefetching}
            onRetry={() => void terms.refetch()}
          />
        )}
        <SavedFigures request={request} dirty={dirty} />
      </section>

      {/* The live total and the actions stay on screen while a long list of lines is edited. */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-8 flex flex-col gap-2 border-t border-ink-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-ink-700">
            Total{dirty && quote ? <span className="text-brand-800"> · not saved</span> : null}
          </span>
          <span className="text-lg font-bold tabular-nums" data-testid="pricing-total">
            {formatNaira(total)}
          </span>
        </p>
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <Button
            variant={dirty ? 'primary' : 'secondary'}
            state={requestStatusOf(save.status)}
            loadingLabel="Saving"
            onClick={onSave}
          >
            Save
          </Button>
          <Button
            variant={dirty ? 'secondary' : 'primary'}
            disabled={dirty || !quote || save.isPending}
            onClick={() => setSending(true)}
          >
            Send to customer
          </Button>
        </div>
      </div>

      <Modal open={replacing !== null} onClose={() => setReplacing(null)} title="Replace the lines?">
        <p className="text-base text-ink-700">
          The {lines.length} {lines.length === 1 ? 'line' : 'lines'} on screen will be replaced by{' '}
          {replacing?.label.toLowerCase()}
          {replacing && replacing.key !== 'components' && ', and the installation and transport costs by its own'}.
        </p>
        <div className="mt-5 flex flex-col gap-3">
          <Button block onClick={() => replacing && void start(replacing)}>
            Replace
          </Button>
          <Button variant="secondary" block onClick={() => setReplacing(null)}>
            Cancel
          </Button>
        </div>
      </Modal>

      <Modal open={sending} onClose={() => setSending(false)} title="Send this quote to the customer?">
        {quote && (
          <div className="flex flex-col gap-3">
            <p className="text-base">
              Total <span className="font-bold">{formatNaira(quote.totalAssetAmount)}</span>
            </p>
            {bank ? (
              <BankPays bank={bank.name} total={quote.totalAssetAmount} />
            ) : (
              <PlanFigures request={request} range={range.data} />
            )}
            <Button block state={requestStatusOf(confirm.status)} loadingLabel="Sending" onClick={onSend}>
              Send to customer
            </Button>
            <Button variant="secondary" block onClick={() => setSending(false)}>
              Cancel
            </Button>
          </div>
        )}
      </Modal>
    </>
  );
}

interface FiguresProps {
  request: StaffQuoteRequest;
  /** The server's options for the saved quote (GET Quote/GetQuoteRepaymentsRange); undefined while loading. */
  range: RepaymentRange | undefined;
}

interface LiveOptionsProps {
  /** The total as typed, in naira. */
  total: number;
  /** GET Quote/GetPricingTerms for the package the lines are based on; undefined while loading. */
  terms: PricingTerms | undefined;
  /** The plan length the quote will have once saved. */
  months: number | undefined;
  failed: string | null;
  retrying: boolean;
  onRetry(): void;
}

/**
 * Every down-payment option of the total on screen, worked out as the lines and costs are typed with the server's
 * own function (downPaymentOptions of packages/domain) and terms (GetPricingTerms): once saved and sent, the customer
 * is offered exactly these figures.
 */
function LiveOptions({ total, terms, months, failed, retrying, onRetry }: LiveOptionsProps) {
  if (failed)
    return (
      <LoadError
        title="We could not load the down-payment terms"
        message={failed}
        retrying={retrying}
        onRetry={onRetry}
      />
    );
  const heading = <h3 className="text-base font-semibold">Down-payment options</h3>;
  if (!Number.isFinite(total) || total <= 0)
    return (
      <div className="flex flex-col gap-1 border-t border-ink-300 pt-3">
        {heading}
        <p className="text-sm text-ink-700">Add components to see the options the customer will be offered.</p>
      </div>
    );
  if (!terms || months === undefined)
    return (
      <div role="status" className="flex flex-col gap-2 border-t border-ink-300 pt-3">
        {heading}
        <span className="sr-only">Loading the down-payment terms</span>
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  return (
    <div className="flex flex-col gap-2 border-t border-ink-300 pt-3" data-testid="live-options">
      {heading}
      <p className="text-sm text-ink-700">
        As the customer will see them for {formatNaira(total)}, over {months} months.
      </p>
      <RepaymentOptions options={downPaymentOptions(nairaToKobo(total), terms, months)} />
      <p className="text-xs text-ink-600">Effective annual rate {terms.effectiveAnnualRate}%.</p>
    </div>
  );
}

/** What the server holds now: its total, to compare with the one on screen. */
function SavedFigures({ request, dirty }: { request: StaffQuoteRequest; dirty: boolean }) {
  const quote = request.quote;
  if (!quote) return <p className="text-sm text-ink-700">Not saved yet: save to send the quote to the customer.</p>;
  return (
    <div className="flex flex-col gap-2 border-t border-ink-300 pt-3" data-testid="saved-figures">
      <p className="text-sm font-semibold">
        Saved: {formatNaira(quote.totalAssetAmount)}
        {dirty && <span className="font-normal text-brand-800"> (you have changes not yet saved)</span>}
      </p>
    </div>
  );
}

/** A bank request's offer: the bank pays the total; the customer then signs the bank's undertaking. */
function BankPays({ bank, total, sent = false }: { bank: string; total: number; sent?: boolean }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-ink-50 p-3 text-sm" data-testid="bank-pays">
      <p>
        <span className="font-semibold">{bank} pays the total</span> of {formatNaira(total)} once its loan officer
        approves. Imole offers this customer no down payment or monthly plan: they repay {bank} on the bank&rsquo;s
        terms.
      </p>
      <p>
        {sent ? 'Now' : 'Once sent,'} the customer downloads the bank&rsquo;s undertaking form from their dashboard,
        signs it and sends it back; then {bank} decides.
      </p>
    </div>
  );
}

/** Every option the server offers for the saved total; its default plan while the options load. */
function PlanFigures({ request, range }: FiguresProps) {
  const quote = request.quote!;
  if (range && range.options.length > 0) {
    return (
      <>
        <RepaymentOptions options={range.options} />
        <p className="text-xs text-ink-600">Effective annual rate {range.effectiveAnnualRate}%.</p>
      </>
    );
  }
  return (
    <p className="text-sm text-ink-700">
      {quote.contributionPercentage}% down: {formatNaira(quote.equity)}, then {formatNaira(quote.monthlyRepayment)} a
      month for {quote.durationMonths} months.
    </p>
  );
}

type StartSource =
  | { key: 'package'; label: string; product: Basis }
  | { key: 'components'; label: string }
  | { key: 'recommended'; label: string; product: Basis };

/** The starting points this request has: the customer's package, their own components, the recommended package. */
function startSources(request: StaffQuoteRequest): StartSource[] {
  const sources: StartSource[] = [];
  // The customer's own package: once a quote is sent, quoteRequestProduct describes the priced system instead.
  const productId = request.quoteRequest.productId;
  const chosen =
    productId !== null && request.quoteRequestProduct?.id === productId
      ? { id: productId, name: request.quoteRequestProduct.name }
      : null;
  if (chosen) {
    sources.push({ key: 'package', label: `The customer's package: ${chosen.name}`, product: chosen });
  }
  // A package request carries the package's lines too; they are "the customer's package", not their own components.
  if (!chosen && request.quoteRequest.installationComponents.length > 0) {
    sources.push({ key: 'components', label: "The customer's components" });
  }
  const recommended = request.quoteRequest.sizing?.product;
  if (recommended && recommended.id !== chosen?.id) {
    sources.push({ key: 'recommended', label: `The recommended package: ${recommended.name}`, product: recommended });
  }
  return sources;
}

interface LineEditorProps {
  line: PricingLine;
  error: string | undefined;
  onChange(change: Partial<Pick<PricingLine, 'quantity' | 'unitPrice'>>): void;
  onRemove(): void;
}

function LineEditor({ line, error, onChange, onRemove }: LineEditorProps) {
  const quantityId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-ink-200 p-3" data-testid="pricing-line">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold">{line.name}</h3>
          <p className="text-sm text-ink-600">{line.categoryName}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${line.name}`}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-danger-700 hover:bg-danger-50"
        >
          <TrashIcon className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-[5.5rem_1fr] gap-3">
        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            Quantity
          </label>
          <input
            id={quantityId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={line.quantity}
            onChange={(event) => onChange({ quantity: event.target.value.replace(/\D/g, '') })}
            aria-invalid={error === pricingMessages.quantity || undefined}
            className="block min-h-12 w-full rounded-xl border border-ink-300 bg-white px-3 text-base tabular-nums focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400"
          />
        </div>
        <CurrencyInput
          label="Unit price"
          value={line.unitPrice}
          onValueChange={(unitPrice) => onChange({ unitPrice })}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <p className="text-right text-sm text-ink-700 tabular-nums">
        Line total <span className="font-semibold text-ink-900">{formatNaira(lineAmount(line))}</span>
      </p>
    </li>
  );
}

/** After "Send to customer": the server's figures, the expiry, and where to go next. */
function SentPanel({ requestId, result, bank }: { requestId: number; result: ConfirmedPricing; bank: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title="The quote has been sent to the customer">
        <p>
          Total {formatNaira(result.totalAssetAmount)}. It is valid until{' '}
          {new Date(result.expiresAt).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' })}.
        </p>
      </Alert>
      {bank ? (
        <BankPays bank={bank} total={result.totalAssetAmount} sent />
      ) : (
        <section aria-labelledby="sent-options" className="flex flex-col gap-2">
          <h2 id="sent-options" className="text-lg font-semibold">
            Down-payment options
          </h2>
          <RepaymentOptions options={result.options} />
        </section>
      )}
      <Link to={`/request-detail/${requestId}`} className={buttonClasses('primary', { block: true })}>
        Back to the request
      </Link>
      <Link to="/get-requests?tab=ready" className={buttonClasses('secondary', { block: true })}>
        See the Ready requests
      </Link>
    </div>
  );
}
