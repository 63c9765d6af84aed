import type { LiquidityRow } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { rowsOf } from '../../src/repositories/sql-results.ts';

/**
 * An independent recompute of `sniperflow/summary` from the stored candles, for tests: it reads the
 * `candles` and `forming_candles` tables with its own SQL and re-derives docs/analytics.md §5 in plain
 * loops, calling no core function (session windows on whole minutes that do not wrap midnight, as
 * the default settings have).
 */
const M5 = 300_000;
const DAY = 86_400_000;

interface Bar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
}
type Name = 'asia' | 'london' | 'newyork';
export type Windows = Record<Name, [startMinute: number, endMinute: number]>;

const defaultWindows: Windows = { asia: [0, 420], london: [420, 780], newyork: [780, 1260] };

async function barsOf(db: Db, source: string, tf: string): Promise<Map<string, Bar[]>> {
  const result = await db.execute(sql`
    select symbol, open_time, open, high, low, close from candles
    where source = ${source} and timeframe = ${tf} order by symbol, open_time`);
  const out = new Map<string, Bar[]>();
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const list = out.get(String(r.symbol)) ?? [];
    list.push({
      t: Number(r.open_time),
      o: Number(r.open),
      h: Number(r.high),
      l: Number(r.low),
      c: Number(r.close),
    });
    out.set(String(r.symbol), list);
  }
  return out;
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** Every symbol's row as docs/analytics.md §5 defines it at `now`, from the stored candles alone. */
export async function recomputeLiquidity(
  db: Db,
  source: string,
  now: number,
  w: Windows = defaultWindows,
): Promise<Map<string, Omit<LiquidityRow, 'as_of' | 'day'>>> {
  const five = await barsOf(db, source, '5m');
  const daily = await barsOf(db, source, '1d');
  const formingRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select symbol, open_time, close from forming_candles
      where source = ${source} and timeframe = '5m'`),
  );
  const forming = new Map(
    formingRows.map((r) => [String(r.symbol), { t: Number(r.open_time), c: Number(r.close) }]),
  );
  const day = Math.floor(now / DAY) * DAY;
  const out = new Map<string, Omit<LiquidityRow, 'as_of' | 'day'>>();
  const names = (Object.keys(w) as Name[]).sort((a, b) => w[a][0] - w[b][0]);
  for (const [symbol, all] of five) {
    const bars = all.filter((b) => b.t + M5 <= now && b.t >= day - 21 * DAY);
    if (!bars.some((b) => b.t >= day - DAY)) continue;
    const between = (from: number, to: number) => bars.filter((b) => b.t >= from && b.t < to);
    const range = (bs: Bar[]) =>
      bs.length === 0
        ? null
        : {
            h: Math.max(...bs.map((b) => b.h)),
            l: Math.min(...bs.map((b) => b.l)),
            c: (bs.at(-1) as Bar).c,
          };
    const span = (n: Name, d: number) => [d + w[n][0] * 60_000, d + w[n][1] * 60_000] as const;
    const firstBeyond = (price: number | null, up: boolean, from: number) =>
      price === null ? null : (bars.find((b) => b.t >= from && (up ? b.h > price : b.l < price))?.t ?? null);

    const yesterday = between(day - DAY, day);
    const prev = range(yesterday);
    const levels: Record<string, { price: number | null; hit: number | null }> = {
      pdh: { price: prev?.h ?? null, hit: firstBeyond(prev?.h ?? null, true, day) },
      pdl: { price: prev?.l ?? null, hit: firstBeyond(prev?.l ?? null, false, day) },
    };
    const sessionBias: Record<string, 'A' | 'M' | 'D'> = {};
    names.forEach((n, i) => {
      const [from, to] = span(n, day);
      const r = from < now ? range(between(from, to)) : null;
      if (n !== 'newyork') {
        levels[`${n}_high`] = { price: r?.h ?? null, hit: r ? firstBeyond(r.h, true, to) : null };
        levels[`${n}_low`] = { price: r?.l ?? null, hit: r ? firstBeyond(r.l, false, to) : null };
      }
      if (!r) return;
      const priorName = names[(i + names.length - 1) % names.length] as Name;
      const prior = range(between(...span(priorName, i === 0 ? day - DAY : day)));
      if (prior && (r.h > prior.h || r.l < prior.l) && r.c >= prior.l && r.c <= prior.h) {
        sessionBias[n] = 'M';
        return;
      }
      const widths: number[] = [];
      for (let d = day - 20 * DAY; d < day; d += DAY) {
        const past = range(between(...span(n, d)));
        if (past && span(n, d)[1] <= now) widths.push(past.h - past.l);
      }
      const avg = widths.length ? widths.reduce((a, b) => a + b, 0) / widths.length : null;
      const width = r.h - r.l;
      const outer = 0.3 * width;
      const d = avg !== null && width > 0 && width >= avg && (r.c - r.l <= outer || r.h - r.c <= outer);
      sessionBias[n] = d ? 'D' : 'A';
    });

    // Yesterday's stored daily bar, else its 5m bars.
    const storedDay = (daily.get(symbol) ?? []).find((b) => b.t === day - DAY);
    const hlc = storedDay ?? (prev && yesterday.length ? { h: prev.h, l: prev.l, c: prev.c } : null);
    let cpr: [number, number, number] | null = null;
    if (hlc) {
      const pivot = (hlc.h + hlc.l + hlc.c) / 3;
      const bc = (hlc.h + hlc.l) / 2;
      const tc = 2 * pivot - bc;
      cpr = [Math.max(tc, bc), pivot, Math.min(tc, bc)];
    }
    const last = bars.at(-1) as Bar;
    const f = forming.get(symbol);
    const price = f && f.t < now && f.t >= last.t + M5 ? f.c : last.c;
    const pdh = levels.pdh as { price: number | null; hit: number | null };
    const pdl = levels.pdl as { price: number | null; hit: number | null };
    let bias: LiquidityRow['bias'] = 'Neutral';
    let reason: LiquidityRow['bias_reason'] = 'No daily CPR';
    if (pdl.hit !== null && pdl.price !== null && price > pdl.price)
      [bias, reason] = ['Bullish', 'PDL swept and reclaimed'];
    else if (pdh.hit !== null && pdh.price !== null && price < pdh.price)
      [bias, reason] = ['Bearish', 'PDH swept and rejected'];
    else if (cpr && price > cpr[0]) [bias, reason] = ['Bullish', 'Above daily CPR'];
    else if (cpr && price < cpr[2]) [bias, reason] = ['Bearish', 'Below daily CPR'];
    else if (cpr) [bias, reason] = ['Neutral', 'Inside daily CPR'];

    const labels: Record<string, LiquidityRow['hit_events'][number]['level']> = {
      pdh: 'PDH',
      pdl: 'PDL',
      asia_high: 'Asia High',
      asia_low: 'Asia Low',
      london_high: 'London High',
      london_low: 'London Low',
    };
    const column = (t: number): LiquidityRow['hit_events'][number]['session'] => {
      const minute = Math.floor((t % DAY) / 3_600_000) * 60;
      return names.find((n) => minute >= w[n][0] && minute < w[n][1]) ?? 'unknown';
    };
    const hit_events = Object.keys(labels)
      .map((k) => ({ k, l: levels[k] as { price: number | null; hit: number | null } }))
      .filter(({ l }) => l.hit !== null)
      .map(({ k, l }) => ({
        level: labels[k] as LiquidityRow['hit_events'][number]['level'],
        price: l.price as number,
        hit_at: iso(l.hit) as string,
        session: column(l.hit as number),
      }))
      .sort((a, b) => Date.parse(a.hit_at) - Date.parse(b.hit_at));
    const L = (k: string) => levels[k] as { price: number | null; hit: number | null };
    out.set(symbol, {
      symbol,
      pdh: L('pdh').price,
      pdl: L('pdl').price,
      asia_high: L('asia_high').price,
      asia_low: L('asia_low').price,
      london_high: L('london_high').price,
      london_low: L('london_low').price,
      pdh_swept: L('pdh').hit !== null,
      pdl_swept: L('pdl').hit !== null,
      asia_high_swept: L('asia_high').hit !== null,
      asia_low_swept: L('asia_low').hit !== null,
      london_high_swept: L('london_high').hit !== null,
      london_low_swept: L('london_low').hit !== null,
      pdh_hit_at: iso(L('pdh').hit),
      pdl_hit_at: iso(L('pdl').hit),
      asia_high_hit_at: iso(L('asia_high').hit),
      asia_low_hit_at: iso(L('asia_low').hit),
      london_high_hit_at: iso(L('london_high').hit),
      london_low_hit_at: iso(L('london_low').hit),
      bias,
      bias_reason: reason,
      cpr_top: cpr?.[0] ?? null,
      cpr_mid: cpr?.[1] ?? null,
      cpr_bottom: cpr?.[2] ?? null,
      session_bias: sessionBias,
      hit_events,
      price,
    });
  }
  return out;
}
