import {
  type AlertTopic,
  type AlertTopicStates,
  CPR_CROSS_ATR_BARS,
  type CprAlertState,
  type CprCrossRule,
  cprAlertState,
  cprCrossAtr,
  DAY_MS,
  type IctAlertState,
  type IctTradeStatus,
  type LiquidityAlertState,
  timeframeMs,
  type VolumeAlertState,
} from '@app/core';
import { msOrNull } from '../../lib/time.ts';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { IctRepository, IctSetupRow, IctTradeRow } from '../../repositories/ict-repository.ts';
import type { LiquidityRepository } from '../../repositories/liquidity-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { VolumeSnapshotRepository } from '../../repositories/volume-snapshot-repository.ts';
import { loadCprInputs } from '../cpr/cpr-inputs.ts';
import { withToday } from '../cpr/cpr-state.ts';

/** Daily history the CPR topic reads: the monthly CPR of last month needs the month before it (≤ 92 days). */
const CPR_ALERT_LOOKBACK_DAYS = 95;
const FIVE_MS = timeframeMs('5m');
/** Trades the ICT topic follows: the newest of the source (closed ones drop out of the window with age). */
const ICT_ALERT_TRADES = 2000;

export type TopicStates<T extends AlertTopic> = Map<string, AlertTopicStates[T]>;

/** Reads every symbol's next state of a topic from what the modules stored, as of the close `now`. */
export interface AlertTopicReader {
  read<T extends AlertTopic>(topic: T, now: number, prev: TopicStates<T>): Promise<TopicStates<T>>;
}

export interface AlertTopicReaderDeps {
  source: string;
  symbols: Pick<MarketSymbolRepository, 'listActive'>;
  cprInputs: CprInputRepository;
  /** The CPR cross rule in force (the settings' `cpr_cross_margin_atr` and `cpr_cross_closes`). */
  cprCrossRule(): Promise<CprCrossRule>;
  liquidity: Pick<LiquidityRepository, 'readSummaries'>;
  volume: Pick<VolumeSnapshotRepository, 'latestPerSymbol'>;
  ict: Pick<IctRepository, 'readSetups' | 'recentTrades'>;
}

/**
 * A setup's identity: its higher-timeframe context (bias and PD array). The confirmations (FVG, LTF
 * OTE, a sweep) come and go from one 5m scan to the next and only move its score, which rides on the
 * event: a rule fires when the score crosses its min score, or when the context itself changes.
 */
export function ictSetupId(s: Pick<IctSetupRow, 'htfBias' | 'htfPdArray'>) {
  return `${s.htfBias}|${s.htfPdArray}`;
}

/** The market time a trade reached its current status (its creation while open). */
function statusTime(t: IctTradeRow): number {
  const times = [t.createdAt, t.triggeredAt, t.tp1At, t.tp2At, t.stoppedAt, t.expiredAt].map(msOrNull);
  return Math.max(...times.filter((x): x is number => x !== null));
}

/**
 * The topic states: `cpr` from the candles (core `cprAlertState` on the daily series the CPR run
 * builds, today's forming day from the closed 5m bars; crosses confirmed under the settings' rule
 * with the 5m ATR(14) of the last 288 closed 5m bars, core `cprCrossAtr`), `liquidity` from the SniperFlow rows (the
 * levels swept today), `volume` from each symbol's newest snapshot of the last day, `ict` from the
 * stored setups and the newest trades (status and plan: bias, entry zone, stop, TP1, TP2).
 */
export function createAlertTopicReader(deps: AlertTopicReaderDeps): AlertTopicReader {
  const { source } = deps;
  const readers: { [T in AlertTopic]: (now: number, prev: TopicStates<T>) => Promise<TopicStates<T>> } = {
    async cpr(now, prev) {
      const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
      const inputs = await loadCprInputs(deps.cprInputs, source, symbols, now, CPR_ALERT_LOOKBACK_DAYS);
      const rule = await deps.cprCrossRule();
      const fives = await deps.cprInputs.fiveMinuteCandles(
        source,
        symbols,
        now - CPR_CROSS_ATR_BARS * FIVE_MS,
        now,
      );
      const out = new Map<string, CprAlertState>();
      for (const input of inputs) {
        if (input.daily.length === 0 && input.intraday.length === 0) continue;
        const cross = { rule, atr: cprCrossAtr(fives.get(input.symbol) ?? [], now) };
        out.set(input.symbol, cprAlertState(withToday(input, now), now, prev.get(input.symbol), cross));
      }
      return out;
    },
    async liquidity() {
      const out = new Map<string, LiquidityAlertState>();
      for (const row of await deps.liquidity.readSummaries(source)) {
        const swept: LiquidityAlertState['swept'] = {};
        for (const hit of row.hitEvents) swept[hit.level] = { price: hit.price, at: hit.hit_at };
        out.set(row.symbol, { day: row.day.getTime(), swept });
      }
      return out;
    },
    async volume(now) {
      const out = new Map<string, VolumeAlertState>();
      for (const row of await deps.volume.latestPerSymbol(source, now - DAY_MS))
        out.set(row.symbol, { status: row.status, alert: row.alertTriggered, at: row.takenAt.getTime() });
      return out;
    },
    async ict() {
      const out = new Map<string, IctAlertState>();
      const entry = (symbol: string) => {
        const found = out.get(symbol);
        if (found) return found;
        const state: IctAlertState = { setup: null, trades: {} };
        out.set(symbol, state);
        return state;
      };
      for (const s of await deps.ict.readSetups(source))
        entry(s.symbol).setup = { id: ictSetupId(s), score: s.score, at: s.asOf.getTime(), label: s.label };
      for (const t of await deps.ict.recentTrades(source, ICT_ALERT_TRADES))
        entry(t.symbol).trades[String(t.id)] = {
          status: t.status as IctTradeStatus,
          at: statusTime(t),
          levels: {
            bias: t.bias,
            entryLow: t.entryLow,
            entryHigh: t.entryHigh,
            stopLoss: t.stopLoss,
            takeProfit1: t.takeProfit1,
            takeProfit2: t.takeProfit2,
          },
        };
      return out;
    },
  };
  return {
    read(topic, now, prev) {
      return (
        readers[topic] as (now: number, prev: TopicStates<typeof topic>) => Promise<TopicStates<typeof topic>>
      )(now, prev);
    },
  };
}
