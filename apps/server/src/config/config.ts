import { type Exchange, MarketSource, PASSWORD_TOO_COMMON_DETAIL, Password, Username } from '@app/contracts';
import { z } from 'zod';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { ConfigError } from './config-error.ts';
import { parseProcessRoles } from './process-roles.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

export { ConfigError } from './config-error.ts';
export type { ProcessRole } from './process-roles.ts';
export type { TrustProxy } from './trust-proxy.ts';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** The environment variables of docs/architecture.md, each documented in `.env.example`. */
const EnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)).default(3000),
  HOST: optionalText.default('0.0.0.0'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL'),
  ),
  MARKET_SOURCE: optional(MarketSource).default('simulated'),
  MARKET_FILES_DIR: optionalText,
  MARKET_FILES_EXCHANGE: optional(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(['BINANCE', 'BYBIT', 'MEXC'], { error: 'must be binance, bybit or mexc' }),
    ),
  ),
  MARKET_POSITIONING_DIR: optionalText,
  MARKET_FILES_REPLAY_DAYS: optional(z.coerce.number().int().min(0).max(30)).default(3),
  SIM_SEED: optional(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
  ).default(42),
  SIM_SPEED: optional(z.coerce.number().positive().max(1_000_000)).default(1),
  SIM_SYMBOLS: optional(z.coerce.number().int().min(1).max(5000)),
  MARKET_CAPS_FILE: optionalText,
  MARKET_CAPS_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  COINGECKO_API_KEY: optionalText,
  BINANCE_API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  BYBIT_API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  MEXC_API_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  ADMIN_USERNAME: optional(Username),
  ADMIN_PASSWORD: optional(Password.refine((p) => !isCommonPassword(p), PASSWORD_TOO_COMMON_DETAIL)),
  ADMIN_EMAIL: optional(z.email('must be a valid email address')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  TRUST_PROXY: optionalText,
  RATE_LIMITS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })).default('on'),
  RATE_LIMIT_SYNC_MS: optional(z.coerce.number().int().min(10).max(60_000)).default(250),
  STREAM_MAX_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(1_000_000)).default(20),
  STREAM_MAX_TOTAL: optional(z.coerce.number().int().min(1).max(1_000_000)).default(2000),
  HTTP_HEADERS_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(65_000),
  CONNECTIONS_MAX_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(1_000_000)).default(256),
  CONNECTIONS_MAX_TOTAL: optional(z.coerce.number().int().min(1).max(1_000_000)).default(8_000),
  LIMIT_IPV6_PREFIX: optional(z.coerce.number().int().min(16).max(128)).default(64),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  market: {
    source: MarketSource;
    filesDir: string | undefined;
    /**
     * `MARKET_FILES_EXCHANGE`: the venue of the files (the TradingView prefix of links and exports);
     * unset: read from the folder's name (market/files/files-venue.ts).
     */
    filesExchange: Exchange | undefined;
    /** `MARKET_FILES_REPLAY_DAYS`: the files' last days replayed close by close at start-up (0: none; default 3). */
    filesReplayDays: number;
    /**
     * `MARKET_POSITIONING_DIR`: the files source's positioning folder; unset: the klines folder's
     * `…-positioning` sibling when it exists (docs/positioning.md §3).
     */
    positioningDir: string | undefined;
    simSeed: number;
    simSpeed: number;
    /** `SIM_SYMBOLS`: how many simulated symbols; default the built-in universe (~150). */
    simSymbols: number | undefined;
    /** Market caps of the exchange and files sources (rebuild-symbol-meta job). */
    caps: {
      /** `MARKET_CAPS_FILE`: a `symbol,market_cap` CSV used instead of the API (files source, offline). */
      file: string | undefined;
      /** `MARKET_CAPS_URL`: the CoinGecko API root (a mock in tests); unset: the public API. */
      url: string | undefined;
      /** `COINGECKO_API_KEY`: a Demo or Pro key (optional). */
      apiKey: string | undefined;
    };
    /**
     * `BINANCE_API_URL`, `BYBIT_API_URL`, `MEXC_API_URL`: replace scheme and host of that venue's REST
     * API (a local mock or a proxy). Such a venue polls REST for live bars (no websocket) and leaves
     * rate limiting to the server (429 + Retry-After are honoured).
     */
    exchangeUrls: { BINANCE: string | undefined; BYBIT: string | undefined; MEXC: string | undefined };
  };
  admin: {
    username: string | undefined;
    password: string | undefined;
    email: string | undefined;
  };
  /** Unset: generated once and stored in `dataDir/jwt-secret`. */
  jwtSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `TRUST_PROXY` (config/trust-proxy.ts): Fastify's `trustProxy`; default false. */
  trustProxy: TrustProxy;
  /**
   * `RATE_LIMITS`: `on` (default) or `off`, which lifts the per caller request limits and the
   * registration limit (benches, browser tests); the login failure limits always hold.
   */
  rateLimits: 'on' | 'off';
  /**
   * `RATE_LIMIT_SYNC_MS`: on PostgreSQL, milliseconds between two exchanges of an API process's request
   * counts with the shared `rate_limits` rows (default 250; 10 to 60,000). Longer: fewer statements, a
   * larger overshoot of the shared limits (docs/api.md §9).
   */
  rateLimitSyncMs: number;
  /** Open `stream/` connections allowed per client address and in all (503 past them). */
  streamLimits: { perAddress: number; total: number };
  /**
   * The HTTP server's socket limits (http/connection-guard.ts: `HTTP_*_TIMEOUT_MS`,
   * `CONNECTIONS_MAX_*`) and `LIMIT_IPV6_PREFIX`, the bits an IPv6 client is keyed on by per-address
   * limits (services/limits/address-key.ts).
   */
  network: {
    connections: {
      headersTimeoutMs: number;
      requestTimeoutMs: number;
      keepAliveTimeoutMs: number;
      perAddress: number;
      total: number;
    };
    ipv6Prefix: number;
  };
  /** Which parts this process runs (`--roles=api,worker,scheduler`, default all). */
  roles: ReadonlySet<'api' | 'worker' | 'scheduler'>;
}

/**
 * Parses and validates the environment and command line once, at start-up. Everything else receives
 * the typed `AppConfig`; nothing else reads `process.env`. Throws a `ConfigError` listing every problem.
 */
export function loadConfig(env: Record<string, string | undefined>, argv: readonly string[] = []): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  const roles = parseProcessRoles(argv);
  if (typeof roles === 'string') problems.push(roles);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(`TRUST_PROXY: ${trustProxy}`);
  if (parsed.success && parsed.data.MARKET_SOURCE === 'files' && !parsed.data.MARKET_FILES_DIR) {
    problems.push('MARKET_FILES_DIR: required when MARKET_SOURCE=files');
  }
  if (!parsed.success || typeof roles === 'string' || typeof trustProxy === 'string' || problems.length > 0)
    throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    market: {
      source: e.MARKET_SOURCE,
      filesDir: e.MARKET_FILES_DIR,
      filesExchange: e.MARKET_FILES_EXCHANGE,
      filesReplayDays: e.MARKET_FILES_REPLAY_DAYS,
      positioningDir: e.MARKET_POSITIONING_DIR,
      simSeed: e.SIM_SEED,
      simSpeed: e.SIM_SPEED,
      simSymbols: e.SIM_SYMBOLS,
      caps: { file: e.MARKET_CAPS_FILE, url: e.MARKET_CAPS_URL, apiKey: e.COINGECKO_API_KEY },
      exchangeUrls: { BINANCE: e.BINANCE_API_URL, BYBIT: e.BYBIT_API_URL, MEXC: e.MEXC_API_URL },
    },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    rateLimits: e.RATE_LIMITS,
    rateLimitSyncMs: e.RATE_LIMIT_SYNC_MS,
    streamLimits: { perAddress: e.STREAM_MAX_PER_ADDRESS, total: e.STREAM_MAX_TOTAL },
    network: {
      connections: {
        headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        perAddress: e.CONNECTIONS_MAX_PER_ADDRESS,
        total: e.CONNECTIONS_MAX_TOTAL,
      },
      ipv6Prefix: e.LIMIT_IPV6_PREFIX,
    },
    roles,
  };
}
