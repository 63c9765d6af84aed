import { useCallback, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { FilterPanel } from '../../components/filter-panel.tsx';
import '../ict/ict.css';
import { TradesFilterBar } from './trades-filter-bar.tsx';
import { defaultTradeFilters, filterTrades, type TradeFilters } from './trades-filters.ts';
import { tradeSummary } from './trades-model.ts';
import { TradesSummary } from './trades-summary.tsx';
import { TradesTable } from './trades-table.tsx';
import { useIctTrades } from './use-ict-trades.ts';

/** Generated ICT trades at /ict/trades: docs/product.md §2, plus Status and an outcome summary. */
export function IctTradesPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [filters, setFilters] = useState<TradeFilters>(defaultTradeFilters);
  const data = useIctTrades(autoRefresh);
  const listed = useMemo(() => filterTrades(data.trades, filters), [data.trades, filters]);
  const stats = useMemo(() => tradeSummary(listed), [listed]);
  const setFilter = useCallback(
    <K extends keyof TradeFilters>(key: K, value: TradeFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [],
  );

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
      <TradesTable trades={listed} loading={data.isLoading} />
    </section>
  );
}
