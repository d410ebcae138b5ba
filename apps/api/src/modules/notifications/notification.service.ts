import { notificationEventsFor, UserRole } from '@imole/domain';
import type { Db } from '../../db/database.ts';
import * as repo from './notification.repository.ts';

export interface ChannelSetting {
  event: string;
  label: string;
  email: boolean;
  sms: boolean;
}

export function notificationSettingsService(db: Db) {
  /**
   * Every event that can reach the person, with their choice where they made one and the default otherwise. A
   * sales agent is offered their own events (a customer of theirs overdue), a bank officer theirs (applications).
   */
  async function settings(user: { id: number; user_role: number }): Promise<ChannelSetting[]> {
    const userId = user.id;
    const chosen = new Map((await repo.listSettings(db, userId)).map((s) => [s.event, s]));
    // An agent is offered their own events, an officer theirs; customers (and staff) the customer's.
    const theirs = notificationEventsFor(
      user.user_role === UserRole.SalesAgent
        ? 'agent'
        : user.user_role === UserRole.BankOfficer
          ? 'officer'
          : 'customer',
    );
    return theirs.map((e) => {
      const own = chosen.get(e.event);
      return { event: e.event, label: e.label, email: own?.email ?? e.email, sms: own?.sms ?? e.sms };
    });
  }

  return {
    settings,
    async update(
      user: { id: number; user_role: number },
      changes: { event: string; email: boolean; sms: boolean }[],
    ): Promise<ChannelSetting[]> {
      await repo.upsertSettings(db, user.id, changes);
      return settings(user);
    },
  };
}
