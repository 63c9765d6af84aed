import { type ReactNode, useId, useState } from 'react';
import { Button, Collapse } from 'react-bootstrap';
import './filter-panel.css';

export interface FilterPanelProps {
  /** The toggle's test id is `${testId}-toggle`, the panel's `${testId}`. */
  testId: string;
  /** What the toggle says (Filters unless told). */
  label?: string;
  children: ReactNode;
}

/**
 * A screen's filters: shown as they are from the `md` breakpoint up; on a phone folded behind a
 * "Filters" button so the table starts on the first screen (the CSS keeps the panel open on wider screens).
 */
export function FilterPanel({ testId, label = 'Filters', children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="filter-panel">
      <Button
        size="sm"
        variant="outline-secondary"
        className="filter-panel-toggle d-md-none mb-2"
        aria-controls={id}
        aria-expanded={open}
        data-testid={`${testId}-toggle`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? '▾' : '▸'} {label}
      </Button>
      <Collapse in={open}>
        <div id={id} className="filter-panel-body" data-testid={testId}>
          {children}
        </div>
      </Collapse>
    </div>
  );
}
