import { useCallback, useMemo, useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { matchesSymbol, normalizeQuery, SEARCH_DEBOUNCE_MS } from '../../components/symbol-search.ts';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import '../../components/data-table.css';
import './sniperflow.css';
import { SniperflowHeader } from './sniperflow-header.tsx';
import {
  defaultSniperflowSort,
  nextSniperflowSort,
  type SniperflowSortKey,
  sortRows,
} from './sniperflow-sort.ts';
import { SniperflowTable } from './sniperflow-table.tsx';
import { SniperflowToolbar } from './sniperflow-toolbar.tsx';
import { useHeaderSession, useSniperflow } from './use-sniperflow.ts';

/** Liquidity Dashboard at /sniperflow (premium): spec section 2, plus search, sorting and an A/M/D legend. */
export function SniperflowPage() {
  const data = useSniperflow();
  const session = useHeaderSession();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(defaultSniperflowSort);
  const query = normalizeQuery(useDebouncedValue(search, SEARCH_DEBOUNCE_MS));
  const chooseSort = useCallback((key: SniperflowSortKey) => setSort((s) => nextSniperflowSort(s, key)), []);
  const rows = useMemo(
    () =>
      sortRows(
        data.rows.filter((r) => matchesSymbol(r.symbol, query)),
        sort,
      ),
    [data.rows, query, sort],
  );

  return (
    <section data-testid="sniperflow-page">
      <SniperflowHeader
        session={session}
        lastUpdated={data.lastUpdated}
        refreshing={data.isFetching}
        onRefresh={() => void data.refetch()}
      />
      {data.error && (
        <Alert variant="danger" data-testid="sniperflow-error">
          {data.error}
        </Alert>
      )}
      {data.isLoading ? (
        <PageSpinner label="Loading SniperFlow data..." />
      ) : (
        <>
          <SniperflowToolbar
            search={search}
            onSearch={setSearch}
            sort={sort}
            onSort={chooseSort}
            shown={rows.length}
            total={data.rows.length}
          />
          {rows.length === 0 ? (
            <Card body className="text-center text-body-secondary py-5" data-testid="sniperflow-empty">
              {data.rows.length === 0 ? 'No liquidity data yet.' : 'No symbols match the search.'}
            </Card>
          ) : (
            <SniperflowTable rows={rows} sort={sort} onSort={chooseSort} />
          )}
        </>
      )}
    </section>
  );
}
