import { memo } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { VolatilityGroup } from './volatility-groups.ts';

export interface VolatilityCardProps {
  group: VolatilityGroup;
  open: boolean;
  adding: boolean;
  busy: boolean;
  onToggle: (key: string) => void;
  onExport: (group: VolatilityGroup) => void;
  onWatchlist: (group: VolatilityGroup) => void;
}

/**
 * One group card: title, count, Export and Watchlist. The count is a stretched toggle button, so a
 * click anywhere on the card (except the two actions) opens or closes the detail table.
 */
export const VolatilityCard = memo(function VolatilityCard(props: VolatilityCardProps) {
  const { group, open, adding, busy, onToggle, onExport, onWatchlist } = props;
  const count = group.records.length;
  const name = `${group.title} (${group.timeframe})`;
  return (
    <Card
      border={group.colour}
      className={`vol-card h-100${open ? ' is-open' : ''}`}
      data-testid={`vol-card-${group.key}`}
      data-colour={group.colour}
    >
      <Card.Header className={`text-bg-${group.colour} py-1 px-2 small fw-semibold text-truncate`}>
        {group.title}
      </Card.Header>
      <Card.Body className="py-2 px-2">
        <button
          type="button"
          className="btn btn-link stretched-link p-0 text-reset text-decoration-none text-start"
          aria-label={name}
          aria-expanded={open}
          aria-controls={`vol-detail-${group.key}`}
          onClick={() => onToggle(group.key)}
        >
          <span className="vol-card-count" data-testid={`vol-count-${group.key}`}>
            {count}
          </span>
          <span className="small text-body-secondary ms-1">symbols</span>
        </button>
        <div className="vol-card-actions d-flex gap-1 mt-2">
          <Button
            size="sm"
            variant="outline-light"
            className="py-0 flex-fill"
            aria-label={`Export ${name}`}
            data-testid={`vol-export-${group.key}`}
            disabled={count === 0}
            onClick={() => onExport(group)}
          >
            Export
          </Button>
          <Button
            size="sm"
            variant="outline-info"
            className="py-0 flex-fill"
            aria-label={`Add ${name} to watchlist`}
            data-testid={`vol-watchlist-${group.key}`}
            disabled={count === 0 || busy}
            onClick={() => onWatchlist(group)}
          >
            {adding ? 'Adding…' : 'Watchlist'}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
});
