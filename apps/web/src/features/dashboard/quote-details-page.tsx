import { countOf, formatNaira } from '@imole/domain/format';
import { buildingTypeLabels } from '@imole/domain/quote-request';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useQuoteRequest, type CustomerQuoteResponse, type QuoteView } from './api/get-quote-request.ts';
import { Figures } from './components/panel.tsx';
import { expiryText, isExpired, monthlyRepaymentHint, QuoteStatus } from './dashboard-state.ts';

/**
 * /quote-details (customer spec §2 "Full quote information"): the priced system — product, each component with its
 * price, the costs that make the total, and the plan figures. Before pricing it says the quote is being prepared.
 * `?id=` (an Active Quote card, through /request-detail/{id}) shows that one of the customer's requests; without it,
 * the current one. The API answers only the customer's own, and "not found" for anyone else's.
 */
export default function QuoteDetailsPage() {
  useDocumentTitle('Quote details');
  const asked = useSearchParams()[0].get('id');
  const id = asked === null ? undefined : Number(asked);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const quote = useQuoteRequest(id, { enabled: valid });
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Quote details</h1>
      {!valid ? (
        <Empty text="This link is not valid." />
      ) : quote.isPending ? (
        <PageSkeleton />
      ) : quote.isError ? (
        <LoadError
          title="We could not load your quote"
          message={quote.error.message}
          retrying={quote.isFetching}
          onRetry={() => void quote.refetch()}
        />
      ) : quote.data === null && id !== undefined ? (
        <Empty text="We could not find this quote request.">
          <Link to="/active-quote" className={buttonClasses('secondary', { block: true })}>
            See your quote requests
          </Link>
        </Empty>
      ) : quote.data === null ? (
        <Empty text="You have no quote yet. Tell us about your home and we will price a system for you.">
          <Link to="/get-qoute" className={buttonClasses('primary', { block: true })}>
            Get a quote
          </Link>
        </Empty>
      ) : (
        <Details view={quote.data} />
      )}
    </div>
  );
}

function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-ink-50 px-4 py-8 text-center">
      <p className="text-ink-700">{text}</p>
      {children}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A quote the customer may see: sent (1) or later; a draft (0) is staff's work in progress. */
const isPriced = (quote: QuoteView | null): quote is QuoteView =>
  quote !== null && quote.quoteStatus !== QuoteStatus.Draft;

function Details({ view }: { view: CustomerQuoteResponse }) {
  const { quoteRequest, quote } = view;
  const status = quoteRequest.quoteRequestStatus;
  const priced = isPriced(quote) && status >= 2;
  return (
    <>
      <p className="-mt-3 text-sm text-ink-600">
        Reference <span className="font-mono font-semibold text-ink-900">{quoteRequest.referenceNo}</span>
      </p>
      {!priced ? (
        <Empty text="Your quote is being prepared. This page shows every item and price once our team has priced your request." />
      ) : (
        <PricedQuote view={view} quote={quote} />
      )}
      <Section title="Your home">
        <Figures
          rows={[
            { label: 'Address', value: quoteRequest.address, hint: quoteRequest.landmark },
            { label: 'State', value: quoteRequest.state },
            { label: 'Building', value: buildingTypeLabels[quoteRequest.buildingType] ?? '—' },
            ...(quoteRequest.productId === null && quoteRequest.noOfBedrooms > 0
              ? [
                  {
                    label: 'Power need',
                    value: countOf(quoteRequest.noOfBedrooms, 'bedroom'),
                    hint: `${countOf(quoteRequest.noOfLights, 'bulb')}, ${countOf(quoteRequest.noOfFan, 'fan')}, ${countOf(quoteRequest.noOfTv, 'TV')}`,
                  },
                ]
              : []),
          ]}
        />
      </Section>
    </>
  );
}

function PricedQuote({ view, quote }: { view: CustomerQuoteResponse; quote: QuoteView }) {
  const product = view.quoteRequestProduct;
  const components = view.quoteRequestProductComponents;
  const componentsTotal = components.reduce((sum, c) => sum + c.unitPrice * c.quantity, 0);
  const installation = quote.installationCost ?? product?.installationCost ?? 0;
  const transport = quote.transportCost ?? product?.transportCost ?? 0;
  const expiry = quote.quoteStatus === QuoteStatus.Sent || isExpired(quote) ? expiryText(quote.daysToExpiry) : null;
  return (
    <>
      <Section title={product?.name ?? quote.productName ?? 'Your system'}>
        {product?.description && <p className="text-ink-700">{product.description}</p>}
        {product && (
          <p className="text-sm text-ink-700">Warranty: {product.warrantyPeriod} months from installation.</p>
        )}
        {expiry && <p className="text-sm font-semibold text-brand-800">{expiry}</p>}
      </Section>
      <Section title="Components">
        <div className="overflow-x-auto rounded-xl border border-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The components of your system with their prices</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Item
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {components.map((c) => (
                <tr key={`${c.productComponentId}-${c.name}`}>
                  <td className="px-3 py-2">
                    <span className="block font-semibold">{c.name}</span>
                    <span className="block text-xs text-ink-600">
                      {c.componentTypeValue} · {formatNaira(c.unitPrice)} each
                    </span>
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{c.quantity}</td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">
                    {formatNaira(c.unitPrice * c.quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title="Costs">
        <dl className="flex flex-col divide-y divide-ink-200 overflow-hidden rounded-xl border border-ink-200 text-sm">
          <CostRow label="Components" value={componentsTotal} />
          <CostRow label="Installation" value={installation} />
          <CostRow label="Transport" value={transport} />
          {quote.discountAmount > 0 && <CostRow label="Discount" value={-quote.discountAmount} />}
          <CostRow label="Total" value={quote.totalAssetAmount} strong />
        </dl>
      </Section>
      <Section title="Your plan">
        {/* Paid outright: no loan, so no monthly repayment or cost of credit to show (issue 18 §6). */}
        {quote.isOutright ? (
          <Figures
            rows={[
              { label: 'Paid in full', value: formatNaira(quote.totalAssetAmount), hint: 'No monthly repayments' },
            ]}
          />
        ) : (
          <Figures
            rows={[
              { label: 'Pay outright', value: formatNaira(quote.totalAssetAmount) },
              { label: `Down payment (${quote.contributionPercentage}%)`, value: formatNaira(quote.equity) },
              {
                label: 'Monthly repayment',
                value: formatNaira(quote.monthlyRepayment),
                hint: monthlyRepaymentHint(quote),
              },
              {
                label: 'Total on instalments',
                value: formatNaira(quote.equity + quote.repaymentAmount),
                hint: `${formatNaira(Math.max(0, quote.equity + quote.repaymentAmount - quote.totalAssetAmount))} cost of credit`,
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}

function CostRow({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={`flex items-center justify-between gap-3 px-3 py-2.5 ${strong ? 'bg-ink-50 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{value < 0 ? `−${formatNaira(-value)}` : formatNaira(value)}</dd>
    </div>
  );
}
