/**
 * Replays the CPR topic's alert detection over a real kline folder and checks it against an
 * independent recompute. A script, not a test (the data is not part of the repository):
 *
 *   npx tsx apps/server/tools/alert-replay-report.ts [FOLDER]
 *
 * FOLDER (or MARKET_FILES_DIR) is a kline folder in the files-source layout, e.g. Binance's 5m perpetual klines (the files source's layout). For every symbol
 * and every 5m close of its 5m data, the daily series as of that close (the stored daily bars closed
 * by then, then today's bar from the 5m bars closed by then: core `dailySeriesAt`, kept incrementally
 * here, and checked against `dailySeriesAt` itself at 00:00, 00:05 and 13:45 UTC of every day) goes
 * through core `cprAlertState` (chaining the previous state, under the cross rule: the settings'
 * defaults or `--margin K --closes N`, the margin in core `cprCrossAtr`) and `diffCprStates`. The
 * events are compared, per symbol, with `test/reference/alert-recompute.ts` (plain loops, no core
 * function), and summarised: per kind and timeframe, per symbol and day, the `cpr_cross` events a
 * 30-minute cooldown per (kind, symbol) would hold back, the share of days whose daily CPR stays
 * virgin, and the cross rule's before / after (docs/alerts.md "CPR crosses that hold"): of the raw
 * level crosses, those undone within 1 h and those that held 4 h, and which of them the rule fires,
 * for the rule and for a sweep of (k, N).
 */
import { parseArgs } from 'node:util';
import { defaultAdminSettings } from '@app/contracts';
import {
  type AlertEvent,
  bucketStart,
  type Candle,
  type CprAlertState,
  type CprCrossRule,
  cooldownAllows,
  cprAlertState,
  cprCrossAtr,
  DAY_MS,
  dailySeriesAt,
  diffCprStates,
  rawCprCrossRule,
} from '@app/core';
import { loadKlineFolder } from '../src/market/files/load-kline-folder.ts';
import { type Bar, plainCprAlertEvents } from '../test/reference/alert-recompute.ts';
import {
  type CprCloses,
  type CrossOutcomes,
  crossOutcomes,
  emptyOutcomes,
  outcomeRow,
} from './cpr-cross-outcomes.ts';
import { klineFolder } from './kline-folder.ts';

const args = parseArgs({
  allowPositionals: true,
  options: { margin: { type: 'string' }, closes: { type: 'string' } },
});
const folder = klineFolder(args.positionals[0], 'alert-replay-report.ts FOLDER [--margin K] [--closes N]');
const rule: CprCrossRule = {
  marginAtr: Number(args.values.margin ?? defaultAdminSettings.cpr_cross_margin_atr),
  closes: Number(args.values.closes ?? defaultAdminSettings.cpr_cross_closes),
};
const SWEEP_K = [0, 0.1, 0.25, 0.5, 0.75, 1];
const SWEEP_N = [1, 2, 3, 4, 6];
const FIVE = 300_000;
const COOLDOWN_MIN = 30;
const tfs = ['1d', '1w', '1M'] as const;
type Tf = (typeof tfs)[number];
const bar = (c: Candle): Bar => [c.openTime, c.open, c.high, c.low, c.close];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

interface Replayed {
  event: AlertEvent;
  tf: Tf;
  now: number;
}

const mismatches: string[] = [];
const note = (what: string) => {
  if (mismatches.length < 50) mismatches.push(what);
  else if (mismatches.length === 50) mismatches.push('… (more)');
};

/** Core's replay of one symbol: every 5m close, incremental daily series, real cprAlertState/diff. */
function replayCore(symbol: string, daily: readonly Candle[], fives: readonly Candle[]) {
  const events: Replayed[] = [];
  /** Every close against each CPR in force (per timeframe and period), for the sweep. */
  const cprs = new Map<string, CprCloses>();
  const stats = { evaluations: 0, seriesChecks: 0, dailyRolls: 0, dailyVirginEnds: 0, firstBarTouches: 0 };
  let closed = 0; // daily[0 .. closed) closed by now
  let today = null as Candle | null;
  let prev: CprAlertState | undefined;
  for (let i = 0; i < fives.length; i++) {
    const five = fives[i] as Candle;
    const now = five.openTime + FIVE;
    while (closed < daily.length && (daily[closed] as Candle).openTime + DAY_MS <= now) closed += 1;
    const day = bucketStart('1d', five.openTime);
    if (today?.openTime === day) {
      today.high = Math.max(today.high, five.high);
      today.low = Math.min(today.low, five.low);
      today.close = five.close;
      today.volume += five.volume;
    } else today = { ...five, openTime: day };
    const lastClosed = closed > 0 ? (daily[closed - 1] as Candle).openTime : Number.NEGATIVE_INFINITY;
    // Enough history for the monthly CPR and its predecessor (two months back), not years of it.
    const keepFrom = bucketStart('1M', now) - 100 * DAY_MS;
    let lo = closed;
    while (lo > 0 && (daily[lo - 1] as Candle).openTime >= keepFrom) lo -= 1;
    if (lo > 0) lo -= 1; // one day before, so the series opens at or before every period it reads
    const series = daily.slice(lo, closed);
    if (today.openTime > lastClosed) series.push({ ...today });
    const atr = cprCrossAtr(fives.slice(Math.max(0, i - 300), i + 1), now);
    const state = cprAlertState(series, now, prev, { rule, atr });
    for (const tf of tfs) {
      const s = state[tf];
      if (!s) continue;
      const id = `${tf}:${s.start}`;
      let c = cprs.get(id);
      if (!c) {
        c = { tf, cpr: { top: s.top, bottom: s.bottom }, points: [] };
        cprs.set(id, c);
      }
      c.points.push({ now, close: five.close, atr });
    }

    const minuteOfDay = (now % DAY_MS) / 60_000;
    if (minuteOfDay === 0 || minuteOfDay === 5 || minuteOfDay === 13 * 60 + 45) {
      stats.seriesChecks += 1;
      const real = cprAlertState(dailySeriesAt(daily, fives, now), now, prev, { rule, atr });
      if (JSON.stringify(real) !== JSON.stringify(state))
        note(`${symbol} @${iso(now)}: incremental state differs from the dailySeriesAt one`);
    }
    if (prev) {
      stats.evaluations += 1;
      for (const event of diffCprStates(symbol, prev, state, now))
        events.push({ event, tf: event.key.split(':')[2] as Tf, now });
      const p = prev['1d'];
      const n = state['1d'];
      if (p && n && n.start === p.start + DAY_MS && n.previousVirgin !== null) {
        stats.dailyRolls += 1;
        if (n.previousVirgin) stats.dailyVirginEnds += 1;
      }
      // A touch in the period's first 5m bar that fired nothing (the state at the roll not virgin): must stay 0.
      if (p && n && p.start === n.start && minuteOfDay === 5 && !p.virgin && !n.virgin) {
        const cpr = { top: n.top, bottom: n.bottom };
        if (five.high >= cpr.bottom && five.low <= cpr.top) stats.firstBarTouches += 1;
      }
    } else stats.evaluations += 1;
    prev = state;
  }
  return { events, stats, cprs: [...cprs.values()] };
}

const started = performance.now();
const data = await loadKlineFolder(folder);
const loadedIn = (performance.now() - started) / 1000;

const perKindTf = new Map<string, number>();
let symbolDays = 0;
let evaluations = 0;
let compared = 0;
let seriesChecks = 0;
let dailyRolls = 0;
let dailyVirginEnds = 0;
let firstBarTouches = 0;
let crosses = 0;
let held = 0;
const heldSameClose = { n: 0 };
const undone = { '1h': 0, '4h': 0 };
const before = emptyOutcomes();
const after = emptyOutcomes();
/** The rule's outcomes per timeframe and per half of the data (CPRs by their period's start), to see it holds across both. */
const parts = new Map<string, { before: CrossOutcomes; after: CrossOutcomes }>();
const part = (name: string) => {
  let p = parts.get(name);
  if (!p) {
    p = { before: emptyOutcomes(), after: emptyOutcomes() };
    parts.set(name, p);
  }
  return p;
};
let firstOpen = Number.POSITIVE_INFINITY;
let lastOpen = Number.NEGATIVE_INFINITY;
for (const perTf of data.candles.values()) {
  const fives = perTf.get('5m') ?? [];
  firstOpen = Math.min(firstOpen, fives[0]?.openTime ?? Number.POSITIVE_INFINITY);
  lastOpen = Math.max(lastOpen, fives.at(-1)?.openTime ?? Number.NEGATIVE_INFINITY);
}
const midpoint = (firstOpen + lastOpen) / 2;
const sweep = new Map(SWEEP_K.flatMap((k) => SWEEP_N.map((n) => [`${k}|${n}`, emptyOutcomes()] as const)));
const crossesPerSymbolDay: number[] = [];
const perSymbol: string[] = [];

for (const [symbol, perTf] of data.candles) {
  const daily = perTf.get('1d') ?? [];
  const fives = perTf.get('5m') ?? [];
  const first = fives[0];
  const last = fives.at(-1);
  if (!first || !last) continue;
  const days = (last.openTime + FIVE - first.openTime) / DAY_MS;
  symbolDays += days;
  const core = replayCore(symbol, daily, fives);
  evaluations += core.stats.evaluations;
  seriesChecks += core.stats.seriesChecks;
  dailyRolls += core.stats.dailyRolls;
  dailyVirginEnds += core.stats.dailyVirginEnds;
  firstBarTouches += core.stats.firstBarTouches;

  const plain = plainCprAlertEvents(symbol, daily.map(bar), fives.map(bar), undefined, rule);
  for (const c of core.cprs) {
    crossOutcomes(c, rawCprCrossRule, before);
    crossOutcomes(c, rule, after);
    const half = (c.points[0]?.now ?? 0) < midpoint ? `first half (to ${iso(midpoint)})` : 'second half';
    for (const name of [c.tf, half]) {
      crossOutcomes(c, rawCprCrossRule, part(name).before);
      crossOutcomes(c, rule, part(name).after);
    }
    for (const k of SWEEP_K)
      for (const n of SWEEP_N)
        crossOutcomes(c, { marginAtr: k, closes: n }, sweep.get(`${k}|${n}`) as CrossOutcomes);
  }
  const coreKeys = new Set(core.events.map((e) => e.event.key));
  const plainKeys = new Set(plain.events.map((e) => e.key));
  if (coreKeys.size !== core.events.length) note(`${symbol}: core gave a key twice`);
  if (plain.evaluations !== core.stats.evaluations)
    note(`${symbol}: ${core.stats.evaluations} core evaluations, recompute ${plain.evaluations}`);
  for (const key of new Set([...coreKeys, ...plainKeys])) {
    compared += 1;
    if (!coreKeys.has(key)) note(`${symbol}: only the recompute has ${key}`);
    else if (!plainKeys.has(key)) note(`${symbol}: only core has ${key}`);
  }

  for (const { event, tf } of core.events) {
    const k = `${event.kind} ${tf}`;
    perKindTf.set(k, (perKindTf.get(k) ?? 0) + 1);
  }
  // Cooldown per (kind, symbol): one rule per kind covers every timeframe.
  const lastFired = new Map<string, number>();
  let symbolCrosses = 0;
  let symbolHeld = 0;
  for (const { event, now } of core.events) {
    const fired = lastFired.get(event.kind);
    const allowed = cooldownAllows(fired, now, COOLDOWN_MIN);
    if (allowed) lastFired.set(event.kind, now);
    if (event.kind !== 'cpr_cross') continue;
    symbolCrosses += 1;
    if (!allowed) {
      symbolHeld += 1;
      if (fired === now) heldSameClose.n += 1;
    }
  }
  crosses += symbolCrosses;
  held += symbolHeld;
  // Whipsaw: a cross on a timeframe followed by the next (necessarily opposite) one on it soon after.
  for (const tf of tfs) {
    const times = core.events.filter((e) => e.event.kind === 'cpr_cross' && e.tf === tf).map((e) => e.now);
    for (let i = 0; i + 1 < times.length; i++) {
      const gap = (times[i + 1] as number) - (times[i] as number);
      if (gap <= 3_600_000) undone['1h'] += 1;
      if (gap <= 4 * 3_600_000) undone['4h'] += 1;
    }
  }
  const daySet = new Map<number, number>();
  for (const e of core.events)
    if (e.event.kind === 'cpr_cross')
      daySet.set(bucketStart('1d', e.now - 1), (daySet.get(bucketStart('1d', e.now - 1)) ?? 0) + 1);
  for (let d = bucketStart('1d', first.openTime); d <= last.openTime; d += DAY_MS)
    crossesPerSymbolDay.push(daySet.get(d) ?? 0);
  const count = (kind: string) => core.events.filter((e) => e.event.kind === kind).length;
  perSymbol.push(
    `  ${symbol.padEnd(13)} ${days.toFixed(1).padStart(5)} d  touched ${String(count('cpr_touched')).padStart(3)}  cross ${String(symbolCrosses).padStart(4)} (held ${String(symbolHeld).padStart(3)})  virgin ${String(count('cpr_virgin')).padStart(3)}  ${iso(first.openTime)} → ${iso(last.openTime + FIVE)}`,
  );
}
const ranIn = (performance.now() - started) / 1000;

const symbols = perSymbol.length;
console.log(`folder ${folder}: ${symbols} symbols with 5m data, ${symbolDays.toFixed(1)} symbol-days`);
console.log(
  `evaluated ${evaluations} 5m closes (first per symbol a baseline); ${seriesChecks} incremental states checked against dailySeriesAt`,
);
console.log('events (per symbol per day):');
for (const kind of ['cpr_touched', 'cpr_cross', 'cpr_virgin'] as const) {
  const row = tfs.map((tf) => {
    const n = perKindTf.get(`${kind} ${tf}`) ?? 0;
    return `${tf} ${n} (${(n / symbolDays).toFixed(2)})`;
  });
  const total = tfs.reduce((s, tf) => s + (perKindTf.get(`${kind} ${tf}`) ?? 0), 0);
  console.log(`  ${kind.padEnd(12)} total ${total} (${(total / symbolDays).toFixed(2)}): ${row.join(', ')}`);
}
console.log(
  `cpr_cross with a ${COOLDOWN_MIN}-minute cooldown per (kind, symbol): ${held} of ${crosses} held back (${((100 * held) / Math.max(1, crosses)).toFixed(1)}%), ${heldSameClose.n} of them at the same close as a fired one (another timeframe)`,
);
console.log(
  `cpr_cross undone (next fired cross of the same timeframe) within 1 h: ${undone['1h']}, within 4 h: ${undone['4h']} of ${crosses}`,
);
console.log(
  `raw level crosses ${before.raw}: undone within 1 h ${before.rawUndone1h} of ${before.rawEligible1h} (${((100 * before.rawUndone1h) / Math.max(1, before.rawEligible1h)).toFixed(1)} %), held 4 h ${before.held4h}`,
);
console.log(
  '| rule | fires (per symbol-day) | fires undone within 1 h | crosses that held 4 h fired | median delay |',
);
console.log('|---|---|---|---|---|');
console.log(outcomeRow('before: any close beyond (k 0, N 1)', before, symbolDays));
console.log(outcomeRow(`after: k ${rule.marginAtr}, N ${rule.closes}`, after, symbolDays));
for (const [name, p] of parts) {
  console.log(outcomeRow(`${name}, before`, p.before, symbolDays));
  console.log(outcomeRow(`${name}, after`, p.after, symbolDays));
}
console.log('sweep:');
console.log(
  '| k, N | fires (per symbol-day) | fires undone within 1 h | crosses that held 4 h fired | median delay |',
);
console.log('|---|---|---|---|---|');
for (const [key, o] of sweep) console.log(outcomeRow(key.replace('|', ', '), o, symbolDays));
const sorted = [...crossesPerSymbolDay].sort((a, b) => a - b);
const pct = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(
  `cpr_cross per symbol-day: median ${pct(0.5)}, p90 ${pct(0.9)}, max ${sorted.at(-1) ?? 0}; days with none ${sorted.filter((n) => n === 0).length} of ${sorted.length}`,
);
console.log(
  `daily CPR ended virgin: ${dailyVirginEnds} of ${dailyRolls} day rolls (${((100 * dailyVirginEnds) / Math.max(1, dailyRolls)).toFixed(1)}%)`,
);
console.log(
  `daily CPRs touched in the day’s first 5m bar without a cpr_touched (the CPR in force is virgin at its first close): ${firstBarTouches}`,
);
console.log('per symbol:');
for (const line of perSymbol) console.log(line);
console.log(`compared ${compared} event keys with the recompute`);
console.log(
  mismatches.length === 0 ? 'all agree' : `${mismatches.length} disagreements:\n${mismatches.join('\n')}`,
);
console.log(`loaded in ${loadedIn.toFixed(1)} s, total ${ranIn.toFixed(1)} s`);
