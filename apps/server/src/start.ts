import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createServices } from './composition/app-services.ts';
import { applyCacheNotice } from './composition/cache-notices.ts';
import { createServerRoot } from './composition/server-root.ts';
import { relaySourceEvent, relayStreamEvent } from './composition/stream-relay.ts';
import type { AppConfig } from './config/config.ts';
import { type AppDatabase, openDatabase } from './db/database.ts';
import { buildApp } from './http/app.ts';
import { createPgBossQueue } from './jobs/queue/pg-boss-queue.ts';
import { safeErrorText } from './lib/safe-error.ts';
import { chartVenueOf } from './market/files/files-venue.ts';
import { type MarketRuntime, startMarketRuntime } from './runtime/market-runtime.ts';
import { adminPasswordBanner, bootstrapAdmin } from './services/admin-bootstrap.ts';
import { resolveJwtSecret } from './services/jwt-secret.ts';
import type { RequestLimitSync } from './services/limits/shared-windows.ts';
import { createArgon2Hasher, type PasswordHasher } from './services/password-hasher.ts';

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export interface StartOptions {
  log: FastifyBaseLogger;
  /** Writes to the console (the generated admin password goes here, not to the log). */
  print?: (text: string) => void;
  openDb?: (config: AppConfig) => Promise<AppDatabase>;
  hasher?: PasswordHasher;
  webDistDir?: string;
}

export interface RunningServer {
  app: FastifyInstance | null;
  database: AppDatabase;
  /** Market source, job queue, worker and scheduler of this process (see runtime/). */
  market: MarketRuntime;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Start-up: database and migrations; the market runtime of this process's roles (source, job queue,
 * `worker` jobs, `scheduler` backfill + live feed + schedules, in the background); then (role `api`)
 * the first admin and the HTTP server, which relays stream events to its SSE clients.
 */
export async function startServer(config: AppConfig, options: StartOptions): Promise<RunningServer> {
  const { log } = options;
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const database = await (
    options.openDb ??
    ((c: AppConfig) =>
      openDatabase(c, ({ sql, heldMs }) =>
        log.info({ heldMs: Math.round(heldMs), sql }, 'database statement held the event loop'),
      ))
  )(config);
  let market: MarketRuntime | undefined;
  let requestLimitSync: RequestLimitSync | null = null;
  try {
    await database.migrate();
    log.info({ driver: database.driver, roles: [...config.roles] }, 'database ready');
    // The composition root: every repository and service of this process, built once.
    const root = createServerRoot({
      db: database.db,
      queue: createPgBossQueue({
        access: database.access,
        supervise: config.roles.has('worker') || config.roles.has('scheduler'),
        exclusive: database.exclusive,
        onError: (error) => log.warn({ error: safeErrorText(error) }, 'job queue error'),
      }),
      report: (message, error) => log.warn({ error: safeErrorText(error) }, message),
      chartVenue: chartVenueOf(config.market),
    });
    market = await startMarketRuntime(config, database, root, log);
    const runtime = market;
    if (!config.roles.has('api')) {
      return {
        app: null,
        database,
        market: runtime,
        close: async () => {
          await runtime.stop();
          await database.close();
        },
      };
    }

    const hasher = options.hasher ?? createArgon2Hasher();
    // First-start setup under the setup lock (db/setup-lock.ts): processes started at once take turns.
    const admin = await database.exclusive(() => bootstrapAdmin(root.repos.users, hasher, config.admin));
    if (admin.action === 'created') {
      log.info({ username: admin.username }, 'admin account created');
      if (admin.generatedPassword) print(adminPasswordBanner(admin.username, admin.generatedPassword));
    }
    const services = createServices({
      root,
      jwtSecret: await resolveJwtSecret(config),
      hasher,
      // The newest data time is kept in memory (services.dataTime), refreshed on `market` events.
      health: {
        source: config.market.source,
        market: () => runtime.status(),
        marketNow: () => runtime.clock.now(),
      },
      report: (message, error) => log.warn({ error: safeErrorText(error) }, message),
      // The API reads the running source through this one getter: a venue switch is a new scope.
      market: { source: config.market.source, scope: runtime.current },
      // Request counters decided from memory: alone on the embedded database (one process), and on
      // PostgreSQL exchanged with the shared rows in the background, so every API process shares them
      // without a database round trip per request. Login and registration counts are always stored.
      limits: {
        requestStore: database.driver === 'postgres' ? 'shared' : 'memory',
        syncIntervalMs: config.rateLimitSyncMs,
        ...(config.rateLimits === 'off' ? { requests: 'off', registrations: 'off' } : {}),
      },
      streamLimits: config.streamLimits,
    });
    requestLimitSync = services.requestLimitSync;
    // Whichever process ran a job or stored bars, its results reach this process's cached bodies here.
    runtime.bus.subscribe((event) => relayStreamEvent(services, event));
    runtime.bus.onSource((event) => relaySourceEvent(services, event));
    // A role change, a deactivation, a revoked session or a watchlist edit in any process reaches this
    // process's caches of callers and watchlists here (database triggers send the notices on commit).
    runtime.bus.onCacheNotice((notice) =>
      applyCacheNotice(
        { sessions: services.sessions, watchlists: root.watchlists, stream: services.stream, now: root.now },
        notice,
      ),
    );
    const distDir = options.webDistDir ?? defaultWebDistDir;
    const webDistDir = existsSync(join(distDir, 'index.html')) ? distDir : null;
    if (!webDistDir)
      log.warn({ distDir }, 'web app not built: serving the API only (run `npm run build:web`)');
    const app = await buildApp({
      services,
      logger: log,
      webDistDir,
      trustProxy: config.trustProxy,
      network: config.network,
    });
    await app.listen({ port: config.port, host: config.host });
    return {
      app,
      database,
      market: runtime,
      close: async () => {
        await app.close();
        // The last interval's request counts, sent while the database is still open.
        await services.requestLimitSync?.stop();
        await runtime.stop();
        await database.close();
      },
    };
  } catch (error) {
    await requestLimitSync?.stop();
    await market?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
