import { GraphUpArrow } from 'react-bootstrap-icons';
import { Link } from 'react-router';

/** The symbol view's path. */
function symbolPath(symbol: string): string {
  return `/symbol/${encodeURIComponent(symbol)}`;
}

/**
 * A symbol in a table as a link to its symbol view (`/symbol/:symbol`). `icon`: a small chart mark (an
 * SVG icon: an emoji needs a font the system may not have)
 * beside a symbol that is already a button of its own (an expander, a modal opener). The click does
 * not reach the row's own click handler.
 */
export function SymbolLink({ symbol, icon = false }: { symbol: string; icon?: boolean }) {
  return (
    <Link
      to={symbolPath(symbol)}
      className={icon ? 'symbol-link symbol-link-icon ms-1' : 'symbol-link'}
      data-testid={`symbol-link-${symbol}`}
      title={`Open the ${symbol} chart`}
      aria-label={icon ? `Open the ${symbol} chart` : undefined}
      onClick={(e) => e.stopPropagation()}
    >
      {icon ? <GraphUpArrow aria-hidden="true" /> : symbol}
    </Link>
  );
}
