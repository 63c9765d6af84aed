import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

export interface NotificationRepository {
  /** `pg_notify(channel, payload)`: delivered to every session LISTENing on it, in every process. */
  notify(channel: string, payload: string): Promise<void>;
}

export function createNotificationRepository(db: Db): NotificationRepository {
  return {
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}
