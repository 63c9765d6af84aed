/**
 * The database schema, one source for drizzle queries and for the generated migrations.
 *
 * To add or change a table:
 *   1. Edit the area's schema file (keep column names snake_case in SQL, camelCase in TypeScript).
 *   2. Run `npm run db:generate` (root) — drizzle-kit writes a new timestamped SQL file and its
 *      snapshot under `src/db/migrations/`. Review the SQL and commit both.
 *   3. Never edit a migration that has landed; write a new one. If another migration with a newer
 *      timestamp landed before yours, delete yours (SQL, snapshot and journal entry) and regenerate it,
 *      because drizzle's migrator applies only migrations newer than the last one applied.
 * This file is the barrel: every table lives in an area file (users-schema.ts, app-schema.ts, …)
 * and is re-exported here; drizzle-kit reads only this file, so a new schema file must be added below.
 * Migrations run at start-up (`AppDatabase.migrate()` in start.ts) and in every test database
 * (`createTestDatabase`, which also truncates every table exported here between tests).
 * SQL lives only in `src/repositories/` (and the generic table copy of `src/db/backup/`).
 */

export * from './alerts-schema.ts';
export * from './app-schema.ts';
export * from './cpr-schema.ts';
export * from './ict-schema.ts';
export * from './jobs-schema.ts';
export * from './liquidity-schema.ts';
export * from './market-schema.ts';
export * from './positioning-schema.ts';
export * from './rate-limit-schema.ts';
export * from './screen-view-schema.ts';
export * from './upgrade-schema.ts';
export * from './users-schema.ts';
export * from './volume-schema.ts';
