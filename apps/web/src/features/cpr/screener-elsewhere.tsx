import { Button } from 'react-bootstrap';
import type { TabMatches } from './screener-tabs.ts';

export interface ScreenerElsewhereProps {
  matches: TabMatches[];
  onSelect: (key: string) => void;
}

/** How many symbols of a tab are named before '+n more'. */
const NAMED = 3;

const named = (symbols: string[]) =>
  symbols.length <= NAMED
    ? symbols.join(', ')
    : `${symbols.slice(0, NAMED).join(', ')} +${symbols.length - NAMED} more`;

/** 'BTCUSDT is in Narrow' for each other tab where the search finds symbols, with a button to go there. */
export function ScreenerElsewhere({ matches, onSelect }: ScreenerElsewhereProps) {
  if (matches.length === 0) return null;
  return (
    <div className="small d-flex flex-wrap align-items-center gap-2 pb-2" data-testid="cpr-elsewhere">
      <span className="text-body-secondary">Also found:</span>
      {matches.map((match) => (
        <span key={match.key} data-testid="cpr-elsewhere-match">
          {named(match.symbols)} {match.symbols.length === 1 ? 'is' : 'are'} in{' '}
          <Button
            variant="link"
            size="sm"
            className="p-0 align-baseline"
            aria-label={`Show the ${match.title} tab`}
            onClick={() => onSelect(match.key)}
          >
            {match.title}
          </Button>
        </span>
      ))}
    </div>
  );
}
