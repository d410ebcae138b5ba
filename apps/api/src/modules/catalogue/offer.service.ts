import { AppError, UserRole, type Settings } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { authErrors } from '../auth/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './offer.repository.ts';
import { currentCatalogue, priceItem, type ProductItem } from './product.service.ts';

/**
 * Which packages and down-payment plans each agent may offer (docs/sales.md "What each agent may offer"). No rule:
 * everything. An agent's own rule wins over their team's (the rule an admin set for their coordinator's team; a
 * coordinator's team includes the coordinator). A rule is whole: its packages and its plans go together.
 */
export interface OfferRule {
  /** null: every package. */
  productIds: number[] | null;
  /** null: every plan offered. */
  equityPercentages: number[] | null;
}

export type OfferSource = 'everything' | 'own' | 'team';

export const offerMessages = {
  noAgent: 'No sales agent has that id.',
  notCoordinator: 'Only a coordinator has a team. Make them a coordinator first, or choose for the agent alone.',
  noPackage: 'Choose at least one package, or Everything.',
  noPlan: 'Choose at least one down-payment plan, or Everything.',
  unknownPackage: (id: number) => `There is no package with id ${id}. Choose from the packages offered.`,
  unknownPlan: (pct: number, offered: readonly number[]) =>
    `${pct}% is not a down payment the business offers. Choose from ${offered.map((p) => `${p}%`).join(', ')}.`,
  followTeamForTeam: 'followTeam is for an agent: a team has no team above it.',
  notAllowedPackage:
    'You may not offer this package. The packages open to you are on your Packages page; an administrator chooses them.',
  notAllowedPlan: (allowed: readonly number[]) =>
    allowed.length === 0
      ? 'No down-payment plan is open to you: you may sell outright only. An administrator chooses your plans.'
      : `You may offer only these down payments: ${allowed.map((p) => `${p}%`).join(', ')}. An administrator chooses them.`,
};

const toRule = (row: repo.OfferRuleRecord): OfferRule => ({
  productIds: row.product_ids,
  equityPercentages: row.equity_percentages,
});

/** Whose team rule applies to this person: their own team's for a coordinator, their coordinator's for an agent. */
const teamOwnerOf = (member: repo.SalesMemberRecord) =>
  member.is_coordinator ? member.id : member.coordinator_user_id;

/** The rules that bear on one person (from rows that hold theirs and their team's), and the one in force. */
function resolveRules(member: repo.SalesMemberRecord, rows: readonly repo.OfferRuleRecord[]) {
  const teamOwner = teamOwnerOf(member);
  const own = rows.find((r) => r.user_id === member.id && r.scope === 'agent');
  const team = rows.find((r) => r.user_id === teamOwner && r.scope === 'team');
  const source: OfferSource = own ? 'own' : team ? 'team' : 'everything';
  const inForce = own ?? team;
  return {
    own: own ? toRule(own) : null,
    team: team ? toRule(team) : null,
    source,
    rule: inForce ? toRule(inForce) : { productIds: null, equityPercentages: null },
  };
}

/** One person's rules resolved against today's plans: what they may offer. */
function offerOf(member: repo.SalesMemberRecord, rows: readonly repo.OfferRuleRecord[], offered: readonly number[]) {
  const rules = resolveRules(member, rows);
  return {
    ...rules,
    mayOffer: (productId: number) => rules.rule.productIds === null || rules.rule.productIds.includes(productId),
    plans: plansAllowed(rules.rule, offered),
  };
}

/** The plans offered today (ascending) that a rule allows. A plan the business stopped offering drops out. */
export function plansAllowed(rule: OfferRule, offered: readonly number[]): number[] {
  const all = [...offered].sort((a, b) => a - b);
  return rule.equityPercentages === null ? all : all.filter((p) => rule.equityPercentages!.includes(p));
}

/** What one agent may offer now: the rule in force, where it comes from, and the plans it leaves of today's. */
export async function agentOffer(db: DbOrTx, agentUserId: number, settings?: Settings) {
  const member = await repo.findSalesMember(db, agentUserId);
  if (!member) throw new AppError('NOT_FOUND', offerMessages.noAgent);
  const teamOwner = teamOwnerOf(member);
  const [rows, current] = await Promise.all([
    repo.rulesOf(db, teamOwner === null ? [member.id] : [member.id, teamOwner]),
    settings ?? loadSettings(db),
  ]);
  return offerOf(member, rows, current.equityPercentages);
}

/** Whether an agent may offer this package (true for every package when no rule restricts them). */
export async function agentMayOffer(db: DbOrTx, agentUserId: number, productId: number): Promise<boolean> {
  return (await agentOffer(db, agentUserId)).mayOffer(productId);
}

/** The down payments (equity percentages, ascending) an agent may offer: today's plans their rule allows. */
export async function agentAllowedPlans(db: DbOrTx, agentUserId: number): Promise<number[]> {
  return (await agentOffer(db, agentUserId)).plans;
}

/**
 * Refuses (403, a sentence for the agent) a package or a plan the agent may not offer; what quote creation by an agent
 * calls. `equityPercentage` null or undefined: no plan chosen (outright, or chosen later), only the package is checked.
 */
export async function assertAgentMayOffer(
  db: DbOrTx,
  agentUserId: number,
  productId: number,
  equityPercentage?: number | null,
): Promise<void> {
  const offer = await agentOffer(db, agentUserId);
  if (!offer.mayOffer(productId)) throw new AppError('FORBIDDEN', offerMessages.notAllowedPackage);
  if (equityPercentage !== undefined && equityPercentage !== null && !offer.plans.includes(equityPercentage))
    throw new AppError('FORBIDDEN', offerMessages.notAllowedPlan(offer.plans));
}

/**
 * The package list as one agent sees it: only the packages they may offer, each priced at the lowest down payment
 * they may offer (the list's "default plan"). No rule: the shared, cached list itself.
 */
export async function packagesForAgent(db: DbOrTx, agentUserId: number): Promise<ProductItem[]> {
  const catalogue = await currentCatalogue(db);
  const offer = await agentOffer(db, agentUserId, catalogue.settings);
  if (offer.source === 'everything') return catalogue.lists.all;
  const plans = offer.plans.length > 0 ? offer.plans : catalogue.settings.equityPercentages;
  const settings = { ...catalogue.settings, equityPercentages: plans };
  return catalogue.products
    .filter(({ product }) => offer.mayOffer(product.id))
    .map(({ product, lines }) => priceItem(product, lines, settings));
}

/** A sales agent may read a package only when they may offer it; anyone else, any package. */
export async function checkMayRead(db: DbOrTx, user: Pick<AppUserRow, 'id' | 'user_role'>, productId: number) {
  if (user.user_role !== UserRole.SalesAgent) return null;
  const offer = await agentOffer(db, user.id);
  if (!offer.mayOffer(productId))
    throw new AppError('NOT_FOUND', 'We could not find that package among the ones you may offer.');
  return offer;
}

const nameOf = (m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`;

/** Admins: what one agent (or coordinator) may offer, the rules behind it, and what there is to choose from. */
export async function agentOfferView(deps: AppDeps, salesTeamUserId: number) {
  const { db } = deps;
  const member = await repo.findSalesMember(db, salesTeamUserId);
  if (!member) throw new AppError('NOT_FOUND', offerMessages.noAgent);
  const [offer, settings, packages] = await Promise.all([
    agentOffer(db, member.id),
    loadSettings(db),
    repo.listActivePackageNames(db),
  ]);
  const coordinator =
    member.coordinator_user_id === null ? null : await repo.findSalesMember(db, member.coordinator_user_id);
  return {
    salesTeamUserId: member.id,
    name: nameOf(member),
    isCoordinator: member.is_coordinator,
    coordinator: coordinator ? { id: coordinator.id, name: nameOf(coordinator) } : null,
    source: offer.source,
    own: offer.own,
    team: offer.team,
    inForce: { productIds: offer.rule.productIds, equityPercentages: offer.plans },
    packages: packages.filter((p) => p.is_active).map((p) => ({ id: p.id, name: p.name })),
    plans: [...settings.equityPercentages].sort((a, b) => a - b),
  };
}

export interface SetOfferInput {
  salesTeamUserId: number;
  scope: 'agent' | 'team';
  productIds: number[] | null;
  equityPercentages: number[] | null;
  followTeam: boolean;
}

async function checkChoices(deps: AppDeps, input: SetOfferInput) {
  if (input.productIds !== null) {
    if (input.productIds.length === 0) throw new AppError('VALIDATION_FAILED', offerMessages.noPackage);
    const active = (await repo.listActivePackageNames(deps.db)).filter((p) => p.is_active).map((p) => p.id);
    const unknown = input.productIds.find((id) => !active.includes(id));
    if (unknown !== undefined) throw new AppError('VALIDATION_FAILED', offerMessages.unknownPackage(unknown));
  }
  if (input.equityPercentages !== null) {
    if (input.equityPercentages.length === 0) throw new AppError('VALIDATION_FAILED', offerMessages.noPlan);
    const offered = [...(await loadSettings(deps.db)).equityPercentages].sort((a, b) => a - b);
    const unknown = input.equityPercentages.find((p) => !offered.includes(p));
    if (unknown !== undefined) throw new AppError('VALIDATION_FAILED', offerMessages.unknownPlan(unknown, offered));
  }
}

const sorted = (list: number[] | null) => (list === null ? null : [...new Set(list)].sort((a, b) => a - b));

/**
 * Admins set what an agent (scope agent) or a coordinator's whole team (scope team) may offer. A team's "everything"
 * removes its rule; an agent's `followTeam` removes their own rule so the team's applies. Audited.
 */
export async function setAgentOffer(deps: AppDeps, admin: AppUserRow, input: SetOfferInput) {
  if (input.followTeam && input.scope === 'team')
    throw new AppError('VALIDATION_FAILED', offerMessages.followTeamForTeam);
  if (!input.followTeam) await checkChoices(deps, input);
  const productIds = sorted(input.productIds);
  const equityPercentages = sorted(input.equityPercentages);
  await deps.events.transaction(async (trx) => {
    const member = await repo.lockSalesMember(trx, input.salesTeamUserId);
    if (!member) throw new AppError('NOT_FOUND', offerMessages.noAgent);
    if (input.scope === 'team' && !member.is_coordinator)
      throw new AppError('VALIDATION_FAILED', offerMessages.notCoordinator);
    const [before] = (await repo.rulesOf(trx, [member.id])).filter((r) => r.scope === input.scope);
    const remove = input.followTeam || (input.scope === 'team' && productIds === null && equityPercentages === null);
    if (remove) await repo.deleteRule(trx, member.id, input.scope);
    else
      await repo.saveRule(trx, {
        userId: member.id,
        scope: input.scope,
        productIds,
        equityPercentages,
        by: admin.id,
        at: deps.clock.now(),
      });
    await audit(trx, {
      actorUserId: admin.id,
      action: 'sales-offer.changed',
      entity: 'app_user',
      entityId: member.id,
      before: { scope: input.scope, rule: before ? toRule(before) : null },
      after: { scope: input.scope, rule: remove ? null : { productIds, equityPercentages } },
    });
  });
  return agentOfferView(deps, input.salesTeamUserId);
}

/** The signed-in agent's own: the packages (null: all) and the plans they may offer, and whose rule it is. */
export async function myOffer(deps: AppDeps, user: AppUserRow) {
  const offer = await agentOffer(deps.db, user.id);
  return { source: offer.source, productIds: offer.rule.productIds, equityPercentages: offer.plans };
}

/**
 * Who may offer one package, with the plans each may offer it on: every agent for staff, a coordinator's own team
 * (themself included) for a coordinator.
 */
export async function packageAgents(deps: AppDeps, user: AppUserRow, productId: number) {
  const { db } = deps;
  const catalogue = await currentCatalogue(db);
  if (!catalogue.products.some((p) => p.product.id === productId))
    throw new AppError('NOT_FOUND', 'We could not find that package. Choose one from the list.');
  if (user.user_role === UserRole.SalesAgent && !user.is_coordinator)
    throw new AppError('FORBIDDEN', authErrors.coordinatorsOnly);
  const members = (
    await repo.listSalesMembers(db, user.user_role === UserRole.SalesAgent ? user.id : undefined)
  ).filter((m) => m.is_active);
  const owners = members.map(teamOwnerOf).filter((id): id is number => id !== null);
  const rules = await repo.rulesOf(db, [...new Set([...members.map((m) => m.id), ...owners])]);
  const rows = members.map((member) => ({
    member,
    offer: offerOf(member, rules, catalogue.settings.equityPercentages),
  }));
  return rows.map(({ member, offer }) => ({
    id: member.id,
    name: nameOf(member),
    isCoordinator: member.is_coordinator,
    source: offer.source,
    mayOffer: offer.mayOffer(productId),
    equityPercentages: offer.mayOffer(productId) ? offer.plans : [],
  }));
}
