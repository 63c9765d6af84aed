import { Alert, Badge, Button, Card, Nav, Tab } from 'react-bootstrap';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { CprMapEditor } from './cpr-map-editor.tsx';
import { CPR_MAP_FIELDS } from './cpr-map-fields.ts';
import { LeaveConfirmModal } from './leave-confirm-modal.tsx';
import { ModuleTagEditor } from './module-tag-editor.tsx';
import { SettingsField } from './settings-field.tsx';
import { SETTINGS_TABS, tabFields } from './settings-tabs.ts';
import { errorCount, errorsUnder } from './settings-validation.ts';
import { SETTINGS_FETCH_FAILED, UNSAVED_LEAVE_PROMPT, useAdminSettings } from './use-admin-settings.ts';

/** /admin/settings: the nine tabs of the platform settings and 'Save Settings' (the full object). */
export function AdminSettingsPage() {
  const state = useAdminSettings();
  const { draft, errors } = state;
  return (
    <section>
      <LeaveConfirmModal blocker={state.leaving} prompt={UNSAVED_LEAVE_PROMPT} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">Platform Settings</h1>
        {state.hasUnsavedEdits && state.isValid && (
          <span className="text-warning small" data-testid="settings-unsaved">
            Unsaved changes
          </span>
        )}
        {draft && !state.isValid && (
          <span className="text-danger small" data-testid="settings-invalid">
            Fix the highlighted fields to save.
          </span>
        )}
        <Button
          variant="success"
          onClick={state.save}
          disabled={!draft || state.isSaving || !state.isValid}
          data-testid="save-settings"
        >
          {state.isSaving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <Alert variant="danger" className="d-flex align-items-center gap-2">
          <span className="me-auto">{SETTINGS_FETCH_FAILED}</span>
          <Button size="sm" variant="outline-light" onClick={() => state.reload()}>
            Retry
          </Button>
        </Alert>
      )}
      {draft && (
        <Tab.Container defaultActiveKey={SETTINGS_TABS[0]?.key} mountOnEnter transition={false}>
          <Card className="border-secondary-subtle">
            <Card.Header>
              <Nav variant="tabs" className="card-header-tabs flex-wrap" role="tablist">
                {SETTINGS_TABS.map((tab) => {
                  const count = errorCount(errors, tabFields(tab));
                  return (
                    <Nav.Item key={tab.key}>
                      <Nav.Link eventKey={tab.key} role="tab" data-testid={`settings-tab-${tab.key}`}>
                        {tab.title}
                        {count > 0 && (
                          <Badge bg="danger" className="ms-2" aria-label={`${count} with errors`}>
                            {count}
                          </Badge>
                        )}
                      </Nav.Link>
                    </Nav.Item>
                  );
                })}
              </Nav>
            </Card.Header>
            <Card.Body>
              <Tab.Content>
                {SETTINGS_TABS.map((tab) => (
                  <Tab.Pane key={tab.key} eventKey={tab.key} role="tabpanel" aria-label={tab.title}>
                    <div style={{ maxWidth: tab.editor === 'cpr-maps' ? undefined : 560 }}>
                      {tab.fields.map((spec) => (
                        <SettingsField
                          key={spec.name}
                          spec={spec}
                          value={draft[spec.name]}
                          errors={errorsUnder(errors, spec.name)}
                          onChange={(value) => state.set(spec.name, value)}
                        />
                      ))}
                    </div>
                    {tab.editor === 'module-tags' && (
                      <ModuleTagEditor
                        map={draft.module_tag_map}
                        errors={errors}
                        onChange={(map) => state.set('module_tag_map', map)}
                      />
                    )}
                    {tab.editor === 'cpr-maps' &&
                      CPR_MAP_FIELDS.map(({ field, title }) => (
                        <CprMapEditor
                          key={field}
                          field={field}
                          title={title}
                          map={draft[field]}
                          errors={errors}
                          onChange={(map) => state.set(field, map)}
                        />
                      ))}
                  </Tab.Pane>
                ))}
              </Tab.Content>
            </Card.Body>
          </Card>
        </Tab.Container>
      )}
    </section>
  );
}
