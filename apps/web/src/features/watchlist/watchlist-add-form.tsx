import { Button, Form, InputGroup } from 'react-bootstrap';
import type { WatchlistAdd } from './use-watchlist-add.ts';

/** Add a symbol from the watchlist page: a box suggesting the listed symbols, and an Add button. */
export function WatchlistAddForm({ add }: { add: WatchlistAdd }) {
  return (
    <Form
      className="mb-3"
      data-testid="watchlist-add"
      onSubmit={(e) => {
        e.preventDefault();
        add.submit();
      }}
    >
      <InputGroup size="sm" style={{ maxWidth: 320 }} hasValidation>
        <Form.Control
          placeholder="Add symbol, e.g. BTCUSDT"
          aria-label="Symbol to add"
          list="watchlist-add-symbols"
          autoComplete="off"
          data-testid="watchlist-add-input"
          value={add.typed}
          isInvalid={add.feedback !== null}
          onChange={(e) => add.setTyped(e.target.value)}
        />
        <Button
          type="submit"
          variant="outline-info"
          disabled={!add.canAdd}
          data-testid="watchlist-add-button"
        >
          {add.pending ? 'Adding…' : 'Add'}
        </Button>
        <Form.Control.Feedback type="invalid" data-testid="watchlist-add-feedback">
          {add.feedback}
        </Form.Control.Feedback>
      </InputGroup>
      <datalist id="watchlist-add-symbols">
        {add.catalog.map((symbol) => (
          <option key={symbol} value={symbol} />
        ))}
      </datalist>
    </Form>
  );
}
