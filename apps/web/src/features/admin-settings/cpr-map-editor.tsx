import type { AdminSettings } from '@app/contracts';
import { Button, Form, Table } from 'react-bootstrap';
import {
  CPR_THRESHOLD_PERCENT_STEP,
  type MapField,
  percentInput,
  thresholdFromPercent,
} from './cpr-map-fields.ts';
import { addMapRow, editMapRow, removeMapRow, sortMap } from './settings-edits.ts';
import { errorsUnder, type FieldErrors } from './settings-validation.ts';

type CprMap = AdminSettings[MapField];

export interface CprMapEditorProps {
  field: MapField;
  title: string;
  map: CprMap;
  errors: FieldErrors;
  onChange: (map: CprMap) => void;
}

/**
 * One timeframe's CPR width map: rows of [width threshold, label, subcategory], the threshold entered
 * and shown in percent (as the screener shows widths) and stored as a fraction, kept sorted by
 * threshold (re-sorted when a threshold is left and when a row is added); the first two rows are the
 * 'top' subcategories of the scoring.
 */
export function CprMapEditor({ field, title, map, errors, onChange }: CprMapEditorProps) {
  const own = errors[field] ?? [];
  return (
    <section className="mb-4" data-testid={`cpr-map-${field}`}>
      <div className="d-flex align-items-center mb-2">
        <h2 className="h6 mb-0 me-auto">{title} CPR width map</h2>
        <Button size="sm" variant="outline-info" onClick={() => onChange(addMapRow(map))}>
          Add row
        </Button>
      </div>
      <Table size="sm" className="align-middle mb-1">
        <thead>
          <tr>
            <th scope="col">Width threshold (%)</th>
            <th scope="col">Label</th>
            <th scope="col">Subcategory</th>
            <th scope="col" aria-label="Remove" />
          </tr>
        </thead>
        <tbody>
          {map.map(([threshold, label, subcategory], i) => {
            const rowErrors = errorsUnder(errors, `${field}.${i}`);
            const name = `${title} row ${i + 1}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the map; their fields change.
              <tr key={i} data-testid={`${field}-row-${i}`}>
                <td style={{ maxWidth: 160 }}>
                  <Form.Control
                    size="sm"
                    type="number"
                    step={CPR_THRESHOLD_PERCENT_STEP}
                    aria-label={`${name} threshold`}
                    value={percentInput(threshold)}
                    isInvalid={errorsUnder(errors, `${field}.${i}.0`).length > 0}
                    onChange={(e) => onChange(editMapRow(map, i, 0, thresholdFromPercent(e.target.value)))}
                    onBlur={() => onChange(sortMap(map))}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={`${name} label`}
                    value={label}
                    isInvalid={errorsUnder(errors, `${field}.${i}.1`).length > 0}
                    onChange={(e) => onChange(editMapRow(map, i, 1, e.target.value))}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={`${name} subcategory`}
                    value={subcategory}
                    isInvalid={errorsUnder(errors, `${field}.${i}.2`).length > 0}
                    onChange={(e) => onChange(editMapRow(map, i, 2, e.target.value))}
                  />
                  {rowErrors.length > 0 && (
                    <div className="invalid-feedback d-block" data-testid={`error-${field}-${i}`}>
                      {rowErrors.join(' ')}
                    </div>
                  )}
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(removeMapRow(map, i))}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {own.length > 0 && (
        <div className="invalid-feedback d-block" data-testid={`error-${field}`}>
          {own.join(' ')}
        </div>
      )}
    </section>
  );
}
