import type { AdminSettings } from '@app/contracts';
import {
  advanceTrade,
  analyzeIct,
  type Candle,
  type IctAnalysis,
  type IctSetupLabel,
  type IctTradePlan,
  ictParamsFromSettings,
} from '@app/core';
import { timeSlicer } from '../../lib/event-loop-turns.ts';
import type { IctRepository, IctTradeRow, IctTradeUpdate } from '../../repositories/ict-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { WebhookResult } from '../discord/webhook-client.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import { createBarWindowCache, type ReadWindows } from './bar-window-cache.ts';
import { setupWriteOf } from './ict-dto.ts';
import { type IctInputReaders, loadIctInputs } from './ict-inputs.ts';
import { createTp1ModelKeeper, tp1ForecastOf } from './ict-tp1-model.ts';
import { insertOf, legKey, planOf, stateOf, updateOf } from './ict-trade-rows.ts';

/** Setups per label. */
export type IctLabelCounts = Record<IctSetupLabel, number>;

/** Sends the alert of one new trade (Discord `webhook_setups`); never throws. */
export type NewTradeAlert = (trade: IctTradeRow) => Promise<WebhookResult>;

export interface IctServiceDeps {
  /** Reads stored bar windows (repositories/candle-windows.ts on the app's database). */
  readWindows: ReadWindows;
  source: string;
  marketNow: () => number;
  now: () => Date;
  /** Read fresh per run (`invalidate` first), like the CPR service. */
  settings: { current(): Promise<AdminSettings>; invalidate(): void };
  ict: IctRepository;
  symbols: MarketSymbolRepository;
  readers: IctInputReaders;
  alert?: NewTradeAlert;
  /** Called after a run stored changed rows (this process's endpoint caches). */
  onChange?: () => void;
}

export interface IctScanResult {
  now: number;
  /** Newest market time of the data used (null without data). */
  dataTime: number | null;
  symbols: number;
  /** Setups per label. */
  labels: IctLabelCounts;
  newTrades: number;
  /** Live trades judged, and those whose status changed. */
  judged: number;
  statusChanges: number;
  changedRows: number;
  timings: { readMs: number; computeMs: number; writeMs: number };
  /** Candle rows read from the store (the bar windows' new rows and the forming bars). */
  rowsRead: number;
  /** Resolves when the new trades' alerts are sent; the scan never waits for it. */
  alerts: Promise<WebhookResult[]>;
}

export interface IctService {
  /**
   * One ICT scan at the market's now (docs/analytics.md §3): every active symbol's setup from its stored
   * bars, the outcome of every live trade judged on the closed 5m bars since it was last judged,
   * a trade for each new setup that carries a plan (one per symbol, direction and leg) with its
   * P(TP1) from the day's model (refit first when the UTC day turned), all stored in one transaction; then each new trade's alert, in the background.
   */
  scan(): Promise<IctScanResult>;
}

const emptyLabels = (): IctLabelCounts => ({
  'Strong Bullish': 0,
  Bullish: 0,
  'Potential Bullish': 0,
  'Strong Bearish': 0,
  Bearish: 0,
  'Potential Bearish': 0,
  Neutral: 0,
  'No Setup': 0,
});

/** One alert after the other (a webhook's rate limit is per channel), in the background. */
async function sendInOrder(trades: readonly IctTradeRow[], alert?: NewTradeAlert): Promise<WebhookResult[]> {
  const results: WebhookResult[] = [];
  if (!alert) return results;
  for (const trade of trades) results.push(await alert(trade));
  return results;
}

export function createIctService(deps: IctServiceDeps): IctService {
  const { source } = deps;
  const windows = createBarWindowCache(deps.readWindows);
  const tp1Model = createTp1ModelKeeper(deps.ict, source);
  // Scans wait for each other: they share the bar windows, which change in place.
  const serial = oneAtATime();
  return {
    scan: () =>
      serial(async () => {
        const now = deps.marketNow();
        deps.settings.invalidate();
        const settings = await deps.settings.current();
        const params = ictParamsFromSettings(settings);
        const t0 = performance.now();
        const symbols = (await deps.symbols.listActive(source)).map((s) => s.symbol);
        const live = await deps.ict.liveTrades(source);
        const from5m = new Map<string, number>();
        for (const t of live) {
          const from = (t.judgedThrough ?? t.createdAt.getTime() - 1) + 1;
          from5m.set(t.symbol, Math.min(from5m.get(t.symbol) ?? from, from));
        }
        const { inputs, rowsRead } = await loadIctInputs(windows, deps.readers, source, symbols, now, from5m);
        const model = await tp1Model.current(now);
        const t1 = performance.now();

        const analyses = new Map<string, IctAnalysis>();
        const labels = emptyLabels();
        let dataTime: number | null = null;
        // Each symbol's bars are built just before its analysis and dropped after it, but for the
        // symbols with live trades, judged below.
        const barsOf = new Map<string, readonly Candle[]>();
        // Between symbols the event loop turns every 20 ms (docs/reliability.md, Soak).
        const slice = timeSlicer();
        for (const { symbol, hasBars, input } of inputs) {
          if (!hasBars) continue;
          await slice();
          const built = input();
          if (from5m.has(symbol)) barsOf.set(symbol, built.bars5m);
          const a = analyzeIct(built, params);
          analyses.set(symbol, a);
          labels[a.label] += 1;
          dataTime = Math.max(dataTime ?? a.asOf, a.asOf);
        }
        const updates: IctTradeUpdate[] = [];
        const known = new Set<string>();
        let statusChanges = 0;
        for (const trade of live) {
          known.add(legKey(trade.symbol, trade.bias, trade.legFromTime));
          const before = stateOf(trade);
          const state = advanceTrade(
            planOf(trade),
            trade.createdAt.getTime(),
            before,
            barsOf.get(trade.symbol) ?? [],
            now,
          );
          if (state.status !== before.status) statusChanges += 1;
          updates.push(updateOf(trade.id, state, analyses.get(trade.symbol)?.price ?? trade.currentPrice));
        }
        const inserts = [...analyses]
          .filter(
            (entry): entry is [string, IctAnalysis & { trade: IctTradePlan }] => entry[1].trade !== null,
          )
          .filter(([symbol, a]) => !known.has(legKey(symbol, a.trade.direction, a.trade.legFromTime)))
          .map(([symbol, a]) => insertOf(symbol, a, tp1ForecastOf(model, a, a.trade)));
        const setups = [...analyses].map(([symbol, a]) =>
          setupWriteOf(symbol, a, a.trade ? tp1ForecastOf(model, a, a.trade).forecast : null),
        );
        const t2 = performance.now();

        const { changedRows, inserted } = await deps.ict.writeScan(
          source,
          setups,
          updates,
          inserts,
          deps.now(),
        );
        const t3 = performance.now();
        if (changedRows > 0) deps.onChange?.();
        const alerts = sendInOrder(inserted, deps.alert);
        return {
          now,
          dataTime,
          symbols: analyses.size,
          labels,
          newTrades: inserted.length,
          judged: live.length,
          statusChanges,
          changedRows,
          timings: { readMs: t1 - t0, computeMs: t2 - t1, writeMs: t3 - t2 },
          rowsRead,
          alerts,
        };
      }),
  };
}
