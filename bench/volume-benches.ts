import type { AddressInfo } from 'node:net';
import { defaultAdminSettings } from '@app/contracts';
import {
  buildVolumeBaselines,
  classificationReads,
  classifyVolume,
  createSimMarket,
  DAY_MS,
  HOUR_MS,
  type SessionBaseline,
  sessionWindowsFromSettings,
  simSymbolNames,
  timeframeMs,
  type VolumeBar,
} from '@app/core';
import { createServices } from '@app/server/src/composition/app-services.ts';
import { createServerRoot } from '@app/server/src/composition/server-root.ts';
import type { Db } from '@app/server/src/db/database.ts';
import { buildApp } from '@app/server/src/http/app.ts';
import { createCandleRepository, type SymbolCandle } from '@app/server/src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '@app/server/src/repositories/market-symbol-repository.ts';
import { createUserRepository } from '@app/server/src/repositories/user-repository.ts';
import { readVolumeBars } from '@app/server/src/repositories/volume-bars.ts';
import {
  createVolumeBaselineRepository,
  type StoredBaseline,
} from '@app/server/src/repositories/volume-baseline-repository.ts';
import { createVolumeSnapshotRepository } from '@app/server/src/repositories/volume-snapshot-repository.ts';
import { createArgon2Hasher } from '@app/server/src/services/password-hasher.ts';
import {
  type ClassificationResult,
  createVolumeService,
} from '@app/server/src/services/volume/volume-service.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';
import { loadFigure } from './http-load.ts';
import { type Figure, measure } from './measure.ts';

const SYMBOLS = 500;
const STEP = timeframeMs('5m');
/** 12:55 UTC: London's last hour, the heaviest read of the default windows (71 London bars + 83 Asia bars). */
const now = Date.UTC(2026, 10, 20, 12, 55, 10);
const dayStart = Date.UTC(2026, 10, 20);

export interface VolumeBenchResult {
  figures: Figure[];
  runs: ClassificationResult[];
}

/**
 * The volume classification of 500 simulated symbols at one 5m close: the pure compute alone (core
 * `classifyVolume` over the bars a run reads), then the whole run with its database reads (this
 * session's bars, the previous session's share, the stored baselines) and writes (500 snapshots)
 * on PGlite (or PostgreSQL with TEST_DATABASE_URL) at 12:50 (a first run: every range read whole),
 * 12:55 and 13:00 (the ranges held since the run before: only their newest bars read), each run
 * storing one close.
 * Also the baselines' compute (20 days of bars per symbol) without the database.
 */
export async function volumeBenches(): Promise<VolumeBenchResult> {
  const symbols = simSymbolNames(SYMBOLS);
  const market = createSimMarket({ seed: 1, symbols, listingAnchor: Date.UTC(2026, 10, 1) });
  const windows = sessionWindowsFromSettings(defaultAdminSettings);
  const figures: Figure[] = [];

  // Baselines from 20 days of bars, one symbol at a time (the job reads them in chunks).
  const history = new Map<string, VolumeBar[]>();
  let historyBars = 0;
  for (const s of symbols.slice(0, 50)) {
    const bars = market.simCandles(s, '5m', dayStart - 20 * DAY_MS, dayStart);
    history.set(s, bars);
    historyBars += bars.length;
  }
  figures.push(
    await measure(`volume: baselines of 50 symbols, ${historyBars} bars (compute only)`, 'symbols', () => {
      for (const bars of history.values()) buildVolumeBaselines(bars, windows, dayStart + 60_000);
      return history.size;
    }),
  );
  history.clear();

  const baselines: StoredBaseline[] = [];
  const todays = new Map<string, VolumeBar[]>();
  const reads = classificationReads(windows, now);
  if (!reads?.previous) throw new Error('the bench close must be in a session with a previous one');
  const from = reads.previous.from;
  for (const s of symbols) {
    const bars = market.simCandles(s, '5m', dayStart - 20 * DAY_MS, now - (now % STEP) + STEP);
    for (const b of buildVolumeBaselines(bars, windows, dayStart + 60_000))
      baselines.push({ ...b, symbol: s, builtFor: dayStart });
    todays.set(
      s,
      bars.filter((b) => b.openTime >= from),
    );
  }
  const london = new Map(
    baselines.filter((b) => b.session === 'london').map((b) => [b.symbol, b as SessionBaseline]),
  );
  const announced = (bars: VolumeBar[]) =>
    bars.filter(
      (b) =>
        (b.openTime >= reads.current.from && b.openTime < reads.current.to) ||
        (b.openTime >= (reads.previous?.from ?? 0) && b.openTime < (reads.previous?.to ?? 0)),
    );
  const inputs = [...todays].map(([s, bars]) => ({ s, bars: announced(bars) }));
  figures.push(
    await measure(`volume: classify ${SYMBOLS} symbols (compute only)`, 'symbols', () => {
      let n = 0;
      for (const { s, bars } of inputs) if (classifyVolume(bars, windows, now, london.get(s) ?? null)) n += 1;
      return n;
    }),
  );

  const database = await createTestDatabase();
  try {
    const db = database.db;
    await createMarketSymbolRepository(db).sync(
      'simulated',
      symbols.map((symbol) => ({ symbol, base: symbol.replace(/USDT$/, ''), marketCap: null })),
    );
    const rows: SymbolCandle[] = [...todays].flatMap(([symbol, bars]) =>
      bars.map((b) => ({ symbol, candle: { ...b, open: 1, high: 1, low: 1, close: 1 } })),
    );
    const candles = createCandleRepository(db);
    const close = now - (now % STEP);
    await candles.upsert(
      'simulated',
      '5m',
      rows.filter((r) => r.candle.openTime < close - STEP),
    );
    await createVolumeBaselineRepository(db).replace('simulated', baselines, new Date());
    let runNow = now - STEP;
    const service = createVolumeService({
      readBars: (list, ranges) => readVolumeBars(db, 'simulated', list, ranges),
      source: 'simulated',
      marketNow: () => runNow,
      now: () => new Date(runNow),
      settings: { current: async () => defaultAdminSettings, invalidate: () => {} },
      baselines: createVolumeBaselineRepository(db),
      snapshots: createVolumeSnapshotRepository(db),
      symbols: createMarketSymbolRepository(db),
    });
    // As if the run before had stored 12:45 (so each measured run stores exactly one close).
    const snapshots = createVolumeSnapshotRepository(db);
    await snapshots.write('simulated', [placeholderSnapshot(close - 2 * STEP)], 0, new Date());
    const runs: ClassificationResult[] = [];
    const labels = [
      '12:50 close, first run: whole ranges',
      '12:55 close: newest bars only',
      '13:00 close, end of London',
    ];
    for (const [i, label] of labels.entries()) {
      if (i > 0) {
        await candles.upsert(
          'simulated',
          '5m',
          rows.filter((r) => r.candle.openTime === close - 2 * STEP + i * STEP),
        );
        runNow += STEP;
      }
      figures.push(
        await measure(
          `volume: classify with reads and writes (${database.driver}, ${label})`,
          'symbols',
          async () => {
            const result = await service.classify();
            runs.push(result);
            return result.snapshots;
          },
          { cold: true },
        ),
      );
    }
    figures.push(...(await volumeReadLoad(db, symbols.slice(0, 20), () => runNow)));
    return { figures, runs };
  } finally {
    await database.close();
  }
}

/**
 * `volume/volume-snapshots/current/` (500 rows) at 100 connections, as a guest (the shared body) and
 * with the token of a free user whose watchlist lists 20 of the symbols (the caller's marks merged
 * into a body cached per watchlist: the caller and the watchlist come from in-process caches).
 */
async function volumeReadLoad(db: Db, listed: readonly string[], marketNow: () => number): Promise<Figure[]> {
  const hasher = createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });
  const root = createServerRoot({ db });
  const services = createServices({
    root,
    jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
    hasher,
    // 100 connections on one token: far over the request limits (RATE_LIMITS=off in a server).
    limits: { requests: 'off' },
    health: { source: 'simulated', marketNow },
    market: { source: 'simulated', marketNow },
  });
  const app = await buildApp({ services });
  const user = await createUserRepository(db).create({
    username: 'volumebench',
    email: 'volumebench@example.com',
    passwordHash: await hasher.hash('bench-pass-123'),
    role: 'free',
  });
  for (const symbol of listed) await services.watchlist.add(user.id, { symbol });
  const { access } = await services.sessions.start(user);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/volume/volume-snapshots/current/`;
  const figures: Figure[] = [];
  try {
    for (const [name, headers] of [
      ['volume current (500 rows): guest, 100 connections', {}],
      [
        `volume current (500 rows): free token, ${listed.length} watchlist marks, 100 connections`,
        { authorization: `Bearer ${access}` },
      ],
    ] as const) {
      figures.push((await loadFigure(name, url, headers)).figure);
    }
  } finally {
    await app.close();
  }
  return figures;
}

/** A stored snapshot at `close` standing for the run before the first measured one. */
function placeholderSnapshot(close: number) {
  return {
    symbol: 'PLACEHOLDERUSDT',
    session: 'london' as const,
    sessionStart: close - (close % DAY_MS) + 7 * HOUR_MS,
    timestamp: close,
    elapsedMinutes: 0,
    baselineDays: 0,
    actualVolume: 0,
    expectedVolume: null,
    volumeRatio: null,
    volumeChangePct: null,
    zScore: 0,
    status: 'Silent' as const,
    confidence: 0,
    alertTriggered: false,
    emoji: '⚪' as const,
  };
}
