import { AppError, normalizeNigerianPhone, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import * as repo from './sales-team.repository.ts';

export const salesTeamMessages = {
  noCustomer: 'No customer has that id.',
  fixed:
    "The referral is fixed once the customer's first payment is in: commission has been earned on it. It cannot be changed now.",
  unknownCode: 'We could not find a sales agent with that referral code. Check the number.',
  noAgent: 'No sales agent has that id.',
  noCoordinator: 'That person is not a coordinator. Make them one first.',
  selfCoordinator: 'An agent cannot be their own coordinator.',
  coordinatorUnder: 'A coordinator leads a team and works under nobody: make them an agent first.',
  samePhone: 'That is already their phone number.',
  phoneOfAnother: 'This phone number belongs to another Imole account. Use a different number.',
  stillLeads: (n: number) =>
    `This coordinator leads ${n} ${n === 1 ? 'agent' : 'agents'}: move ${n === 1 ? 'them' : 'them all'} to another coordinator first.`,
};

/**
 * Staff correct who referred a customer (or remove the referral) until the customer's first payment is credited;
 * from then on it is fixed, since commission has been earned on it (issue 20). Audited, with the old and the new agent.
 */
export async function correctReferral(
  deps: AppDeps,
  staff: AppUserRow,
  input: { customerId: number; referralCode: string | null },
) {
  return deps.events.transaction(async (trx) => {
    const customer = await repo.lockCustomer(trx, input.customerId);
    if (!customer) throw new AppError('NOT_FOUND', salesTeamMessages.noCustomer);
    if (await repo.hasCreditedFirstPayment(trx, customer.id)) throw new AppError('CONFLICT', salesTeamMessages.fixed);
    const phone = input.referralCode === null ? null : normalizeNigerianPhone(input.referralCode);
    if (input.referralCode !== null && phone === null)
      throw new AppError('VALIDATION_FAILED', salesTeamMessages.unknownCode);
    const agent = phone === null ? null : await repo.agentByPhone(trx, phone);
    if (phone !== null && !agent) throw new AppError('VALIDATION_FAILED', salesTeamMessages.unknownCode);
    await repo.setReferrer(trx, customer.id, agent?.id ?? null, staff.email);
    await audit(trx, {
      actorUserId: staff.id,
      action: 'referral.corrected',
      entity: 'app_user',
      entityId: customer.id,
      before: { referredBy: customer.referred_by_user_id },
      after: { referredBy: agent?.id ?? null, agent: agent ? `${agent.firstname} ${agent.lastname}` : null },
    });
    return {
      customerId: customer.id,
      referredBy: agent ? { id: agent.id, firstname: agent.firstname, lastname: agent.lastname } : null,
    };
  });
}

/**
 * Admins make an agent a coordinator or not, and move an agent under a coordinator (or none). A coordinator who still
 * leads agents stays one until they are moved; an agent is never their own coordinator. Audited.
 */
export async function updateSalesTeam(
  deps: AppDeps,
  admin: AppUserRow,
  input: { agentId: number; isCoordinator?: boolean | undefined; coordinatorId?: number | null | undefined },
) {
  return deps.events.transaction(async (trx) => {
    const agent = await repo.lockAgent(trx, input.agentId);
    if (!agent) throw new AppError('NOT_FOUND', salesTeamMessages.noAgent);
    const changes: { is_coordinator?: boolean; coordinator_user_id?: number | null } = {};
    if (input.isCoordinator !== undefined && input.isCoordinator !== agent.is_coordinator) {
      if (!input.isCoordinator) {
        const leads = await repo.agentCount(trx, agent.id);
        if (leads > 0) throw new AppError('CONFLICT', salesTeamMessages.stillLeads(leads));
      }
      changes.is_coordinator = input.isCoordinator;
      // A coordinator works under nobody: made one, they leave their coordinator's team (no loops, no chains).
      if (input.isCoordinator) changes.coordinator_user_id = null;
    }
    if (input.coordinatorId !== undefined && input.coordinatorId !== agent.coordinator_user_id) {
      if (input.coordinatorId === agent.id) throw new AppError('VALIDATION_FAILED', salesTeamMessages.selfCoordinator);
      const staysCoordinator = changes.is_coordinator ?? agent.is_coordinator;
      if (input.coordinatorId !== null && staysCoordinator)
        throw new AppError('VALIDATION_FAILED', salesTeamMessages.coordinatorUnder);
      if (input.coordinatorId !== null) {
        const coordinator = await repo.lockAgent(trx, input.coordinatorId);
        if (!coordinator?.is_coordinator) throw new AppError('VALIDATION_FAILED', salesTeamMessages.noCoordinator);
      }
      changes.coordinator_user_id = input.coordinatorId;
    }
    if (Object.keys(changes).length > 0) {
      await repo.setTeam(trx, agent.id, changes, admin.email);
      await audit(trx, {
        actorUserId: admin.id,
        action: 'sales-team.changed',
        entity: 'app_user',
        entityId: agent.id,
        before: { isCoordinator: agent.is_coordinator, coordinatorId: agent.coordinator_user_id },
        after: {
          isCoordinator: changes.is_coordinator ?? agent.is_coordinator,
          coordinatorId:
            changes.coordinator_user_id === undefined ? agent.coordinator_user_id : changes.coordinator_user_id,
        },
      });
    }
    return {
      id: agent.id,
      isCoordinator: changes.is_coordinator ?? agent.is_coordinator,
      coordinatorId:
        changes.coordinator_user_id === undefined ? agent.coordinator_user_id : changes.coordinator_user_id,
    };
  });
}

/** Admins: the whole sales team, each with their coordinator. */
export async function salesTeam(deps: AppDeps) {
  const rows = await repo.listSalesTeam(deps.db);
  return rows.map(({ coordinatorFirstname, coordinatorLastname, ...row }) => ({
    ...row,
    coordinatorName: coordinatorFirstname ? `${coordinatorFirstname} ${coordinatorLastname}` : null,
  }));
}

/** Staff: who referred the customer of a request, and whether it can still be changed (before the first payment). */
export async function referralOfRequest(deps: AppDeps, quoteRequestId: number) {
  const row = await repo.referralOfRequest(deps.db, quoteRequestId);
  if (!row) throw new AppError('NOT_FOUND', 'Quote request not found.');
  return {
    customerId: row.customerId,
    referredBy:
      row.agentId === null
        ? null
        : {
            id: row.agentId,
            name: `${row.agentFirstname} ${row.agentLastname}`,
            phoneNumber: row.agentPhone!,
            // A friend's customer code (docs/sales.md "Customer referral programme"): a reward, no commission.
            isCustomer: row.referrerRole === UserRole.Customer,
          },
    fixed: await repo.hasCreditedFirstPayment(deps.db, row.customerId),
  };
}

/**
 * Admins change an agent's phone number, which is their referral code (docs/sales.md "Changing an agent's phone"):
 * customers they already referred stay theirs (a referral is to the person, not the number); from now on only the new
 * number refers new customers. Audited with the old and the new number.
 */
export async function changeAgentPhone(
  deps: AppDeps,
  admin: AppUserRow,
  input: { agentId: number; phoneNumber: string },
) {
  return deps.events.transaction(async (trx) => {
    const agent = await repo.lockAgent(trx, input.agentId);
    if (!agent) throw new AppError('NOT_FOUND', salesTeamMessages.noAgent);
    if (agent.phone_number === input.phoneNumber) throw new AppError('CONFLICT', salesTeamMessages.samePhone);
    if (await repo.phoneOnAnotherAccount(trx, input.phoneNumber, agent.id))
      throw new AppError('CONFLICT', salesTeamMessages.phoneOfAnother);
    await repo.setAgentPhone(trx, agent.id, input.phoneNumber, admin.email);
    await audit(trx, {
      actorUserId: admin.id,
      action: 'sales-team.phone-changed',
      entity: 'app_user',
      entityId: agent.id,
      before: { phoneNumber: agent.phone_number },
      after: { phoneNumber: input.phoneNumber },
    });
    return { id: agent.id, phoneNumber: input.phoneNumber };
  });
}
