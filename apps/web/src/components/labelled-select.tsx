import { type CSSProperties, type ReactNode, useId } from 'react';
import { Form, InputGroup } from 'react-bootstrap';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface LabelledSelectProps<T extends string> {
  label: string;
  /**
   * How the label shows: 'inline' before the select (filter bars), 'above' it (forms), or 'hidden',
   * the select's accessible name only (compact toolbars, table rows).
   */
  labelStyle?: 'inline' | 'above' | 'hidden';
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** The select's test id, and its id unless `id` is given. */
  testId?: string;
  id?: string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  isInvalid?: boolean;
  className?: string;
  style?: CSSProperties;
  /** After the select, in its input group ('inline' only): a button working on the choice. */
  children?: ReactNode;
}

/** Every select of the app: a Form.Select with its label and options. */
export function LabelledSelect<T extends string>(props: LabelledSelectProps<T>) {
  const { label, labelStyle = 'inline', testId, size = labelStyle === 'above' ? undefined : 'sm' } = props;
  const generated = useId();
  const id = props.id ?? testId ?? generated;
  const select = (
    <Form.Select
      id={labelStyle === 'hidden' ? props.id : id}
      size={size}
      aria-label={labelStyle === 'hidden' ? label : undefined}
      data-testid={testId}
      value={props.value}
      disabled={props.disabled}
      isInvalid={props.isInvalid}
      className={props.className}
      style={props.style}
      onChange={(e) => props.onChange(e.target.value as T)}
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Form.Select>
  );
  if (labelStyle === 'hidden') return select;
  if (labelStyle === 'above')
    return (
      <>
        <Form.Label htmlFor={id}>{label}</Form.Label>
        {select}
      </>
    );
  return (
    <InputGroup size={size} className="w-auto">
      <InputGroup.Text as="label" htmlFor={id}>
        {label}
      </InputGroup.Text>
      {select}
      {props.children}
    </InputGroup>
  );
}
