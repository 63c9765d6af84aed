import { useCallback, useMemo, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { PaginationBar } from '../../components/pagination-bar.tsx';
import { useMarketStatus } from '../../components/use-market-status.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import '../../components/ict.css';
import { useTp1ModelLines } from '../../components/use-tp1-model.ts';
import { TrackRecordPanel } from './track-record-panel.tsx';
import { TradesFilterBar } from './trades-filter-bar.tsx';
import type { TradeFilters } from './trades-filters.ts';
import { tradeSummary, tradesEmptyReason } from './trades-model.ts';
import { nextTradesSort, type TradesSortKey } from './trades-sort.ts';
import { TradesSummary } from './trades-summary.tsx';
import { TradesTable } from './trades-table.tsx';
import {
  readTradesView,
  type TradesView,
  tradesPageQuery,
  tradesViewKeys,
  writeTradesView,
} from './trades-url-state.ts';
import { useIctTradesPage } from './use-ict-trades.ts';
import { useTrackRecord } from './use-track-record.ts';

/** The view in the URL (`trades-url-state.ts`): each change replaces the screen's keys, keeping others. */
function useTradesView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readTradesView(params), [params]);
  const latest = useRef(view);
  latest.current = view;
  const change = useCallback(
    (patch: Partial<TradesView>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of tradesViewKeys) next.delete(key);
          for (const [k, v] of writeTradesView({ ...latest.current, ...patch })) next.set(k, v);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { view, change };
}

/**
 * Generated ICT trades at /ict/trades: docs/product.md §2, plus Status, P(TP1), the targets' R, an
 * outcome summary, the track record and pages of 50 over every stored trade, filtered, sorted and
 * paged by the server (`ict/trades/page/`). Filters, sort and page live in the URL; a new filter or
 * sort goes back to the first page, a refresh keeps it.
 */
export function IctTradesPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const { view, change } = useTradesView();
  const data = useIctTradesPage(tradesPageQuery(view), autoRefresh);
  const chooseSort = useCallback(
    (key: TradesSortKey) => change({ sort: nextTradesSort(view.sort, key), page: 1 }),
    [change, view.sort],
  );
  const setFilter = useCallback(
    <K extends keyof TradeFilters>(key: K, value: TradeFilters[K]) =>
      change({ filters: { ...view.filters, [key]: value }, page: 1 }),
    [change, view.filters],
  );
  const tp1Hint = useTp1ModelLines();
  const track = useTrackRecord();
  const market = useMarketStatus().data;
  const { zone } = useTimeZone();
  const page = data.page;
  const emptyReason = tradesEmptyReason(page?.total ?? 0, page?.matched ?? 0, market, zone, data.isError);

  return (
    <section data-testid="ict-trades-page">
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <div className="me-auto">
          <h1 className="h3 mb-1">ICT Trades</h1>
          <div className="small text-body-secondary">
            Trade plans generated from A+ setups; a highlighted row has price inside its entry zone.
          </div>
        </div>
        <Form.Check
          type="switch"
          id="ict-trades-auto-refresh"
          label="Auto Refresh"
          data-testid="ict-trades-auto-refresh"
          checked={autoRefresh}
          onChange={(e) => setAutoRefresh(e.target.checked)}
        />
      </div>
      {page && (
        <>
          <FilterPanel testId="ict-trades-filter-panel">
            <TradesFilterBar
              filters={view.filters}
              setFilter={setFilter}
              shown={page.matched}
              total={page.total}
            />
          </FilterPanel>
          <TradesSummary stats={tradeSummary(page.summary)} />
        </>
      )}
      <TradesTable
        trades={page?.trades ?? []}
        loading={data.isLoading}
        emptyReason={emptyReason}
        sort={view.sort}
        onSort={chooseSort}
        tp1Hint={tp1Hint}
      />
      {page && page.matched > 0 && (
        <div className="d-flex justify-content-end mt-2">
          <PaginationBar
            page={page.page}
            pageCount={page.page_count}
            onPage={(n) => change({ page: n })}
            label="ICT trades"
            data-testid="ict-trades-pagination"
          />
        </div>
      )}
      <TrackRecordPanel record={track.record} failed={track.isError} />
    </section>
  );
}
