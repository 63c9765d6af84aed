import type { Db } from '../db/database.ts';
import { type ToolboxLogRow, toolboxLog } from '../db/jobs-schema.ts';

export type NewToolboxLogEntry = Omit<ToolboxLogRow, 'id' | 'createdAt'>;

export interface ToolboxLogRepository {
  add(entry: NewToolboxLogEntry, at: Date): Promise<ToolboxLogRow>;
}

export function createToolboxLogRepository(db: Db): ToolboxLogRepository {
  return {
    async add(entry, at) {
      const [row] = await db
        .insert(toolboxLog)
        .values({ ...entry, createdAt: at })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
