import { RequestStatus } from '../../lib/request-status.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAgentOffer, useSetAgentOffer, type AgentOfferView, type OfferRule } from './api/offer-api.ts';
import { offerSummary, percentList } from './offer-words.ts';

/**
 * /sales-team/:id/offer (admins, issue 20 "Beyond"): what one agent may offer — which packages and which down
 * payments — or, for a coordinator, what their whole team may offer. Everything by default; the agent's own choice
 * wins over their team's (docs/sales.md "What each agent may offer").
 */
export default function AgentOfferAdminPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const offer = useAgentOffer(valid ? id : 0);
  useDocumentTitle(offer.data ? `What ${offer.data.name} may offer` : 'What they may offer');
  const [scope, setScope] = useState<'agent' | 'team'>('agent');
  // Kept here: the form starts again from the saved choice once it is saved.
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">What they may offer</h1>
      {!valid ? (
        <Alert tone="error">This link does not name a sales agent. Open one from the sales team.</Alert>
      ) : offer.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : offer.isError ? (
        <LoadError
          title="We could not load what this agent may offer"
          message={offer.error.message}
          retrying={offer.isRefetching}
          onRetry={() => void offer.refetch()}
        />
      ) : (
        <>
          <section aria-label="In force now" className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4">
            <h2 className="text-lg font-semibold">{offer.data.name}</h2>
            <p className="text-sm text-ink-800">{offerSummary(offer.data)}</p>
          </section>
          {offer.data.isCoordinator && (
            <div role="group" aria-label="Whose choice" className="grid grid-cols-2 gap-2">
              {(['agent', 'team'] as const).map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={scope === s}
                  onClick={() => {
                    setScope(s);
                    setMessage(null);
                  }}
                  className={`min-h-11 rounded-xl border-2 px-3 text-sm font-semibold ${
                    scope === s ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-ink-200 bg-white'
                  }`}
                >
                  {s === 'agent' ? `${offer.data.name.split(' ')[0]} alone` : 'Their whole team'}
                </button>
              ))}
            </div>
          )}
          <OfferForm
            key={`${scope}-${JSON.stringify(scope === 'team' ? offer.data.team : offer.data.own)}`}
            view={offer.data}
            scope={offer.data.isCoordinator ? scope : 'agent'}
            message={message}
            onMessage={setMessage}
          />
        </>
      )}
      <Link to="/sales-team" className="min-h-11 py-2 text-center font-semibold text-brand-800 underline">
        Back to the sales team
      </Link>
    </div>
  );
}

type Message = { tone: 'success' | 'error'; text: string };

function OfferForm(props: {
  view: AgentOfferView;
  scope: 'agent' | 'team';
  message: Message | null;
  onMessage(message: Message | null): void;
}) {
  const { view, scope, message, onMessage: setMessage } = props;
  const save = useSetAgentOffer();
  const rule: OfferRule | null = scope === 'team' ? view.team : view.own;
  // An agent under a coordinator, or a coordinator, may simply follow the team's choice (no rule of their own).
  const canFollow = scope === 'agent' && (view.isCoordinator || view.coordinator !== null);
  const [follow, setFollow] = useState(canFollow && rule === null);
  const [allPackages, setAllPackages] = useState(rule?.productIds == null);
  const [packages, setPackages] = useState<number[]>(rule?.productIds ?? []);
  const [allPlans, setAllPlans] = useState(rule?.equityPercentages == null);
  const [plans, setPlans] = useState<number[]>(rule?.equityPercentages ?? []);
  const toggle = (list: number[], value: number) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const who = scope === 'team' ? `${view.name}'s team` : view.name;

  const submit = () => {
    setMessage(null);
    if (!follow && !allPackages && packages.length === 0)
      return setMessage({ tone: 'error', text: 'Tick at least one package, or Every package.' });
    if (!follow && !allPlans && plans.length === 0)
      return setMessage({ tone: 'error', text: 'Tick at least one down payment, or Every down payment.' });
    save.mutate(
      {
        salesTeamUserId: view.salesTeamUserId,
        scope,
        followTeam: follow,
        productIds: follow || allPackages ? null : packages,
        equityPercentages: follow || allPlans ? null : plans,
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: `Saved. ${who} sees it on their Packages page now.` }),
        onError: (error) => setMessage({ tone: 'error', text: error.message }),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      aria-label={`What ${who} may offer`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {scope === 'team' && (
        <p className="text-sm text-ink-700">
          For {view.name} and every agent under them. An agent given a choice of their own keeps it.
        </p>
      )}
      {canFollow && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">Whose choice</legend>
          <Radio checked={follow} onChange={() => setFollow(true)} name="follow">
            {view.isCoordinator
              ? 'Same as the rule for the team they lead'
              : `Same as ${view.coordinator!.name}'s team`}
            <span className="block text-sm font-normal text-ink-700">
              {view.team ? offerSummary({ ...view, source: 'team', own: null }) : 'Their team may offer everything.'}
            </span>
          </Radio>
          <Radio checked={!follow} onChange={() => setFollow(false)} name="follow">
            A choice for {view.name.split(' ')[0]} alone
          </Radio>
        </fieldset>
      )}
      {!follow && (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">Packages</legend>
            <Check checked={allPackages} onChange={() => setAllPackages(!allPackages)}>
              Every package, and any added later
            </Check>
            {!allPackages &&
              view.packages.map((p) => (
                <Check
                  key={p.id}
                  checked={packages.includes(p.id)}
                  onChange={() => setPackages(toggle(packages, p.id))}
                >
                  {p.name}
                </Check>
              ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">Down payments</legend>
            <Check checked={allPlans} onChange={() => setAllPlans(!allPlans)}>
              Every down payment offered ({percentList(view.plans)})
            </Check>
            {!allPlans && (
              <div className="grid grid-cols-2 gap-2">
                {view.plans.map((pct) => (
                  <Check key={pct} checked={plans.includes(pct)} onChange={() => setPlans(toggle(plans, pct))}>
                    {pct}% down
                  </Check>
                ))}
              </div>
            )}
            <p className="text-xs text-ink-600">Paying the whole price outright is always possible.</p>
          </fieldset>
        </>
      )}
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Button
        type="submit"
        block
        state={save.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Saving"
      >
        Save for {who}
      </Button>
    </form>
  );
}

function Check(props: { checked: boolean; onChange(): void; children: React.ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-3 py-2">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={props.onChange}
        className="size-5 shrink-0 accent-brand-600"
      />
      <span className="font-medium">{props.children}</span>
    </label>
  );
}

function Radio(props: { checked: boolean; onChange(): void; name: string; children: React.ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white px-3 py-2">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChange}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span className="font-medium">{props.children}</span>
    </label>
  );
}
