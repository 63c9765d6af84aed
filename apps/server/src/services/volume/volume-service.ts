import type { AdminSettings } from '@app/contracts';
import {
  BASELINE_DAYS,
  baselineHistoryStart,
  buildVolumeBaselines,
  classificationReads,
  classifyVolume,
  closesToClassify,
  DAY_MS,
  latestEndedInstance,
  type SessionWindow,
  sessionWindowsFromSettings,
  utcDayStart,
  type VolumeStatus,
} from '@app/core';
import { timeSlicer } from '../../lib/event-loop-turns.ts';
import { isoOfMs } from '../../lib/time.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type {
  StoredBaseline,
  VolumeBaselineRepository,
} from '../../repositories/volume-baseline-repository.ts';
import type {
  VolumeSnapshotRepository,
  VolumeSnapshotWrite,
} from '../../repositories/volume-snapshot-repository.ts';
import { createVolumeBarCache, type ReadVolumeBars } from './volume-bar-cache.ts';

export type { ReadVolumeBars };

/** Snapshots are kept this long (the screens read today's; yesterday's stays for a look back). */
const SNAPSHOT_RETENTION_MS = 2 * DAY_MS;
/**
 * Symbols whose 20 days of bars one baseline read holds. On PGlite one statement holds the event loop
 * (docs/reliability.md, Soak): 50 symbols (288k bars) held it 302–381 ms at the day's rebuild; 15 keep
 * each read near 100 ms.
 */
const BASELINE_CHUNK = 15;

export interface VolumeServiceDeps {
  readBars: ReadVolumeBars;
  source: string;
  marketNow: () => number;
  now: () => Date;
  settings: { current(): Promise<AdminSettings>; invalidate(): void };
  baselines: VolumeBaselineRepository;
  snapshots: VolumeSnapshotRepository;
  symbols: Pick<MarketSymbolRepository, 'listActive'>;
  /** Called after a run stored changed rows (this process's endpoint caches). */
  onChange?: () => void;
}

export interface VolumeTimings {
  readMs: number;
  computeMs: number;
  writeMs: number;
}

export interface BaselineRunResult {
  now: number;
  /** The UTC day the baselines serve (epoch ms of its start). */
  builtFor: number;
  symbols: number;
  /** Baselines with a full 20 days, per session; and the rows stored. */
  fullDays: Record<string, number>;
  rowsWritten: number;
  barsRead: number;
  timings: VolumeTimings;
}

export interface ClassificationResult {
  now: number;
  /** The newest 5m close classified (null when there was none to classify). */
  dataTime: number | null;
  session: string | null;
  /** Closes classified: usually 1; more after a gap (finished sessions of today not stored yet); 0 between sessions. */
  closes: number;
  symbols: number;
  /** Snapshots, their statuses and alerts at the newest close. */
  snapshots: number;
  statuses: Record<VolumeStatus, number>;
  alerts: number;
  /** Rows changed over every close classified. */
  changedRows: number;
  /** Rows read from the store: 5m bars (today's session so far and the previous session's share) and baselines. */
  rowsRead: { bars: number; baselines: number };
  timings: VolumeTimings;
}

export interface ClassifyOptions {
  /**
   * Classify again the final close of every session of today that has ended (and the latest ended
   * one), not only those not stored yet: after a baseline rebuild, so the snapshots the screens
   * show for finished sessions use the new baselines too.
   */
  restate?: boolean;
}

export interface VolumeService {
  /**
   * update-baselines (docs/analytics.md §4): every active symbol's per-session, per-5m-slot baseline from
   * the stored 5m bars of the last 20 days (core `buildVolumeBaselines`), stored for today (and for
   * yesterday while yesterday's session is the latest ended one); read in chunks of `BASELINE_CHUNK`
   * symbols so memory stays flat. A session is classified with its own day's baseline, never one
   * that contains it.
   */
  updateBaselines(): Promise<BaselineRunResult>;
  /**
   * The classification at the market's now (docs/analytics.md §4): for the session of the last closed 5m
   * bar (and, when not stored yet, the final close of each session of today that has ended, see core
   * `closesToClassify`), every active symbol's snapshot (core `classifyVolume`) from the stored baselines and the bars
   * of this session so far plus the previous session's share only (never 20 days of bars), stored in
   * one transaction with the pruning of snapshots older than `SNAPSHOT_RETENTION_MS`.
   */
  classify(options?: ClassifyOptions): Promise<ClassificationResult>;
}

async function windowsOf(settings: VolumeServiceDeps['settings']): Promise<SessionWindow[]> {
  settings.invalidate();
  return sessionWindowsFromSettings(await settings.current());
}

const emptyStatuses = (): Record<VolumeStatus, number> => ({ Active: 0, 'Warming Up': 0, Silent: 0 });

export function createVolumeService(deps: VolumeServiceDeps): VolumeService {
  const { source } = deps;
  // The classification's ranges grow by one bar a close: read only the newest bars of those held.
  const readClassificationBars = createVolumeBarCache(deps.readBars);
  /** One close's snapshots of every active symbol, stored (pruning those older than the retention). */
  async function classifyAt(
    windows: SessionWindow[],
    close: number,
    now: number,
  ): Promise<ClassificationResult> {
    const t0 = performance.now();
    const statuses = emptyStatuses();
    const reads = classificationReads(windows, close);
    if (!reads) throw new Error(`no session holds the bar closing at ${isoOfMs(close)}`);
    const session = reads.current.instance.session;
    const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
    const baselines = await deps.baselines.forSession(
      source,
      session,
      utcDayStart(reads.current.instance.start),
    );
    const ranges = [reads.current, ...(reads.previous ? [reads.previous] : [])];
    const { bars, rowsRead } = await readClassificationBars(symbols, ranges);
    const t1 = performance.now();
    const writes: VolumeSnapshotWrite[] = [];
    let alerts = 0;
    // Between symbols the event loop turns every 20 ms (docs/reliability.md, Soak).
    const slice = timeSlicer();
    for (const symbol of symbols) {
      await slice();
      const snapshot = classifyVolume(bars.get(symbol) ?? [], windows, close, baselines.get(symbol) ?? null);
      if (!snapshot) continue;
      writes.push({ ...snapshot, symbol });
      statuses[snapshot.status] += 1;
      if (snapshot.alertTriggered) alerts += 1;
    }
    const t2 = performance.now();
    const changedRows = await deps.snapshots.write(source, writes, now - SNAPSHOT_RETENTION_MS, deps.now());
    return {
      now,
      dataTime: writes.length > 0 ? close : null,
      session,
      closes: 1,
      symbols: symbols.length,
      snapshots: writes.length,
      statuses,
      alerts,
      changedRows,
      rowsRead: { bars: rowsRead, baselines: baselines.size },
      timings: { readMs: t1 - t0, computeMs: t2 - t1, writeMs: performance.now() - t2 },
    };
  }

  return {
    async updateBaselines() {
      const now = deps.marketNow();
      const windows = await windowsOf(deps.settings);
      const builtFor = utcDayStart(now);
      // Today's, and yesterday's when the latest ended session began yesterday (between midnight and
      // the first close of today's sessions that is what the screens show): each as built by its day's end.
      const latest = latestEndedInstance(windows, now);
      const builds = [
        ...(latest && latest.start < builtFor ? [{ day: utcDayStart(latest.start), at: builtFor - 1 }] : []),
        { day: builtFor, at: now },
      ];
      const from = Math.min(...builds.map((b) => baselineHistoryStart(windows, b.at) ?? now));
      const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
      const rows: StoredBaseline[] = [];
      const timings = { readMs: 0, computeMs: 0, writeMs: 0 };
      let barsRead = 0;
      for (let i = 0; i < symbols.length; i += BASELINE_CHUNK) {
        const t0 = performance.now();
        const chunk = symbols.slice(i, i + BASELINE_CHUNK);
        const { bars, rowsRead } = await deps.readBars(chunk, [{ from, to: now }]);
        barsRead += rowsRead;
        const t1 = performance.now();
        for (const symbol of chunk) {
          for (const { day, at } of builds)
            for (const b of buildVolumeBaselines(bars.get(symbol) ?? [], windows, at))
              rows.push({ ...b, symbol, builtFor: day });
        }
        timings.readMs += t1 - t0;
        timings.computeMs += performance.now() - t1;
      }
      const t2 = performance.now();
      const rowsWritten = await deps.baselines.replace(source, rows, deps.now());
      timings.writeMs = performance.now() - t2;
      const fullDays: Record<string, number> = {};
      for (const r of rows)
        if (r.builtFor === builtFor && r.days >= BASELINE_DAYS)
          fullDays[r.session] = (fullDays[r.session] ?? 0) + 1;
      return { now, builtFor, symbols: symbols.length, fullDays, rowsWritten, barsRead, timings };
    },

    async classify(options = {}) {
      const now = deps.marketNow();
      const windows = await windowsOf(deps.settings);
      const t0 = performance.now();
      const latest = options.restate ? null : await deps.snapshots.latestTakenAt(source);
      const closes = closesToClassify(windows, now, latest);
      let result: ClassificationResult = {
        now,
        dataTime: null,
        session: null,
        closes: 0,
        symbols: 0,
        snapshots: 0,
        statuses: emptyStatuses(),
        alerts: 0,
        changedRows: 0,
        rowsRead: { bars: 0, baselines: 0 },
        timings: { readMs: performance.now() - t0, computeMs: 0, writeMs: 0 },
      };
      for (const close of closes) {
        const run = await classifyAt(windows, close, now);
        const { rowsRead, timings } = result;
        result = {
          ...run,
          closes: result.closes + 1,
          changedRows: result.changedRows + run.changedRows,
          rowsRead: {
            bars: rowsRead.bars + run.rowsRead.bars,
            baselines: rowsRead.baselines + run.rowsRead.baselines,
          },
          timings: {
            readMs: timings.readMs + run.timings.readMs,
            computeMs: timings.computeMs + run.timings.computeMs,
            writeMs: timings.writeMs + run.timings.writeMs,
          },
        };
      }
      if (result.changedRows > 0) deps.onChange?.();
      return result;
    },
  };
}
