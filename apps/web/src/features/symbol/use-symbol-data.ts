import { hasRole, type OverlayTimeframe, type Role } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { cprApi } from '../../api/cpr-api.ts';
import { ictApi } from '../../api/ict-api.ts';
import { marketApi } from '../../api/market-api.ts';
import { positioningApi } from '../../api/positioning-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { sniperflowApi } from '../../api/sniperflow-api.ts';
import { volumeApi } from '../../api/volume-api.ts';

/** The forming bar is polled this often (market stream events refetch at each 5m close too). */
const CANDLE_POLL_MS = 5_000;
/** Overlays change with each 5m close (the market event); a slower poll is the fallback. */
const OVERLAY_POLL_MS = 60_000;

/**
 * The chart's candles and overlays of `symbol` at `tf`: candles polled every 5 s so the forming bar
 * moves, both refetched on every `market` stream event (their keys sit under `market`).
 */
export function useChartData(symbol: string, tf: OverlayTimeframe) {
  const candles = useQuery({
    queryKey: queryKeys.marketCandles(symbol, tf),
    queryFn: () => marketApi.candles(symbol, tf),
    refetchInterval: CANDLE_POLL_MS,
  });
  const overlays = useQuery({
    queryKey: queryKeys.marketOverlays(symbol, tf),
    queryFn: () => marketApi.overlays(symbol, tf),
    refetchInterval: OVERLAY_POLL_MS,
  });
  return { candles, overlays };
}

/** The market answered 404 for the symbol: it is not in the catalog (a typo, a delisted symbol). */
export function isUnknownSymbol(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The screening rows of one symbol, each from the screen's own query (shared cache): CPR rows of
 * the three ranges and the insight (public), the volume snapshot (free), the ICT setup (pro and
 * above) and the liquidity row (premium and above). A query below the user's role is never sent.
 */
export function useSymbolRows(symbol: string, role: Role | undefined) {
  const can = (minimum: Role) => role !== undefined && hasRole(role, minimum);
  const daily = useQuery({ queryKey: queryKeys.cprData('daily'), queryFn: () => cprApi.data('daily') });
  const weekly = useQuery({ queryKey: queryKeys.cprData('weekly'), queryFn: () => cprApi.data('weekly') });
  const monthly = useQuery({ queryKey: queryKeys.cprData('monthly'), queryFn: () => cprApi.data('monthly') });
  const insights = useQuery({ queryKey: queryKeys.cprInsights, queryFn: () => cprApi.insights() });
  const volume = useQuery({ queryKey: queryKeys.volumeCurrent, queryFn: () => volumeApi.current() });
  const setups = useQuery({
    queryKey: queryKeys.ictSetups,
    queryFn: () => ictApi.setups(),
    enabled: can('pro'),
  });
  const liquidity = useQuery({
    queryKey: queryKeys.sniperflowSummary,
    queryFn: () => sniperflowApi.summary(),
    enabled: can('premium'),
  });
  const find = <T extends { symbol: string }>(rows: readonly T[] | undefined) =>
    rows?.find((r) => r.symbol === symbol) ?? null;
  return {
    cpr: { daily: find(daily.data), weekly: find(weekly.data), monthly: find(monthly.data) },
    cprLoading: daily.isPending || weekly.isPending || monthly.isPending,
    insight: find(insights.data),
    volume: find(volume.data),
    volumeLoading: volume.isPending,
    setup: find(setups.data),
    setupLoading: can('pro') && setups.isPending,
    liquidity: find(liquidity.data),
    liquidityLoading: can('premium') && liquidity.isPending,
    can,
  };
}

/**
 * One symbol's positioning history over `span` (pro and above: `enabled` false below), refetched on
 * every `positioning` stream event (its key sits under `positioning`).
 */
export function usePositioningHistory(
  symbol: string,
  window: { from: string; to: string } | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.positioningHistory(symbol, window?.from ?? '', window?.to ?? ''),
    queryFn: () => positioningApi.history(symbol, window?.from ?? '', window?.to ?? ''),
    enabled: enabled && window !== null,
    placeholderData: (previous) => previous,
  });
}
