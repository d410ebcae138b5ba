import { formatKoboAsNaira, formatNaira } from '@imole/domain/format';
import { addKobo, nairaToKobo } from '@imole/domain/money';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePackageAgents, usePackageRepayments, type PackageAgent, type PackageRepayments } from './api/offer-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { useViewer } from './package-detail-page.tsx';

const day = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : day.format(d);
};

/**
 * /agent-package-repayment/:id (admins in the spec; support and agents too): one package's repayments month by month
 * on each down payment an agent may offer (an agent: theirs; staff: every one offered, with how many agents may offer
 * each), as if installed today. The chosen down payment lives in the address (`?equity=40`).
 */
export default function PackageRepaymentPage() {
  useDocumentTitle('Repayments by month');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('equity');
  const equity = wanted !== null && /^\d+$/.test(wanted) ? Number(wanted) : null;
  const preview = usePackageRepayments(valid ? id : 0, equity);
  const viewer = useViewer();
  const agents = usePackageAgents(valid ? id : 0, viewer.staff);
  const detail = viewer.coordinator ? `/cordinator-package-detail/${id}` : `/agent-package-detail/${id}`;
  return (
    <div className="flex flex-1 flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Repayments by month</h1>
        {preview.data && (
          <p className="text-sm text-ink-700">
            {preview.data.product.name} · {formatNaira(preview.data.product.oneOffPaymentCost)} outright
          </p>
        )}
      </div>
      {!valid ? (
        <Alert tone="error">This link does not name a package. Open one from the package list.</Alert>
      ) : preview.isPending ? (
        <PageSkeleton />
      ) : preview.isError && !preview.data ? (
        <>
          <LoadError
            title="We could not load the repayments"
            message={preview.error.message}
            retrying={preview.isRefetching}
            onRetry={() => void preview.refetch()}
          />
          <Link to={detail} className={buttonClasses('ghost', { block: true })}>
            Back to the package
          </Link>
        </>
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-lg font-semibold">Down payment</legend>
            {preview.data!.options.map((o) => (
              <label
                key={o.equityPecentage}
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 p-3 ${
                  o.equityPecentage === preview.data!.product.contributionPecentage
                    ? 'border-brand-500 bg-brand-50'
                    : 'border-ink-200 bg-white'
                }`}
              >
                <input
                  type="radio"
                  name="equity"
                  checked={o.equityPecentage === preview.data!.product.contributionPecentage}
                  onChange={() => setParams({ equity: String(o.equityPecentage) }, { replace: true })}
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                />
                <span className="flex flex-col">
                  <span className="font-semibold">
                    {o.equityPecentage}% down · {formatNaira(o.monthlyRepayment)} a month
                  </span>
                  <span className="text-sm text-ink-700 tabular-nums">
                    {formatNaira(o.equityPayment)} down, total {formatNaira(o.totalRepayable)}
                  </span>
                  {agents.data && <AgentCount agents={agents.data} pct={o.equityPecentage} />}
                </span>
              </label>
            ))}
          </fieldset>
          {preview.isError && <Alert tone="error">{preview.error.message}</Alert>}
          <Schedule preview={preview.data!} updating={preview.isPlaceholderData} />
        </>
      )}
      {viewer.agent && <SalesNavBar />}
    </div>
  );
}

function AgentCount({ agents, pct }: { agents: PackageAgent[]; pct: number }) {
  const n = agents.filter((a) => a.mayOffer && a.equityPercentages.includes(pct)).length;
  return (
    <span className="text-xs text-ink-600">
      {n === 0 ? 'No agent may offer it' : `${n} ${n === 1 ? 'agent' : 'agents'} may offer it`}
    </span>
  );
}

function Schedule({ preview, updating }: { preview: PackageRepayments; updating: boolean }) {
  const { product, generalRepayment } = preview;
  const repaid = addKobo(...generalRepayment.map((r) => nairaToKobo(r.totalRepayment)));
  return (
    <section aria-labelledby="schedule-heading" aria-busy={updating || undefined} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="schedule-heading" className="text-lg font-semibold">
          {product.contributionPecentage}% down, month by month
        </h2>
        {updating && <Spinner />}
      </div>
      <p className="text-sm text-ink-700">
        {formatNaira(product.initialPayment)} before installation, then {formatNaira(product.repaymentAmount)} a month
        for {product.repaymentLength} months, as if installed today.
      </p>
      <div className="overflow-hidden rounded-2xl border border-ink-200">
        <table className="w-full text-sm tabular-nums">
          <thead className="bg-ink-50 text-left text-ink-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Month
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Due
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {generalRepayment.map((row, index) => (
              <tr key={row.installmentDate}>
                <td className="px-3 py-2">{index + 1}</td>
                <td className="px-3 py-2">{formatDay(row.installmentDate)}</td>
                <td className="px-3 py-2 text-right">{formatNaira(row.totalRepayment)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-ink-300">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 text-left font-normal">
                Down payment
              </th>
              <td className="px-3 py-2 text-right">{formatNaira(product.initialPayment)}</td>
            </tr>
            <tr className="font-semibold">
              <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                Total repayable
              </th>
              <td className="px-3 py-2 text-right" data-testid="total-repayable">
                {formatKoboAsNaira(addKobo(nairaToKobo(product.initialPayment), repaid))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
