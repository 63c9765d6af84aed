import { useCallback, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useMarketStatus } from '../../api/market-status-api.ts';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { paginate } from '../../components/paginate.ts';
import { PaginationBar } from '../../components/pagination-bar.tsx';
import { useTimeZone } from '../../components/use-time-zone.ts';
import '../ict/ict.css';
import { useTp1ModelLines } from '../ict/use-tp1-model.ts';
import { TrackRecordPanel } from './track-record-panel.tsx';
import { TradesFilterBar } from './trades-filter-bar.tsx';
import { defaultTradeFilters, filterTrades, type TradeFilters } from './trades-filters.ts';
import { tradeSummary, tradesEmptyReason } from './trades-model.ts';
import { defaultTradesSort, nextTradesSort, sortTrades, type TradesSortKey } from './trades-sort.ts';
import { TradesSummary } from './trades-summary.tsx';
import { TradesTable } from './trades-table.tsx';
import { useIctTrades } from './use-ict-trades.ts';
import { useTrackRecord } from './use-track-record.ts';

/** Trades a page lists: a replayed data set holds hundreds, and one page of them all is tens of thousands of pixels. */
export const TRADES_PER_PAGE = 50;

/**
 * Generated ICT trades at /ict/trades: docs/product.md §2, plus Status, P(TP1), an outcome summary, the
 * track record and pages of 50 (a new filter or sort goes back to the first page; a refresh keeps it).
 */
export function IctTradesPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [filters, setFilters] = useState<TradeFilters>(defaultTradeFilters);
  const data = useIctTrades(autoRefresh);
  const [sort, setSort] = useState(defaultTradesSort);
  const [pageNumber, setPageNumber] = useState(1);
  const listed = useMemo(() => filterTrades(data.trades, filters), [data.trades, filters]);
  const sorted = useMemo(() => sortTrades(listed, sort), [listed, sort]);
  const page = paginate(sorted, pageNumber, TRADES_PER_PAGE);
  const chooseSort = useCallback((key: TradesSortKey) => {
    setSort((current) => nextTradesSort(current, key));
    setPageNumber(1);
  }, []);
  const tp1Hint = useTp1ModelLines();
  const track = useTrackRecord();
  const stats = useMemo(() => tradeSummary(listed), [listed]);
  const market = useMarketStatus().data;
  const { zone } = useTimeZone();
  const emptyReason = tradesEmptyReason(data.trades.length, listed.length, market, zone, data.isError);
  const setFilter = useCallback(<K extends keyof TradeFilters>(key: K, value: TradeFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPageNumber(1);
  }, []);

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
      {!data.isLoading && (
        <>
          <FilterPanel testId="ict-trades-filter-panel">
            <TradesFilterBar
              filters={filters}
              setFilter={setFilter}
              shown={listed.length}
              total={data.trades.length}
            />
          </FilterPanel>
          <TradesSummary stats={stats} />
        </>
      )}
      <TradesTable
        trades={page.items}
        loading={data.isLoading}
        emptyReason={emptyReason}
        sort={sort}
        onSort={chooseSort}
        tp1Hint={tp1Hint}
      />
      {!data.isLoading && sorted.length > 0 && (
        <div className="d-flex justify-content-end mt-2">
          <PaginationBar
            page={page.page}
            pageCount={page.pageCount}
            onPage={setPageNumber}
            label="ICT trades"
            data-testid="ict-trades-pagination"
          />
        </div>
      )}
      <TrackRecordPanel record={track.record} failed={track.isError} />
    </section>
  );
}
