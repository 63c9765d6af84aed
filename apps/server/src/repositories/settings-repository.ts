import { eq, sql } from 'drizzle-orm';
import { appSettings } from '../db/app-schema.ts';
import type { Db } from '../db/database.ts';

export interface StoredSettings {
  /** The saved settings object as stored (validated again when read). */
  data: Record<string, unknown>;
  updatedAt: Date;
  updatedBy: number | null;
}

export interface SettingsRepository {
  /** The saved settings, or undefined before the first save. */
  read(): Promise<StoredSettings | undefined>;
  /** Replaces the saved settings in one statement (all or nothing). */
  write(data: Record<string, unknown>, updatedBy: number | null, at: Date): Promise<StoredSettings>;
}

const SETTINGS_ROW = 1;

export function createSettingsRepository(db: Db): SettingsRepository {
  return {
    async read() {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.id, SETTINGS_ROW));
      return row && { data: row.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
    },

    async write(data, updatedBy, at) {
      const [row] = await db
        .insert(appSettings)
        .values({ id: SETTINGS_ROW, data, updatedAt: at, updatedBy })
        .onConflictDoUpdate({
          target: appSettings.id,
          set: { data: sql`excluded.data`, updatedAt: sql`excluded.updated_at`, updatedBy },
        })
        .returning();
      if (!row) throw new Error('settings upsert returned no row');
      return { data: row.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
    },
  };
}
