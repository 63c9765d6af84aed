import type { CprRange, OverlayTimeframe } from '@app/contracts';

/**
 * TanStack Query keys of the screening data. The first element is the stream module (see
 * `live-updates.ts`), so one `invalidateQueries({queryKey: [module]})` refreshes all of a module's data.
 */
export const queryKeys = {
  cpr: ['cpr'] as const,
  cprData: (range: CprRange) => ['cpr', 'data', range] as const,
  cprInsights: ['cpr', 'insights'] as const,
  symbolMeta: ['cpr', 'symbol-meta'] as const,
  biasScores: ['cpr', 'bias-scores'] as const,
  ict: ['ict'] as const,
  ictSetups: ['ict', 'setups'] as const,
  ictTrades: ['ict', 'trades'] as const,
  sniperflow: ['sniperflow'] as const,
  sniperflowSummary: ['sniperflow', 'summary'] as const,
  volume: ['volume'] as const,
  volumeCurrent: ['volume', 'current'] as const,
  volumeSessions: (symbol: string) => ['volume', 'sessions', symbol] as const,
  /** Under the `market` module: refetched on every market stream event. */
  marketCandles: (symbol: string, tf: OverlayTimeframe) => ['market', 'candles', symbol, tf] as const,
  marketOverlays: (symbol: string, tf: OverlayTimeframe) => ['market', 'overlays', symbol, tf] as const,
  watchlist: ['watchlist'] as const,
  watchlistItems: ['watchlist', 'items'] as const,
  watchlistModules: ['watchlist', 'modules'] as const,
  adminOverview: ['admin', 'overview'] as const,
  /** Below ['admin', 'settings'], so the settings screen's invalidation refreshes it too. */
  screenSettings: ['admin', 'settings', 'screen'] as const,
};
