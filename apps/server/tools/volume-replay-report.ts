/**
 * Replays the volume classification over a kline folder, every symbol, at every 5m close in a session
 * window, as the live jobs would run it (baselines rebuilt at each UTC day's start from the 20 days
 * before it, then each close classified from them and the day's bars), and prints the status mix. A
 * script, not a test (the data is not part of the repository):
 *
 *   npx tsx apps/server/tools/volume-replay-report.ts [FOLDER] [--dump FILE [EVERY]]
 *
 * FOLDER (or MARKET_FILES_DIR) is a kline folder in the files-source layout, e.g. Binance's 5m perpetual klines; the default admin settings' session windows.
 * Days are replayed from the first with 20 days of 5m bars before it. `--dump` writes every EVERY-th
 * snapshot (default 97) in the API's shape, for `volume-recompute.py --replay` to re-derive from the
 * CSV files independently.
 */
import { writeFileSync } from 'node:fs';
import { type VolumeSnapshot as ApiSnapshot, defaultAdminSettings } from '@app/contracts';
import {
  BASELINE_DAYS,
  buildVolumeBaselines,
  type Candle,
  classifiedInstance,
  classifyVolume,
  DAY_MS,
  type SessionBaseline,
  sessionTitles,
  sessionWindowsFromSettings,
  type VolumeSnapshot,
  type VolumeStatus,
} from '@app/core';
import { isoDay, isoOfMs } from '../src/lib/time.ts';
import { loadKlineFolder } from '../src/market/files/load-kline-folder.ts';
import { klineFolder } from './kline-folder.ts';

const M5 = 5 * 60_000;
const windows = sessionWindowsFromSettings(defaultAdminSettings);
type Mix = Record<VolumeStatus | 'alerts' | 'n', number>;
const emptyMix = (): Mix => ({ Active: 0, 'Warming Up': 0, Silent: 0, alerts: 0, n: 0 });
const pct = (a: number, b: number) => (b > 0 ? `${((100 * a) / b).toFixed(1)}%` : '-');

function add(mix: Mix, s: VolumeSnapshot): void {
  mix[s.status] += 1;
  mix.n += 1;
  if (s.alertTriggered) mix.alerts += 1;
}

function line(label: string, m: Mix): string {
  return (
    `${label.padEnd(14)} ${String(m.n).padStart(7)}  Active ${pct(m.Active, m.n).padStart(6)}  ` +
    `Warming Up ${pct(m['Warming Up'], m.n).padStart(6)}  Silent ${pct(m.Silent, m.n).padStart(6)}  ` +
    `alerts ${pct(m.alerts, m.n).padStart(6)}`
  );
}

function apiShape(symbol: string, s: VolumeSnapshot): ApiSnapshot {
  return {
    symbol,
    session: sessionTitles[s.session] as ApiSnapshot['session'],
    status: s.status,
    in_watchlist: false,
    stars: 0,
    tags: [],
    confidence: s.confidence,
    actual_volume: s.actualVolume,
    expected_volume: s.expectedVolume,
    volume_ratio: s.volumeRatio,
    volume_change_pct: s.volumeChangePct,
    z_score: s.zScore,
    alert_triggered: s.alertTriggered,
    emoji: s.emoji,
    timestamp: isoOfMs(s.timestamp),
    session_start: isoOfMs(s.sessionStart),
    elapsed_minutes: s.elapsedMinutes,
    baseline_days: s.baselineDays,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dumpAt = argv.indexOf('--dump');
  const dumpFile = dumpAt >= 0 ? argv[dumpAt + 1] : undefined;
  const every = dumpAt >= 0 ? Number(argv[dumpAt + 2] ?? 97) || 97 : 0;
  const folder = klineFolder(
    dumpAt === 0 ? undefined : argv[0],
    'volume-replay-report.ts FOLDER [--dump FILE [EVERY]]',
  );
  const t0 = performance.now();
  const data = await loadKlineFolder(folder);
  const loadMs = performance.now() - t0;

  const overall = emptyMix();
  const bySession = new Map<string, Mix>();
  const byDay = new Map<string, Mix>();
  const bySymbol = new Map<string, Mix>();
  const dump: ApiSnapshot[] = [];
  let evaluations = 0;
  const t1 = performance.now();
  for (const symbol of [...data.candles.keys()].sort()) {
    const bars = data.candles.get(symbol)?.get('5m') ?? [];
    if (bars.length === 0) continue;
    const firstDay =
      Math.floor((bars[0] as Candle).openTime / DAY_MS) * DAY_MS + (BASELINE_DAYS + 1) * DAY_MS;
    const end = (bars.at(-1) as Candle).openTime + M5;
    for (let day = firstDay; day < end; day += DAY_MS) {
      const baselines = new Map<string, SessionBaseline>(
        buildVolumeBaselines(bars, windows, day + 60_000).map((b) => [b.session, b]),
      );
      for (let close = day + M5; close <= Math.min(day + DAY_MS, end); close += M5) {
        const instance = classifiedInstance(windows, close);
        if (!instance) continue;
        const s = classifyVolume(bars, windows, close, baselines.get(instance.session) ?? null);
        if (!s) continue;
        evaluations += 1;
        add(overall, s);
        for (const [map, key] of [
          [bySession, sessionTitles[s.session]],
          [byDay, isoDay(day)],
          [bySymbol, symbol],
        ] as const) {
          const m = map.get(key) ?? emptyMix();
          add(m, s);
          map.set(key, m);
        }
        if (every > 0 && evaluations % every === 0) dump.push(apiShape(symbol, s));
      }
    }
  }
  const replayMs = performance.now() - t1;

  console.log(`Volume replay of ${folder}: ${data.candles.size} symbols, ${data.candlesRead} candles read`);
  console.log(`load ${Math.round(loadMs)} ms, replay ${Math.round(replayMs)} ms, ${evaluations} snapshots\n`);
  console.log('status mix of every snapshot (each 5m close in a session, per symbol)');
  console.log(line('all', overall));
  for (const [k, m] of bySession) console.log(line(k, m));
  console.log('\nby day');
  for (const [k, m] of [...byDay].sort()) console.log(line(k, m));
  console.log('\nby symbol');
  for (const [k, m] of [...bySymbol].sort()) console.log(line(k, m));
  if (dumpFile) {
    writeFileSync(dumpFile, JSON.stringify(dump));
    console.log(`\n${dump.length} snapshots written to ${dumpFile}`);
  }
}

await main();
