import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/**
 * One long-lived database session, for what needs the same connection over time: LISTEN, and
 * session-level advisory locks. On PGlite every caller shares the one session of the process.
 */
export interface DbSession {
  /** Whether this session is the same one every other query uses (PGlite). */
  readonly shared: boolean;
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  /** LISTENs on `channel`; resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Driver-level access below drizzle, for the job queue's adapter and LISTEN/NOTIFY. Repositories keep
 * using drizzle; only db/, the queue adapter and push/ touch this.
 */
export interface DbDriverAccess {
  /** One SQL text with `$n` parameters; without parameters it may hold several statements. */
  execute(text: string, values?: unknown[]): Promise<SqlResult>;
  openSession(): Promise<DbSession>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid LISTEN channel name: ${channel}`);
  return channel;
}

/** PGlite: multi-statement text without parameters must go through `exec` (simple protocol). */
export function pgliteAccess(client: PGlite): DbDriverAccess {
  const execute = async (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (!values || values.length === 0) {
      const last = (await client.exec(text)).at(-1);
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
    }
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
  };
  const session: DbSession = {
    shared: true,
    query: execute,
    listen: (channel, onPayload) => client.listen(checkChannel(channel), onPayload),
    close: async () => {},
  };
  return { execute, openSession: async () => session };
}

/** node-postgres: queries go to the pool; a session is a dedicated client outside the pool. */
export function postgresAccess(pool: pg.Pool, connectionString: string): DbDriverAccess {
  return {
    async execute(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? 0 };
    },
    async openSession() {
      const client = new pg.Client({ connectionString, application_name: 'app-session' });
      const handlers = new Map<string, Set<(payload: string) => void>>();
      // A dropped connection must not crash the process; its LISTENs and locks are gone with it.
      client.on('error', () => undefined);
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      await client.connect();
      return {
        shared: false,
        async query(text, values) {
          const result = await client.query(text, values);
          return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? 0 };
        },
        async listen(channel, onPayload) {
          checkChannel(channel);
          let set = handlers.get(channel);
          if (!set) {
            set = new Set();
            handlers.set(channel, set);
            await client.query(`LISTEN ${channel}`);
          }
          set.add(onPayload);
          return async () => {
            set.delete(onPayload);
            if (set.size === 0 && handlers.get(channel) === set) {
              handlers.delete(channel);
              await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
            }
          };
        },
        close: () => client.end().catch(() => undefined),
      };
    },
  };
}
