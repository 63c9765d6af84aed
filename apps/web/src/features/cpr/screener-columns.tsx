import { biasBadgeColour, trendBadgeColour } from '@app/core';
import { memo } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { DASH, formatPercent, formatScore, formatUsd, formatWidthPct } from '../../components/format.ts';
import { StarRating } from '../../components/star-rating.tsx';
import { SymbolLink } from '../../components/symbol-link.tsx';
import type { ScreenerRow } from './screener-model.ts';

export interface RowActions {
  onToggle: (symbol: string) => void;
  onAdd: (symbol: string) => void;
  onStars: (id: number, stars: number) => void;
  busy: boolean;
}

export interface ScreenerRowViewProps extends RowActions {
  row: ScreenerRow;
  selected: boolean;
}

/** One screener row; memoised so a selection or star change re-renders only the rows it touches. */
export const ScreenerRowView = memo(function ScreenerRowView(props: ScreenerRowViewProps) {
  const { row, selected, onToggle, onAdd, onStars, busy } = props;
  const watch = row.watch;
  return (
    <tr
      className={row.colour ? `row-${row.colour}` : undefined}
      data-testid={`cpr-row-${row.symbol}`}
      data-colour={row.colour ?? 'none'}
    >
      <td>
        {!watch && (
          <Form.Check
            aria-label={`Select ${row.symbol}`}
            checked={selected}
            onChange={() => onToggle(row.symbol)}
          />
        )}
      </td>
      <td className="symbol" title={`${row.capCategory} cap · ${formatUsd(row.marketCap)}`}>
        <SymbolLink symbol={row.symbol} />
      </td>
      <td className="text-center">
        {row.isVirgin ? (
          <span className="text-success" role="img" aria-label="Virgin CPR">
            ✓
          </span>
        ) : (
          <span className="text-danger" role="img" aria-label="Not virgin">
            ✗
          </span>
        )}
      </td>
      <td className="num">{formatScore(row.trendScore)}</td>
      <td className="num">{formatScore(row.biasScore)}</td>
      <td className="num fw-semibold">{formatScore(row.total)}</td>
      <td>
        <Badge bg={biasBadgeColour(row.dailyBias)}>{row.dailyBias}</Badge>
      </td>
      <td className="num">{formatWidthPct(row.widthPct)}</td>
      <td className="num">
        {row.trendProbability === null ? (
          DASH
        ) : (
          <Badge bg={trendBadgeColour(row.trendProbability)} title={row.trendTitle}>
            {formatPercent(row.trendProbability)}
          </Badge>
        )}
      </td>
      <td>
        {watch ? (
          <StarRating symbol={row.symbol} value={watch.stars} onChange={(n) => onStars(watch.id, n)} />
        ) : (
          <Button
            size="sm"
            variant="outline-info"
            className="py-0"
            aria-label={`Add ${row.symbol} to watchlist`}
            disabled={busy}
            onClick={() => onAdd(row.symbol)}
          >
            Add
          </Button>
        )}
      </td>
    </tr>
  );
});
