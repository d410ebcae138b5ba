import { notificationEvents } from '@imole/domain';
import type { Db } from '../../db/database.ts';
import * as repo from './notification.repository.ts';

export interface ChannelSetting {
  event: string;
  label: string;
  email: boolean;
  sms: boolean;
}

export function notificationSettingsService(db: Db) {
  /** Every event, with the person's choice where they made one and the default otherwise. */
  async function settings(userId: number): Promise<ChannelSetting[]> {
    const chosen = new Map((await repo.listSettings(db, userId)).map((s) => [s.event, s]));
    return notificationEvents.map((e) => {
      const own = chosen.get(e.event);
      return { event: e.event, label: e.label, email: own?.email ?? e.email, sms: own?.sms ?? e.sms };
    });
  }

  return {
    settings,
    async update(
      userId: number,
      changes: { event: string; email: boolean; sms: boolean }[],
    ): Promise<ChannelSetting[]> {
      await repo.upsertSettings(db, userId, changes);
      return settings(userId);
    },
  };
}
