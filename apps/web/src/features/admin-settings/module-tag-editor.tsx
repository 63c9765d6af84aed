import { useState } from 'react';
import { Button, Form, InputGroup, Table } from 'react-bootstrap';
import { addModuleTag, removeModuleTag } from './settings-edits.ts';
import { errorsUnder, type FieldErrors } from './settings-validation.ts';

export interface ModuleTagEditorProps {
  map: Record<string, string>;
  errors: FieldErrors;
  onChange: (map: Record<string, string>) => void;
}

/** `module_tag_map`: module → tag rows with Remove, and an Add row that needs both names. */
export function ModuleTagEditor({ map, errors, onChange }: ModuleTagEditorProps) {
  const [module, setModule] = useState('');
  const [tag, setTag] = useState('');
  const next = addModuleTag(map, module, tag);
  const own = errors.module_tag_map ?? [];
  return (
    <div data-testid="module-tag-editor">
      <Table size="sm" className="align-middle mb-3">
        <thead>
          <tr>
            <th scope="col">Module</th>
            <th scope="col">Tag</th>
            <th scope="col" aria-label="Remove" />
          </tr>
        </thead>
        <tbody>
          {Object.entries(map).map(([name, value]) => {
            const rowErrors = errorsUnder(errors, `module_tag_map.${name}`);
            return (
              <tr key={name} data-testid={`module-tag-${name}`}>
                <td>{name}</td>
                <td>
                  {value}
                  {rowErrors.length > 0 && (
                    <div className="invalid-feedback d-block">{rowErrors.join(' ')}</div>
                  )}
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Remove module ${name}`}
                    onClick={() => onChange(removeModuleTag(map, name))}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <InputGroup style={{ maxWidth: 560 }}>
        <Form.Control
          placeholder="Module name"
          aria-label="New module name"
          value={module}
          onChange={(e) => setModule(e.target.value)}
        />
        <Form.Control
          placeholder="Tag name"
          aria-label="New tag name"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
        <Button
          variant="outline-info"
          disabled={next === null}
          onClick={() => {
            if (!next) return;
            onChange(next);
            setModule('');
            setTag('');
          }}
        >
          Add Tag
        </Button>
      </InputGroup>
      <Form.Text className="text-body-secondary">
        A tag is added when both the module and the tag name are filled.
      </Form.Text>
      {own.length > 0 && (
        <div className="invalid-feedback d-block" data-testid="error-module_tag_map">
          {own.join(' ')}
        </div>
      )}
    </div>
  );
}
