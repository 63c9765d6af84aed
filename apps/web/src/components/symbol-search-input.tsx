import { Form } from 'react-bootstrap';

interface SymbolSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** The symbol search box of the screening screens (the filtering itself is in `symbol-search.ts`). */
export function SymbolSearchInput({ value, onChange, testId }: SymbolSearchInputProps) {
  return (
    <Form.Control
      type="search"
      size="sm"
      style={{ width: 200 }}
      placeholder="Search symbol…"
      aria-label="Search symbol"
      data-testid={testId}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
