import type { DbSession } from '../db-session.ts';
import { BackupError, type BackupTable } from './backup-format.ts';

/** A table of the app's schema as the catalog describes it (docs/reliability.md "Backup and restore"). */
export interface AppTable extends BackupTable {
  /** Primary key columns, in key order: the rows' stable order. Empty when the table has none. */
  primaryKey: string[];
  /** Whether a column is `GENERATED ALWAYS AS IDENTITY` (inserts then need OVERRIDING SYSTEM VALUE). */
  hasIdentity: boolean;
  /** Columns backed by a sequence (serial or identity): reset to max(column) after a restore. */
  sequenceColumns: string[];
}

/** The app's tables live in `public`; drizzle's bookkeeping in `drizzle`, the job queue in `pgboss`. */
const APP_SCHEMA = 'public';

/** Quotes an identifier for SQL (names come from the catalog, never from a user). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Every ordinary table of the app's schema with its columns (stored, not generated), primary key and
 * sequences, sorted so that a table comes after the tables its foreign keys reference.
 */
export async function readAppTables(session: DbSession): Promise<AppTable[]> {
  const { rows: tableRows } = await session.query(
    `select c.oid::bigint as oid, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [APP_SCHEMA],
  );
  const { rows: columnRows } = await session.query(
    `select a.attrelid::bigint as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attidentity as identity,
            pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as seq
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attrelid, a.attnum`,
    [APP_SCHEMA],
  );
  const { rows: keyRows } = await session.query(
    `select con.conrelid::bigint as oid, con.contype as kind, con.confrelid::bigint as ref,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, pos)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                   order by k.pos) as columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and con.contype in ('p', 'f')`,
    [APP_SCHEMA],
  );

  const tables = new Map<number, AppTable>();
  for (const row of tableRows) {
    tables.set(Number(row.oid), {
      name: String(row.name),
      columns: [],
      primaryKey: [],
      hasIdentity: false,
      sequenceColumns: [],
    });
  }
  for (const row of columnRows) {
    const table = tables.get(Number(row.oid));
    if (!table) continue;
    const name = String(row.name);
    table.columns.push({ name, type: String(row.type) });
    if (row.identity === 'a') table.hasIdentity = true;
    if (row.seq) table.sequenceColumns.push(name);
  }
  const references = new Map<number, Set<number>>();
  for (const row of keyRows) {
    const oid = Number(row.oid);
    const table = tables.get(oid);
    if (!table) continue;
    if (row.kind === 'p') table.primaryKey = parseNameArray(row.columns);
    else if (Number(row.ref) !== oid && tables.has(Number(row.ref))) {
      const refs = references.get(oid) ?? new Set<number>();
      refs.add(Number(row.ref));
      references.set(oid, refs);
    }
  }
  return foreignKeyOrder(tables, references);
}

/** node-postgres parses `text[]` into an array; PGlite may too, or give the `{a,b}` text form. */
function parseNameArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  return text
    .slice(1, -1)
    .split(',')
    .filter((part) => part.length > 0)
    .map((part) => part.replace(/^"(.*)"$/, '$1'));
}

/** Referenced tables first; ties by name, so the order is stable. */
function foreignKeyOrder(tables: Map<number, AppTable>, references: Map<number, Set<number>>): AppTable[] {
  const ordered: AppTable[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (oid: number) => {
    const seen = state.get(oid);
    if (seen === 'done') return;
    if (seen === 'visiting')
      throw new BackupError(`foreign keys form a cycle through table ${tables.get(oid)?.name}`);
    state.set(oid, 'visiting');
    const refs = [...(references.get(oid) ?? [])].sort((a, b) =>
      (tables.get(a)?.name ?? '').localeCompare(tables.get(b)?.name ?? ''),
    );
    for (const ref of refs) visit(ref);
    state.set(oid, 'done');
    const table = tables.get(oid);
    if (table) ordered.push(table);
  };
  const byName = [...tables.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name));
  for (const [oid] of byName) visit(oid);
  return ordered;
}
