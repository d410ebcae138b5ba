import { formatKoboAsNaira, formatNaira } from '@imole/domain/format';
import { addKobo, kobo, nairaToKobo } from '@imole/domain/money';
import { UserRole } from '@imole/domain/roles';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { isRefusal } from '../../lib/api-client.ts';
import { PageSkeleton, Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.ts';
import {
  usePackageAgents,
  usePackageRepayments,
  useSalesPackage,
  type PackageAgent,
  type SalesPackage,
} from './api/offer-api.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';
import { percentList } from './offer-words.ts';

/** Who is looking: an agent, a coordinator (their team), support, or an admin. */
export function useViewer() {
  const user = useSession()?.user;
  const agent = user?.userRole === UserRole.SalesAgent;
  return {
    agent,
    coordinator: agent && user?.isCoordinator === true,
    staff: user?.userRole === UserRole.Support || user?.userRole === UserRole.Admin,
    admin: user?.userRole === UserRole.Admin,
    id: user?.id ?? 0,
  };
}

/**
 * /agent-package-detail/:id (agents, support, admins) and /cordinator-package-detail/:id (coordinators): one package as
 * the sales team sells it — its components and prices, and each down payment an agent may offer with its monthly
 * repayment (an agent sees only theirs: docs/sales.md "Product pages"); staff see which agents may offer it, a
 * coordinator which of their team may.
 */
export default function SalesPackageDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useSalesPackage(valid ? id : 0);
  const viewer = useViewer();
  useDocumentTitle(item.data?.product.name ?? 'Package');
  const back = viewer.coordinator ? '/coordinator-all-products' : viewer.agent ? '/agent-packages' : '/all-packages';
  return (
    <div className="flex flex-1 flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">{item.data?.product.name ?? 'Package'}</h1>
      {!valid ? (
        <Alert tone="error">This link does not name a package. Open one from the package list.</Alert>
      ) : item.isPending ? (
        <PageSkeleton />
      ) : item.isError ? (
        <>
          {/* Not one they may offer, or no such package: asking again would not change it. */}
          {isRefusal(item.error) ? (
            <Alert tone="info">{item.error.message}</Alert>
          ) : (
            <LoadError
              title="We could not load this package"
              message={item.error.message}
              retrying={item.isRefetching}
              onRetry={() => void item.refetch()}
            />
          )}
          <Link to={back} className={buttonClasses('ghost', { block: true })}>
            See the packages
          </Link>
        </>
      ) : (
        <PackageView item={item.data} />
      )}
      {viewer.agent && <SalesNavBar />}
    </div>
  );
}

function PackageView({ item }: { item: SalesPackage }) {
  const viewer = useViewer();
  const { product } = item;
  const lines = item.components.map((line) => ({ ...line, total: kobo(nairaToKobo(line.unitPrice) * line.quantity) }));
  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink-700">
          {product.hasSolarPanel ? 'With solar panels' : 'Inverter only'} · Warranty {product.warrantyPeriod} months
        </p>
        <p className="text-base text-ink-800">{product.description}</p>
        {!item.isActive && (
          <Alert tone="info">Withdrawn: customers are not offered this package, and agents do not see it.</Alert>
        )}
      </div>
      <Plans productId={product.id} outright={product.oneOffPaymentCost} />
      <section aria-labelledby="components-heading" className="flex flex-col gap-3">
        <h2 id="components-heading" className="text-lg font-semibold">
          What is in it
        </h2>
        <ul className="divide-y divide-ink-200 rounded-2xl border border-ink-200">
          {lines.map((line) => (
            <li key={line.componentId} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <h3 className="text-base font-semibold">{line.name}</h3>
                <p className="text-sm text-ink-700 tabular-nums">
                  {line.categoryName} · {line.quantity} × {formatNaira(line.unitPrice)}
                </p>
              </div>
              <p className="shrink-0 text-right font-semibold tabular-nums">{formatKoboAsNaira(line.total)}</p>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 rounded-2xl bg-ink-50 p-4 text-sm tabular-nums">
          <dt className="text-ink-700">Components</dt>
          <dd className="text-right">{formatKoboAsNaira(addKobo(...lines.map((l) => l.total)))}</dd>
          <dt className="text-ink-700">Installation</dt>
          <dd className="text-right">{formatNaira(item.installationCost)}</dd>
          <dt className="text-ink-700">Transport</dt>
          <dd className="text-right">{formatNaira(item.transportCost)}</dd>
          <dt className="border-t border-ink-300 pt-1 text-base font-semibold">Outright price</dt>
          <dd className="border-t border-ink-300 pt-1 text-right text-base font-bold">
            {formatNaira(product.oneOffPaymentCost)}
          </dd>
        </dl>
        <p className="text-xs text-ink-600">At today’s prices. A quote keeps the prices it was sent with.</p>
      </section>
      {viewer.agent && (
        <Link to={`/agent-sample-quote?product=${product.id}`} className={buttonClasses('primary', { block: true })}>
          Make a sample quote
        </Link>
      )}
      {(viewer.staff || viewer.coordinator) && <WhoMayOffer productId={product.id} />}
    </>
  );
}

/** Each down payment the viewer may offer (an agent: theirs only) with its monthly repayment. */
function Plans({ productId, outright }: { productId: number; outright: number }) {
  const plans = usePackageRepayments(productId, null);
  const viewer = useViewer();
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4">
      <h2 id="plans-heading" className="text-lg font-semibold">
        Plans
      </h2>
      <p className="text-sm text-ink-800">
        Outright: <span className="font-semibold tabular-nums">{formatNaira(outright)}</span>
      </p>
      <p className="text-xs text-ink-700">
        {viewer.agent
          ? 'The down payments you may offer on it:'
          : 'Every down payment the business offers; each agent offers only theirs (below).'}
      </p>
      {plans.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : plans.isError ? (
        <Alert tone="error">{plans.error.message}</Alert>
      ) : (
        <ul className="flex flex-col gap-2">
          {plans.data.options.map((o) => (
            <li key={o.equityPecentage} className="rounded-xl bg-white p-3" data-testid="plan">
              <p className="font-semibold">{o.equityPecentage}% down</p>
              <p className="text-sm text-ink-800 tabular-nums">
                {formatNaira(o.equityPayment)} down, then {formatNaira(o.monthlyRepayment)} a month for{' '}
                {o.repaymentDuration} months · total {formatNaira(o.totalRepayable)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/agent-package-repayment/${productId}`} className={buttonClasses('secondary', { block: true })}>
        Repayments month by month
      </Link>
    </section>
  );
}

/** Staff: every agent who may offer the package, and on which down payments; a coordinator: their own team. */
function WhoMayOffer({ productId }: { productId: number }) {
  const viewer = useViewer();
  const agents = usePackageAgents(productId, true);
  return (
    <section aria-labelledby="who-heading" className="flex flex-col gap-3">
      <h2 id="who-heading" className="text-lg font-semibold">
        {viewer.coordinator ? 'Your team' : 'Agents who may offer it'}
      </h2>
      {agents.isPending ? (
        <Skeleton className="h-16 w-full rounded-xl" />
      ) : agents.isError ? (
        <Alert tone="error">{agents.error.message}</Alert>
      ) : agents.data.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 p-4 text-center text-sm text-ink-700">No sales agents yet.</p>
      ) : (
        <ul className="divide-y divide-ink-200 rounded-2xl border border-ink-200">
          {agents.data.map((a) => (
            <AgentRow key={a.id} agent={a} admin={viewer.admin} you={a.id === viewer.id} />
          ))}
        </ul>
      )}
      {viewer.coordinator && (
        <p className="text-xs text-ink-600">An administrator chooses what each agent may offer.</p>
      )}
    </section>
  );
}

const sourceWords = { everything: '', own: ' · their own choice', team: ' · their team’s choice' } as const;

function AgentRow({ agent, admin, you }: { agent: PackageAgent; admin: boolean; you: boolean }) {
  const name = you ? 'You' : `${agent.name}${agent.isCoordinator ? ' (coordinator)' : ''}`;
  return (
    <li className="flex items-center justify-between gap-3 p-3" data-testid="package-agent">
      <div className="min-w-0">
        <p className="font-semibold">
          {admin ? (
            <Link to={`/sales-team/${agent.id}/offer`} className="text-brand-800 underline underline-offset-2">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p className="text-sm text-ink-700">
          {!agent.mayOffer
            ? 'May not offer it'
            : agent.equityPercentages.length === 0
              ? 'Outright only'
              : `${percentList(agent.equityPercentages)} down`}
          {you ? '' : sourceWords[agent.source]}
        </p>
      </div>
      {agent.mayOffer ? (
        <span className="shrink-0 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-800">
          Offers it
        </span>
      ) : (
        <span className="shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
          Not theirs
        </span>
      )}
    </li>
  );
}
