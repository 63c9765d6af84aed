import { Button } from 'react-bootstrap';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { moduleOptions } from '../../components/module-options.ts';
import { StarRating } from '../../components/star-rating.tsx';
import { TagChip } from '../../components/tag-chip.tsx';
import { Empty, Panel } from './panel.tsx';
import { useSymbolWatchlist } from './use-symbol-watchlist.ts';

/**
 * Watchlist stars and tags of the symbol, editable here; an Add button when it is not on the list,
 * unless the symbol is `unknown` (not in the market's catalog: nothing to watch).
 */
export function WatchlistPanel({ symbol, unknown }: { symbol: string; unknown: boolean }) {
  const w = useSymbolWatchlist(symbol);
  const { item } = w;
  return (
    <Panel title="Watchlist" testId="symbol-watchlist">
      {w.loading && <Empty>Loading…</Empty>}
      {!w.loading && !item && unknown && (
        <Empty>{symbol} is not a symbol of this market, so it cannot be watched.</Empty>
      )}
      {!w.loading && !item && !unknown && (
        <Button size="sm" variant="outline-info" disabled={w.adding} onClick={w.add}>
          Add {symbol} to watchlist
        </Button>
      )}
      {item && (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <StarRating symbol={symbol} value={item.stars} onChange={(n) => w.setStars(item.id, n)} />
          {item.tags.map((tag) => (
            <TagChip
              key={tag.id}
              name={tag.name}
              symbol={symbol}
              onRemove={() => w.toggleTag(item.id, tag.name)}
            />
          ))}
          <LabelledSelect
            label={`Tag module for ${symbol}`}
            labelStyle="hidden"
            className="w-auto"
            value=""
            options={[{ value: '', label: 'Toggle tag…' }, ...moduleOptions(w.modules)]}
            onChange={(module) => module && w.toggleTag(item.id, module)}
          />
        </div>
      )}
    </Panel>
  );
}
