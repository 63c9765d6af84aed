import { z } from 'zod';

/**
 * The backup file (docs/reliability.md "Backup and restore"): gzip'd JSON lines. Line 1 is the
 * header; then, per table in foreign-key order, a `table` line, one JSON array per row (every value
 * as PostgreSQL's text form, or null) and an `end` line with the row count; a final `done` line.
 * The trailers let a restore tell a cut-off file from a complete one.
 */
export const BACKUP_FORMAT = 'cpr-ict-analytics-backup';
export const BACKUP_FORMAT_VERSION = 1;

const BackupColumnSchema = z.object({ name: z.string(), type: z.string() });

export const BackupTableSchema = z.object({
  name: z.string(),
  columns: z.array(BackupColumnSchema).min(1),
});
export type BackupTable = z.infer<typeof BackupTableSchema>;

export const MigrationVersionSchema = z.object({
  /** The last applied migration's file name, without `.sql`. */
  tag: z.string(),
  /** Its journal timestamp (what drizzle's migrator compares). */
  when: z.number(),
});
export type MigrationVersion = z.infer<typeof MigrationVersionSchema>;

export const BackupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  migration: MigrationVersionSchema,
  /** In foreign-key order: a table comes after every table it references. */
  tables: z.array(BackupTableSchema),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

export const TableStartSchema = z.object({ table: z.string() });
export const TableEndSchema = z.object({ end: z.string(), rows: z.number().int().nonnegative() });
export const DoneSchema = z.object({ done: z.literal(true), tables: z.number().int().nonnegative() });

export type BackupRow = (string | null)[];

/** A file that is not a complete backup, or does not fit this database. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
