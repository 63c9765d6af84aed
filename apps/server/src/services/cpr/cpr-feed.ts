import type { AdminSettings, CprRange, Exchange, ScreenSettings } from '@app/contracts';
import type { CprStateRepository } from '../../repositories/cpr-state-repository.ts';
import type { MarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { TrendModelRepository } from '../../repositories/trend-model-repository.ts';
import { type CachedBody, cachedBody, createBodyCache } from '../cached-bodies.ts';
import {
  cprRows,
  insightRows,
  joinBySymbol,
  type SymbolState,
  symbolMetaRows,
  volatilityRecords,
} from './cpr-dto.ts';
import { trendModelSummary } from './trend-figures.ts';

type FeedKey = `cpr-data:${CprRange}` | 'cpr-insights' | 'symbol-meta' | 'bias-scores' | 'trend-model';

/**
 * The public CPR endpoints' bodies (docs/api.md "Shapes" and "Behaviour under load"): built from what the
 * CPR jobs stored, serialized and compressed once, and kept until the next change. A change is a job
 * writing CPR results (`invalidate`, called on every `cpr` stream event, whichever process ran the
 * job) or the settings changing; bodies are also rebuilt at least every `ttlMs` as a safety net.
 */
export interface CprFeed {
  cprData(range: CprRange): Promise<CachedBody>;
  insights(): Promise<CachedBody>;
  symbolMeta(): Promise<CachedBody>;
  biasScores(): Promise<CachedBody>;
  /** The latest trend-model refit's held-out figures per checkpoint. */
  trendModel(): Promise<CachedBody>;
  screenSettings(): Promise<CachedBody>;
  invalidate(): void;
}

export interface CprFeedDeps {
  source: string;
  state: CprStateRepository;
  symbols: MarketSymbolRepository;
  models?: Pick<TrendModelRepository, 'latest'>;
  settings: { current(): Promise<AdminSettings> };
  ttlMs?: number;
  now?: () => number;
  /** The venue of the data when it is fixed (files source): the TradingView prefix, over `default_exchange`. */
  chartVenue?: Exchange | null;
}

/**
 * The settings the screens read. `default_exchange` is the TradingView prefix of the exports and
 * chart links: the data's own venue (`chartVenue`, files source) when it has one.
 */
function screenSettingsOf(settings: AdminSettings, chartVenue: Exchange | null = null): ScreenSettings {
  return {
    daily_cpr_map: settings.daily_cpr_map,
    weekly_cpr_map: settings.weekly_cpr_map,
    monthly_cpr_map: settings.monthly_cpr_map,
    default_exchange: chartVenue ?? settings.default_exchange,
    notification_location: settings.notification_location,
    notification_duration: settings.notification_duration,
  };
}

export function createCprFeed(deps: CprFeedDeps): CprFeed {
  const ttl = deps.ttlMs ?? 60_000;
  const now = deps.now ?? Date.now;
  const cache = createBodyCache<FeedKey>({ ttlMs: ttl, now });
  let generation = 0;
  let joined: { generation: number; at: number; states: Promise<SymbolState[]> } | undefined;
  let screen: { settings: AdminSettings; body: CachedBody } | undefined;

  /** One read of the stored state per generation (and TTL), shared by the bodies built from it. */
  function states(): Promise<SymbolState[]> {
    if (joined && joined.generation === generation && now() - joined.at < ttl) return joined.states;
    const read = (async () =>
      joinBySymbol(await deps.state.read(deps.source), await deps.symbols.listActive(deps.source)))();
    const current = { generation, at: now(), states: read };
    joined = current;
    read.catch(() => {
      if (joined === current) joined = undefined;
    });
    return read;
  }

  return {
    cprData: (range) => cache.get(`cpr-data:${range}`, async () => cprRows(await states(), range)),
    insights: () => cache.get('cpr-insights', async () => insightRows(await states())),
    symbolMeta: () => cache.get('symbol-meta', async () => symbolMetaRows(await states())),
    biasScores: () => cache.get('bias-scores', async () => volatilityRecords(await states())),
    trendModel: () =>
      cache.get('trend-model', async () => trendModelSummary(await deps.models?.latest(deps.source))),
    async screenSettings() {
      // The settings service keeps one frozen object until it reloads: rebuild only then.
      const settings = await deps.settings.current();
      if (screen?.settings !== settings)
        screen = { settings, body: await cachedBody(screenSettingsOf(settings, deps.chartVenue ?? null)) };
      return screen.body;
    },
    invalidate() {
      generation += 1;
      joined = undefined;
      cache.invalidate();
    },
  };
}
