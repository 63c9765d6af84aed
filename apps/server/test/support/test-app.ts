import type { UserRole } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type ApiMarketOptions,
  type AppServices,
  createServices,
} from '../../src/composition/app-services.ts';
import { applyCacheNotice } from '../../src/composition/cache-notices.ts';
import type { LimitOptions } from '../../src/composition/limit-services.ts';
import { createServerRoot, type ServerRoot } from '../../src/composition/server-root.ts';
import type { UserRow } from '../../src/db/schema.ts';
import { type AppDeps, buildApp } from '../../src/http/app.ts';
import type { JobQueue } from '../../src/jobs/queue/job-queue.ts';
import { createEventBus, type EventBus } from '../../src/push/event-bus.ts';
import type { StreamLimits } from '../../src/push/stream-slots.ts';
import { createUserRepository, type UserRepository } from '../../src/repositories/user-repository.ts';
import type { HealthDeps } from '../../src/services/health-service.ts';
import { createArgon2Hasher } from '../../src/services/password-hasher.ts';
import type { WebhookAddressPolicy } from '../../src/services/webhooks/webhook-address-policy.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** argon2id at its cheapest, so tests hash in ~1 ms; production uses the OWASP baseline. */
export const fastHasher = createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });
export const TEST_PASSWORD = 'correct-horse-42';
export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret!');

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The composition root the services were built from (repositories, settings, jobs). */
  root: ServerRoot;
  services: AppServices;
  users: UserRepository;
  clock: TestClock;
  /** Stores a user (default: free, active, password TEST_PASSWORD). */
  createUser(
    fields?: Partial<{ username: string; role: UserRole; isActive: boolean; password: string }>,
  ): Promise<UserRow>;
  /** A new user of `role` with a token pair and ready-made `Authorization` headers. */
  signIn(role: UserRole, username?: string): Promise<SignedIn>;
}

export interface SignedIn {
  user: UserRow;
  access: string;
  refresh: string;
  headers: { authorization: string };
}

export interface TestAppOptions {
  /**
   * The request, login and registration limits. Default: the production login and registration limits,
   * request limits off (tests fire many requests from one address; limit tests opt in).
   */
  limits?: LimitOptions;
  /** A database shared with another test app (two API processes); default a fresh one per file. */
  database?: () => TestDatabase;
  health?: Partial<HealthDeps>;
  deps?: Partial<Omit<AppDeps, 'services'>>;
  /** Market source, clock, job queue and stream hub of the services (default: none, see app-services.ts). */
  market?: ApiMarketOptions & { queue?: JobQueue };
  /** The webhook address policy of the root (default: `testWebhookPolicy`, no DNS). */
  webhookPolicy?: WebhookAddressPolicy;
  /** Caps on open `stream/` connections (default: the production defaults). */
  streamLimits?: StreamLimits;
}

/** Host names the tests' webhook checks resolve, without DNS (a name not listed does not resolve). */
export const testHosts: Record<string, string[]> = {
  'discord.com': ['162.159.135.232'],
  localhost: ['127.0.0.1', '::1'],
  'rebind.example': ['10.0.0.7'],
  'metadata.example': ['169.254.169.254'],
};

/** The production policy (no loopback allowance) on the fixed `testHosts` table: no test touches DNS. */
const testWebhookPolicy: WebhookAddressPolicy = {
  resolve: async (host) => {
    const addresses = testHosts[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  },
};

/**
 * One migrated test database and app per test file (vitest hooks registered here); every table is
 * emptied and the login limits reset before each test. Read the fields inside tests, not at import.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let offsetMs = 0;
  let counter = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
  const context = { clock } as TestApp;
  let bus: EventBus | undefined;

  context.createUser = async (fields = {}) => {
    counter += 1;
    const username = fields.username ?? `user${counter}`;
    const row = await context.users.create({
      username,
      email: `${username}@example.com`,
      passwordHash: await fastHasher.hash(fields.password ?? TEST_PASSWORD),
      role: fields.role ?? 'free',
    });
    return fields.isActive === false
      ? ((await context.users.update(row.id, { isActive: false })) ?? row)
      : row;
  };

  context.signIn = async (role, username) => {
    const user = await context.createUser({ role, username: username ?? `${role}${counter + 1}` });
    const pair = await context.services.sessions.start(user);
    return { user, ...pair, headers: { authorization: `Bearer ${pair.access}` } };
  };

  beforeAll(async () => {
    context.database = options.database?.() ?? (await createTestDatabase());
    context.users = createUserRepository(context.database.db);
    context.root = createServerRoot({
      db: context.database.db,
      now: () => clock.now(),
      queue: options.market?.queue,
      webhookPolicy: options.webhookPolicy ?? testWebhookPolicy,
    });
    context.services = createServices({
      root: context.root,
      jwtSecret: TEST_JWT_SECRET,
      hasher: fastHasher,
      limits: { requests: 'off', ...options.limits },
      health: { source: 'simulated', getDataAsOf: () => null, ...options.health },
      market: options.market,
      streamLimits: options.streamLimits,
    });
    // As in a running server: change notices (database triggers) reach the caches of callers and
    // watchlists, and the open streams of the user they name.
    bus = createEventBus({
      openSession: () => context.database.access.openSession(),
      notifications: context.root.repos.notifications,
    });
    await bus.start();
    bus.onCacheNotice((notice) =>
      applyCacheNotice(
        {
          sessions: context.services.sessions,
          watchlists: context.root.watchlists,
          stream: context.services.stream,
          now: context.root.now,
        },
        notice,
      ),
    );
    context.app = await buildApp({ services: context.services, ...options.deps });
    await context.app.ready();
  });
  beforeEach(async () => {
    offsetMs = 0;
    // The login and registration counts live in `rate_limits`, which the truncate below empties.
    context.services.requestLimiter?.clear();
    await context.database.truncate();
    // TRUNCATE fires no row triggers, and the emptied tables hand out the same ids again.
    applyCacheNotice(
      { sessions: context.services.sessions, watchlists: context.root.watchlists },
      { k: 'all' },
    );
    context.services.settings.invalidate();
    // The chart bodies were built from the rows just emptied.
    context.services.scope().chartFeed.reset();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.services?.requestLimitSync?.stop();
    await bus?.stop();
    if (!options.database) await context.database?.close();
  });
  return context;
}
