import { memo } from 'react';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  symbol: string;
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}

/**
 * docs/product.md §4: click a star to set 1 to 5, the reset mark to set 0. Each control is a button named
 * 'Set {n} stars for {symbol}' / 'Reset stars for {symbol}'.
 */
export const StarRating = memo(function StarRating({ symbol, value, onChange, disabled }: StarRatingProps) {
  return (
    <fieldset
      className="star-rating d-inline-flex align-items-center m-0 p-0 border-0"
      aria-label={`Stars for ${symbol}`}
      data-testid={`stars-${symbol}`}
      data-value={value}
      disabled={disabled}
    >
      {STAR_VALUES.map((n) => (
        <button
          key={n}
          type="button"
          className={`star-rating-star${n <= value ? ' is-on' : ''}`}
          aria-label={`Set ${n} stars for ${symbol}`}
          aria-pressed={n <= value}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
      <button
        type="button"
        className="star-rating-reset"
        aria-label={`Reset stars for ${symbol}`}
        title="Reset to 0 stars"
        onClick={() => onChange(0)}
      >
        ×
      </button>
    </fieldset>
  );
});
