import { Button, Dropdown, Form } from 'react-bootstrap';
import type { SelectOption } from '../../components/labelled-select.tsx';
import { summaryText } from './trades-filters.ts';

export interface MultiSelectProps<T extends string> {
  label: string;
  testId: string;
  options: SelectOption<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** A line above the choices saying how they combine. */
  hint?: string;
}

/** A dropdown of checkboxes that stays open while choosing; the result keeps the options' order. */
export function MultiSelect<T extends string>(props: MultiSelectProps<T>) {
  const { label, testId, options, selected, onChange, hint } = props;
  const toggle = (value: T) => {
    const on = !selected.includes(value);
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : selected.includes(v))));
  };
  const chosen = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  return (
    <Dropdown autoClose="outside" data-testid={testId}>
      <Dropdown.Toggle
        size="sm"
        variant={selected.length > 0 ? 'info' : 'outline-secondary'}
        aria-label={`${label} filter`}
        data-testid={`${testId}-toggle`}
      >
        {summaryText(label, chosen)}
      </Dropdown.Toggle>
      <Dropdown.Menu className="px-3 py-2 text-nowrap" style={{ minWidth: '14rem' }}>
        {hint && <div className="small text-body-secondary mb-1">{hint}</div>}
        {options.map((option) => (
          <Form.Check
            key={option.value}
            id={`${testId}-${option.value.replaceAll(' ', '-')}`}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={() => toggle(option.value)}
          />
        ))}
        <Button
          size="sm"
          variant="link"
          className="px-0 mt-1"
          disabled={selected.length === 0}
          onClick={() => onChange([])}
        >
          Clear
        </Button>
      </Dropdown.Menu>
    </Dropdown>
  );
}
