/**
 * Checks the chart overlays against an independent recompute on a real kline folder. A script, not a
 * test (the data is not part of the repository):
 *
 *   npx tsx apps/server/tools/overlay-recompute-report.ts [FOLDER]
 *
 * FOLDER (or MARKET_FILES_DIR) is a kline folder in the files-source layout, e.g. Binance's 5m perpetual klines (the files source's layout). For every symbol,
 * at the folder's as-of time and at 00:00/13:47 UTC of every 3rd day before it while 5m data lasts,
 * and for 5m, 1h and 4h, core `computeOverlays` runs on the bars the files source stores (5m, 1h and
 * 1d; 4h aggregated from 1h) over the default window (the last 500 bars), and its FVGs (edges, middle-bar time, mitigation time),
 * swings (time, kind, price), session levels (PDH/PDL, Asia and London H/L) and CPR levels (top,
 * pivot, bottom of every period) are compared with `test/reference/overlay-recompute.ts`, plain loops
 * that call no core function. Prints the counts compared and every disagreement.
 */
import { defaultAdminSettings } from '@app/contracts';
import {
  aggregateCandles,
  bucketStart,
  type Candle,
  computeOverlays,
  DAY_MS,
  ictParamsFromSettings,
  type OverlayTimeframe,
  sessionWindowsFromSettings,
  timeframeMs,
} from '@app/core';
import { loadKlineFolder } from '../src/market/files/load-kline-folder.ts';
import {
  type Bar,
  near,
  plainCpr,
  plainFvgs,
  plainPreviousPeriod,
  plainSessionDay,
  plainSwings,
} from '../test/reference/overlay-recompute.ts';
import { klineFolder } from './kline-folder.ts';

const folder = klineFolder(process.argv[2], 'overlay-recompute-report.ts FOLDER');
const params = ictParamsFromSettings(defaultAdminSettings);
const windows = sessionWindowsFromSettings(defaultAdminSettings);
const bar = (c: Candle): Bar => [c.openTime, c.open, c.high, c.low, c.close];

const counts = { fvgs: 0, swings: 0, sessionLevels: 0, cprLevels: 0, evaluations: 0 };
const mismatches: string[] = [];
const check = (ok: boolean, what: () => string) => {
  if (!ok && mismatches.length < 50) mismatches.push(what());
  if (!ok && mismatches.length === 50) mismatches.push('… (more)');
};

/** Plain daily bars: the stored ones, then days after the last built from the closed 5m bars. */
function plainDays(daily: readonly Bar[], fives: readonly Bar[], now: number): Bar[] {
  const out = daily.filter((b) => b[0] + DAY_MS <= now);
  for (let day = (out.at(-1)?.[0] ?? 0) + DAY_MS; day < now; day += DAY_MS) {
    const inDay = fives.filter((b) => b[0] >= day && b[0] < day + DAY_MS && b[0] + 300_000 <= now);
    const first = inDay[0];
    const last = inDay.at(-1);
    if (first && last)
      out.push([
        day,
        first[1],
        Math.max(...inDay.map((b) => b[2])),
        Math.min(...inDay.map((b) => b[3])),
        last[4],
      ]);
  }
  return out;
}

function evaluate(symbol: string, series: Map<string, Candle[]>, now: number, tf: OverlayTimeframe) {
  const bars5m = (series.get('5m') ?? []).filter((b) => b.openTime < now);
  const bars1h = (series.get('1h') ?? []).filter((b) => b.openTime < now);
  const daily = (series.get('1d') ?? []).filter((b) => b.openTime < now);
  const bars = tf === '5m' ? bars5m : tf === '1h' ? bars1h : aggregateCandles(bars1h, '4h');
  const span = timeframeMs(tf);
  const from = bucketStart(tf, now - 1) - 499 * span;
  const o = computeOverlays({ tf, bars, from, to: now, daily, bars5m, bars1h, now, windows, params });
  counts.evaluations += 1;
  const where = `${symbol} ${tf} @${new Date(now).toISOString()}`;

  const window = bars.filter((b) => b.openTime >= from && b.openTime + span <= now).map(bar);
  const fvgs = plainFvgs(window);
  check(fvgs.length === o.fvgs.length, () => `${where}: ${o.fvgs.length} FVGs, recompute ${fvgs.length}`);
  fvgs.forEach((f, i) => {
    const g = o.fvgs[i];
    counts.fvgs += 1;
    check(
      !!g &&
        g.start === f.start &&
        g.direction === f.direction &&
        g.top === f.top &&
        g.bottom === f.bottom &&
        g.mitigatedAt === f.mitigated_at,
      () => `${where}: FVG ${i} ${JSON.stringify(g)} vs ${JSON.stringify(f)}`,
    );
  });
  const swings = plainSwings(window, tf === '5m' ? 5 : 3);
  check(
    swings.length === o.swings.length,
    () => `${where}: ${o.swings.length} swings, recompute ${swings.length}`,
  );
  swings.forEach((s, i) => {
    const g = o.swings[i];
    counts.swings += 1;
    check(!!g && g.time === s.time && g.kind === s.kind && g.price === s.price, () => `${where}: swing ${i}`);
  });

  const closed5 = bars5m.filter((b) => b.openTime + 300_000 <= now).map(bar);
  for (const day of o.sessions) {
    const plain = plainSessionDay(closed5, day.day);
    const got = [day.pdh, day.pdl, day.asiaHigh, day.asiaLow, day.londonHigh, day.londonLow];
    const want = [plain.pdh, plain.pdl, plain.asia_high, plain.asia_low, plain.london_high, plain.london_low];
    got.forEach((v, i) => {
      counts.sessionLevels += 1;
      check(
        v === want[i],
        () => `${where}: session ${new Date(day.day).toISOString()} level ${i} ${v} vs ${want[i]}`,
      );
    });
  }
  const days = plainDays(daily.map(bar), closed5, now);
  for (const c of o.cprs) {
    const plain = plainCpr(days, plainPreviousPeriod(c.period, c.start), c.start);
    for (const key of ['top', 'pivot', 'bottom'] as const) {
      counts.cprLevels += 1;
      check(
        near(c[key], plain?.[key] ?? null),
        () => `${where}: ${c.period} CPR ${c.start} ${key} ${c[key]} vs ${plain?.[key]}`,
      );
    }
  }
}

const data = await loadKlineFolder(folder);
for (const [symbol, perTf] of data.candles) {
  const series = perTf as unknown as Map<string, Candle[]>;
  const fives = series.get('5m') ?? [];
  const first = fives[0];
  const last = fives.at(-1);
  if (!first || !last) continue;
  const asOf = last.openTime + 300_000;
  const times = [asOf];
  for (
    let day = bucketStart('1d', asOf) - 3 * DAY_MS;
    day > first.openTime + 17 * DAY_MS;
    day -= 3 * DAY_MS
  ) {
    times.push(day, day + 13 * 3_600_000 + 47 * 60_000);
  }
  for (const now of times) for (const tf of ['5m', '1h', '4h'] as const) evaluate(symbol, series, now, tf);
}
console.log(
  `folder ${folder}: ${data.candles.size} symbols, ${counts.evaluations} evaluations (symbol × time × tf)`,
);
console.log(
  `compared: ${counts.fvgs} FVGs, ${counts.swings} swings, ${counts.sessionLevels} session levels, ${counts.cprLevels} CPR levels`,
);
console.log(
  mismatches.length === 0 ? 'all agree' : `${mismatches.length} disagreements:\n${mismatches.join('\n')}`,
);
