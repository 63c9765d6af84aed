import type { CprRange } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { cprApi } from '../../api/cpr-api.ts';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useScreenSettings } from '../../api/use-screen-settings.ts';
import { watchlistApi } from '../../api/watchlist-api.ts';
import { watchlistMessages } from '../../api/watchlist-messages.ts';
import { latestTime } from '../../components/format.ts';
import { buildScreenerRows, timeframeOf, watchIndex } from './screener-model.ts';
import { CPR_LOAD_FAILED, INSIGHTS_FAILED, META_FAILED } from './screener-settings.ts';

const EMPTY: never[] = [];

/**
 * Everything the Trend Screener loads. The refresh timer reloads insights and symbol meta only (the
 * reading of docs/product.md §4 that the product's notes show); the CPR rows follow the live stream.
 */
export function useScreenerData(range: CprRange, refreshMs: number) {
  const { settings, isLoading: settingsLoading, error: settingsError } = useScreenSettings();
  const rows = useQuery({ queryKey: queryKeys.cprData(range), queryFn: () => cprApi.data(range) });
  const insights = useQuery({
    queryKey: queryKeys.cprInsights,
    queryFn: () => cprApi.insights(),
    refetchInterval: refreshMs,
  });
  const meta = useQuery({
    queryKey: queryKeys.symbolMeta,
    queryFn: () => cprApi.symbolMeta(),
    refetchInterval: refreshMs,
  });
  // Under the `cpr` key prefix, so a CPR stream event (a refit) refetches it with the rest.
  const trendModel = useQuery({ queryKey: queryKeys.cprTrendModel, queryFn: () => cprApi.trendModel() });
  const watchlist = useQuery({ queryKey: queryKeys.watchlistItems, queryFn: () => watchlistApi.list() });

  // docs/product.md §8: on this page a failed watchlist load is only logged.
  useEffect(() => {
    if (watchlist.isError) console.error(watchlistMessages.fetchFailed, watchlist.error);
  }, [watchlist.isError, watchlist.error]);

  const watch = useMemo(() => watchIndex(watchlist.data ?? EMPTY), [watchlist.data]);
  const screenerRows = useMemo(
    () =>
      buildScreenerRows({
        range,
        rows: rows.data ?? EMPTY,
        insights: insights.data ?? EMPTY,
        meta: meta.data ?? EMPTY,
        watch,
        maps: settings.maps,
        trendModel: trendModel.data,
      }),
    [range, rows.data, insights.data, meta.data, watch, settings.maps, trendModel.data],
  );
  const dataUpdated = useMemo(
    () => latestTime((rows.data ?? EMPTY).map((r) => r.daily_updated_at)),
    [rows.data],
  );
  const insightsUpdated = useMemo(
    () => latestTime((insights.data ?? EMPTY).map((i) => i.updated_at)),
    [insights.data],
  );
  const errors = [
    rows.isError ? detailOr(rows.error, CPR_LOAD_FAILED[range]) : null,
    insights.isError ? INSIGHTS_FAILED : null,
    meta.isError ? META_FAILED : null,
    settingsError,
  ].filter((e): e is string => e !== null);

  return {
    rows: screenerRows,
    map: settings.maps[timeframeOf(range)],
    isLoading: rows.isPending || settingsLoading,
    errors,
    dataUpdated,
    insightsUpdated,
  };
}
