import type { AgentOfferView, OfferRule } from './api/offer-api.ts';

/** "30%, 40% or 50%". */
export function percentList(plans: readonly number[]): string {
  const words = plans.map((p) => `${p}%`);
  return words.length <= 1 ? (words[0] ?? 'none') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** What a rule allows, in words: "2 of 5 packages (Home 1, Home 2), on 40% or 50% down". */
export function ruleWords(rule: OfferRule, view: Pick<AgentOfferView, 'packages' | 'plans'>): string {
  const packages =
    rule.productIds === null
      ? 'every package'
      : `${rule.productIds.length} of ${view.packages.length} packages (${view.packages
          .filter((p) => rule.productIds!.includes(p.id))
          .map((p) => p.name)
          .join(', ')})`;
  const allowed =
    rule.equityPercentages === null ? view.plans : view.plans.filter((p) => rule.equityPercentages!.includes(p));
  const plans =
    rule.equityPercentages === null
      ? 'every down payment'
      : allowed.length === 0
        ? 'no down payment offered today: outright only'
        : `${percentList(allowed)} down`;
  return `${packages}, on ${plans}`;
}

/** Who may offer what now, and whose choice it is. */
export function offerSummary(
  view: Pick<AgentOfferView, 'source' | 'own' | 'team' | 'packages' | 'plans' | 'coordinator' | 'isCoordinator'>,
): string {
  if (view.source === 'own' && view.own) return `May offer ${ruleWords(view.own, view)}: their own choice.`;
  if (view.source === 'team' && view.team) {
    const team = view.isCoordinator ? 'their team' : `${view.coordinator?.name ?? 'their coordinator'}'s team`;
    return `May offer ${ruleWords(view.team, view)}: the choice for ${team}.`;
  }
  return 'May offer every package on every down payment (nobody has chosen otherwise).';
}
