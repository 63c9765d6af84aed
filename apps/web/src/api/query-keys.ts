import type { CprRange, OverlayTimeframe, StreamModule } from '@app/contracts';

/**
 * Every TanStack Query key of the web app. The first element of a screen's key is its stream module
 * (see `live-updates.ts`), so one `invalidateQueries({queryKey: [module]})` refreshes all of a
 * module's data; the keys outside the stream (auth, upgrades, admin) are grouped by their first
 * elements the same way.
 */
export const queryKeys = {
  /** A stream module's prefix: everything cached under that module. */
  module: (module: StreamModule) => [module] as const,

  cpr: ['cpr'] as const,
  cprData: (range: CprRange) => ['cpr', 'data', range] as const,
  cprInsights: ['cpr', 'insights'] as const,
  cprTrendModel: ['cpr', 'trend-model'] as const,
  symbolMeta: ['cpr', 'symbol-meta'] as const,
  biasScores: ['cpr', 'bias-scores'] as const,
  ict: ['ict'] as const,
  ictSetups: ['ict', 'setups'] as const,
  ictTrades: ['ict', 'trades'] as const,
  ictTp1Model: ['ict', 'tp1-model'] as const,
  ictTrackRecord: ['ict', 'track-record'] as const,
  sniperflow: ['sniperflow'] as const,
  sniperflowSummary: ['sniperflow', 'summary'] as const,
  volume: ['volume'] as const,
  volumeCurrent: ['volume', 'current'] as const,
  volumeSessions: (symbol: string) => ['volume', 'sessions', symbol] as const,
  positioning: ['positioning'] as const,
  positioningSnapshot: ['positioning', 'snapshot'] as const,
  positioningHistory: (symbol: string, from: string, to: string) =>
    ['positioning', 'history', symbol, from, to] as const,

  /** The `market` module: every market stream event (a candle close, a status change) refetches it. */
  market: ['market'] as const,
  /** The health check (data source, exchange, loading), per session state: signed in, out, or unsettled. */
  marketStatus: (session: boolean | null) => ['market', 'status', session] as const,
  marketCandles: (symbol: string, tf: OverlayTimeframe) => ['market', 'candles', symbol, tf] as const,
  marketOverlays: (symbol: string, tf: OverlayTimeframe) => ['market', 'overlays', symbol, tf] as const,

  watchlist: ['watchlist'] as const,
  watchlistItems: ['watchlist', 'items'] as const,
  watchlistModules: ['watchlist', 'modules'] as const,

  /** The `alerts` module. An `alerts` event refetches the inbox only: rules and webhook change by the user. */
  alerts: ['alerts'] as const,
  alertRules: ['alerts', 'rules'] as const,
  alertInbox: ['alerts', 'inbox'] as const,
  alertWebhook: ['alerts', 'webhook'] as const,

  /** The signed-in user. */
  profile: ['auth', 'profile'] as const,
  /** The signed-in user's saved screener views (Pro's saved filters), per user. */
  screenViews: (userId: number) => ['auth', 'screen-views', userId] as const,
  /** The signed-in user's plan upgrade requests. */
  myUpgrades: ['upgrades', 'mine'] as const,

  adminOverview: ['admin', 'overview'] as const,
  /** The `tasks` module: the admin task list. */
  adminTasks: ['admin', 'tasks'] as const,
  adminTasksRecent: ['admin', 'tasks', 'recent'] as const,
  adminUsers: ['admin', 'users'] as const,
  pendingUpgrades: ['admin', 'upgrades', 'pending'] as const,
  adminSettings: ['admin', 'settings'] as const,
  /** Below ['admin', 'settings'], so the settings screen's invalidation refreshes it too. */
  screenSettings: ['admin', 'settings', 'screen'] as const,
};
