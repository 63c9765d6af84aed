import type { IctSetup } from '@app/contracts';
import { Table } from 'react-bootstrap';
import { IctRow } from './ict-row.tsx';
import type { IctSort, IctSortKey } from './ict-sort.ts';

export interface IctTableProps {
  setups: IctSetup[];
  sort: IctSort;
  onSort: (key: IctSortKey) => void;
  expanded: ReadonlySet<string>;
  onToggle: (symbol: string) => void;
}

function SortHeader(props: { label: string; sortKey: IctSortKey; className?: string } & IctSortProps) {
  const { label, sortKey, sort, onSort, className } = props;
  const on = sort.key === sortKey;
  return (
    <th
      scope="col"
      className={`sortable${className ? ` ${className}` : ''}`}
      aria-sort={on ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="sort-button"
        aria-label={`Sort by ${label}`}
        data-testid={`ict-sort-${sortKey}`}
        onClick={() => onSort(sortKey)}
      >
        {label}
        {on && <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}

type IctSortProps = Pick<IctTableProps, 'sort' | 'onSort'>;

/** Symbol, HTF Bias, OTE (5m), FVG, Liquidity Sweep, Score, Label; HTF Bias, FVG and Score sort. */
export function IctTable({ setups, sort, onSort, expanded, onToggle }: IctTableProps) {
  return (
    <div className="table-scroll">
      <Table hover size="sm" className="data-table ict-table align-middle" data-testid="ict-table">
        <caption className="visually-hidden">ICT setups; select a row for its score breakdown</caption>
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <SortHeader label="HTF Bias" sortKey="bias" sort={sort} onSort={onSort} />
            <th scope="col" className="text-center">
              OTE (5m)
            </th>
            <SortHeader label="FVG" sortKey="fvg" sort={sort} onSort={onSort} />
            <th scope="col" className="text-center">
              Liquidity Sweep
            </th>
            <SortHeader label="Score" sortKey="score" sort={sort} onSort={onSort} className="num" />
            <th scope="col">Label</th>
          </tr>
        </thead>
        <tbody>
          {setups.map((setup) => (
            <IctRow
              key={setup.symbol}
              setup={setup}
              expanded={expanded.has(setup.symbol)}
              onToggle={onToggle}
            />
          ))}
        </tbody>
      </Table>
    </div>
  );
}
