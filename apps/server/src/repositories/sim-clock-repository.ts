import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type SimClockRow, simClock } from '../db/market-schema.ts';

export type SimClockAnchor = Omit<SimClockRow, 'id'>;

export interface SimClockRepository {
  get(id: string): Promise<SimClockAnchor | undefined>;
  /** Stores `anchor` unless one exists (the first process wins); returns the stored one. */
  getOrCreate(id: string, anchor: SimClockAnchor): Promise<SimClockAnchor>;
  /** Replaces the anchor (a changed speed re-anchors at the current market time). */
  save(id: string, anchor: SimClockAnchor): Promise<void>;
}

export function createSimClockRepository(db: Db): SimClockRepository {
  const get = async (id: string): Promise<SimClockAnchor | undefined> => {
    const [row] = await db.select().from(simClock).where(eq(simClock.id, id));
    if (!row) return undefined;
    const { id: _id, ...anchor } = row;
    return anchor;
  };
  return {
    get,
    async getOrCreate(id, anchor) {
      await db
        .insert(simClock)
        .values({ id, ...anchor })
        .onConflictDoNothing();
      return (await get(id)) ?? anchor;
    },
    async save(id, anchor) {
      await db
        .insert(simClock)
        .values({ id, ...anchor })
        .onConflictDoUpdate({ target: simClock.id, set: anchor });
    },
  };
}
