import type { AdminSettings } from '@app/contracts';
import { Form } from 'react-bootstrap';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import type { FieldSpec } from './settings-tabs.ts';

export interface SettingsFieldProps {
  spec: FieldSpec;
  value: AdminSettings[keyof AdminSettings];
  errors: string[];
  onChange: (value: AdminSettings[keyof AdminSettings]) => void;
}

/** A number input's value: NaN when empty or not a number (the validation then names the field). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** One plain settings field with its label, input of the spec's kind and its errors beside it. */
export function SettingsField({ spec, value, errors, onChange }: SettingsFieldProps) {
  const id = `setting-${spec.name}`;
  const invalid = errors.length > 0;
  const feedback = invalid && (
    <Form.Control.Feedback type="invalid" className="d-block" data-testid={`error-${spec.name}`}>
      {errors.join(' ')}
    </Form.Control.Feedback>
  );
  if (spec.kind === 'switch') {
    return (
      <Form.Group className="mb-3">
        <Form.Check
          type="switch"
          id={id}
          label={spec.label}
          checked={value === true}
          isInvalid={invalid}
          onChange={(e) => onChange(e.target.checked)}
        />
        {feedback}
      </Form.Group>
    );
  }
  return (
    // A select labels itself (LabelledSelect); the other inputs take the group's id and label.
    <Form.Group className="mb-3" controlId={spec.kind === 'select' ? undefined : id}>
      {spec.kind !== 'select' && <Form.Label>{spec.label}</Form.Label>}
      {spec.kind === 'select' ? (
        <LabelledSelect
          label={spec.label}
          labelStyle="above"
          id={id}
          value={String(value)}
          options={(spec.options ?? []).map((option) => ({ value: option, label: option }))}
          isInvalid={invalid}
          onChange={onChange}
        />
      ) : spec.kind === 'whole' || spec.kind === 'decimal' ? (
        <Form.Control
          type="number"
          step={spec.kind === 'whole' ? 1 : spec.step}
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          isInvalid={invalid}
          onChange={(e) => onChange(numberOf(e.target.value))}
        />
      ) : (
        <Form.Control
          type={spec.kind}
          placeholder={spec.kind === 'url' ? 'https://discord.com/api/webhooks/…' : undefined}
          value={String(value ?? '')}
          isInvalid={invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {spec.help && <Form.Text className="text-body-secondary">{spec.help}</Form.Text>}
      {feedback}
    </Form.Group>
  );
}
