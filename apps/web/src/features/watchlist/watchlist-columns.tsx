import type { WatchlistItem, WatchlistModulesResponse } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import type { DataColumn, RowAttributes } from '../../components/data-table.tsx';
import { changeTone, formatChangePct, formatUsd } from '../../components/format.ts';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { moduleOptions } from '../../components/module-options.ts';
import { formatPrice } from '../../components/price-format.ts';
import { selectColumn } from '../../components/select-column.tsx';
import { StarRating } from '../../components/star-rating.tsx';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { TagChip } from '../../components/tag-chip.tsx';
import { watchlistColumnHelp } from './watchlist-column-help.ts';
import { WatchlistSignalsCell } from './watchlist-signals-cell.tsx';
import { NO_SIGNALS, type SymbolSignals } from './watchlist-signals-model.ts';

export interface WatchlistRowActions {
  modules: WatchlistModulesResponse;
  onSelect: (id: number) => void;
  onStars: (id: number, stars: number) => void;
  /** `tag`: a tag name (chip x) or a module name (row select). */
  onToggleTag: (id: number, tag: string) => void;
  /** Each symbol's current signals (`useWatchlistSignals`). */
  signals: ReadonlyMap<string, SymbolSignals>;
}

/**
 * Checkbox, Symbol, Stars, tag chips, the price and its change, the current signals, Category, Market Cap and the tag module select, at fixed widths
 * so the tables of the groups line up.
 */
export function watchlistColumns(actions: WatchlistRowActions): DataColumn<WatchlistItem>[] {
  const { modules, onSelect, onStars, onToggleTag, signals } = actions;
  return [
    selectColumn<WatchlistItem>({
      width: '2.25rem',
      label: (item) => `Select ${item.symbol}`,
      onToggle: (item) => onSelect(item.id),
    }),
    {
      id: 'symbol',
      header: 'Symbol',
      meta: { width: '12%', cellProps: () => ({ className: 'symbol' }) },
      cell: ({ row }) => <SymbolLink symbol={row.original.symbol} />,
    },
    {
      id: 'stars',
      header: 'Stars',
      meta: { width: '9rem' },
      cell: ({ row: { original: item } }) => (
        <StarRating symbol={item.symbol} value={item.stars} onChange={(n) => onStars(item.id, n)} />
      ),
    },
    {
      id: 'tags',
      header: 'Tags',
      meta: { width: '7%' },
      cell: ({ row: { original: item } }) => (
        <div className="d-flex flex-wrap gap-1">
          {item.tags.map((tag) => (
            <TagChip
              key={tag.id}
              name={tag.name}
              symbol={item.symbol}
              onRemove={() => onToggleTag(item.id, tag.name)}
            />
          ))}
        </div>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      meta: { width: '6.25rem', className: 'num', help: watchlistColumnHelp.price },
      cell: ({ row: { original: item } }) => (
        <span data-testid="watchlist-price">{formatPrice(signals.get(item.symbol)?.price)}</span>
      ),
    },
    {
      id: 'change',
      header: 'Change %',
      meta: { width: '6rem', className: 'num', help: watchlistColumnHelp.change },
      cell: ({ row: { original: item } }) => {
        const change = signals.get(item.symbol)?.changePct;
        return (
          <span className={changeTone(change)} data-testid="watchlist-change">
            {formatChangePct(change)}
          </span>
        );
      },
    },
    {
      id: 'signals',
      header: 'Signals',
      meta: { width: '17%', cellProps: () => ({ 'data-testid': 'watchlist-signals' }) },
      cell: ({ row: { original: item } }) => (
        <WatchlistSignalsCell signals={signals.get(item.symbol) ?? NO_SIGNALS} />
      ),
    },
    {
      id: 'category',
      header: 'Category',
      meta: { width: '7%' },
      cell: ({ row }) => row.original.cap_category,
    },
    {
      id: 'market-cap',
      header: 'Market Cap',
      meta: { width: '12%', className: 'num' },
      cell: ({ row }) => formatUsd(row.original.market_cap),
    },
    {
      id: 'module',
      header: 'Tag Module',
      meta: { width: '10rem' },
      cell: ({ row: { original: item } }) => (
        <LabelledSelect
          label={`Tag module for ${item.symbol}`}
          labelStyle="hidden"
          className="row-select"
          value=""
          options={[{ value: '', label: 'Toggle tag…' }, ...moduleOptions(modules)]}
          onChange={(module) => module && onToggleTag(item.id, module)}
        />
      ),
    },
  ];
}

export const watchlistRowProps = ({ original: item }: Row<WatchlistItem>): RowAttributes => ({
  'data-testid': `watchlist-row-${item.symbol}`,
});
