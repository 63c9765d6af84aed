import type { WatchlistItem, WatchlistModulesResponse } from '@app/contracts';
import { memo } from 'react';
import { Badge, Form } from 'react-bootstrap';
import { formatUsd } from '../../components/format.ts';
import { StarRating } from '../../components/star-rating.tsx';
import { SymbolLink } from '../../components/symbol-link.tsx';

export interface WatchlistRowActions {
  modules: WatchlistModulesResponse;
  onSelect: (id: number) => void;
  onStars: (id: number, stars: number) => void;
  /** `tag`: a tag name (chip x) or a module name (row select). */
  onToggleTag: (id: number, tag: string) => void;
}

export interface WatchlistRowProps extends WatchlistRowActions {
  item: WatchlistItem;
  selected: boolean;
}

/** One item: checkbox, Symbol, stars, tag chips, Category, Market Cap and the tag module select. */
export const WatchlistRow = memo(function WatchlistRow(props: WatchlistRowProps) {
  const { item, selected, modules, onSelect, onStars, onToggleTag } = props;
  return (
    <tr data-testid={`watchlist-row-${item.symbol}`}>
      <td>
        <Form.Check
          aria-label={`Select ${item.symbol}`}
          checked={selected}
          onChange={() => onSelect(item.id)}
        />
      </td>
      <td className="symbol">
        <SymbolLink symbol={item.symbol} />
      </td>
      <td>
        <StarRating symbol={item.symbol} value={item.stars} onChange={(n) => onStars(item.id, n)} />
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          {item.tags.map((tag) => (
            <Badge
              key={tag.id}
              pill
              bg="info"
              text="dark"
              className="tag-chip d-inline-flex align-items-center"
            >
              {tag.name}
              <button
                type="button"
                className="tag-chip-remove"
                aria-label={`Remove tag ${tag.name} from ${item.symbol}`}
                onClick={() => onToggleTag(item.id, tag.name)}
              >
                ×
              </button>
            </Badge>
          ))}
        </div>
      </td>
      <td>{item.cap_category}</td>
      <td className="num">{formatUsd(item.market_cap)}</td>
      <td>
        <Form.Select
          size="sm"
          className="row-select"
          aria-label={`Tag module for ${item.symbol}`}
          value=""
          onChange={(e) => e.target.value && onToggleTag(item.id, e.target.value)}
        >
          <option value="">Toggle tag…</option>
          {Object.entries(modules).map(([module, tag]) => (
            <option key={module} value={module}>
              {module} ({tag})
            </option>
          ))}
        </Form.Select>
      </td>
    </tr>
  );
});
