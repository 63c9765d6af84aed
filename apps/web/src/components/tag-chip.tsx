import { Badge } from 'react-bootstrap';

/** A watchlist tag as a pill with its × remove button (the watchlist table and the symbol view). */
export function TagChip({ name, symbol, onRemove }: { name: string; symbol: string; onRemove: () => void }) {
  return (
    <Badge pill bg="info" text="dark" className="tag-chip d-inline-flex align-items-center">
      {name}
      <button
        type="button"
        className="tag-chip-remove"
        aria-label={`Remove tag ${name} from ${symbol}`}
        onClick={onRemove}
      >
        ×
      </button>
    </Badge>
  );
}
