import { useState } from 'react';
import { Badge, Button, Card, Form, Offcanvas, Spinner } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { TaskList } from './task-list.tsx';
import { panelsFor } from './toolbox-actions.ts';
import { useToolbox } from './use-toolbox.ts';

/** The Admin Toolbox (docs/product.md §2): a floating button on every screen and its side panel. */
export function AdminToolbox() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toolbox = useToolbox(open, pathname);
  const panels = panelsFor(pathname);
  return (
    <>
      <Button
        variant="warning"
        className="admin-toolbox-button rounded-pill shadow"
        aria-label="Open Admin Toolbox"
        data-testid="admin-toolbox-button"
        onClick={() => setOpen(true)}
      >
        Admin Toolbox
        {toolbox.running && <Spinner size="sm" className="ms-2" aria-label="An action is running" />}
      </Button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement="end"
        style={{ width: 540, maxWidth: '100vw' }}
        data-testid="admin-toolbox"
      >
        <Offcanvas.Header closeButton closeVariant="white">
          <Offcanvas.Title>Admin Toolbox</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {panels.length === 0 ? (
            <p className="small text-body-secondary">No actions for this screen ({pathname}).</p>
          ) : (
            panels.map((panel) => (
              <Card
                key={panel.key}
                className="mb-3 border-secondary-subtle"
                data-testid={`toolbox-panel-${panel.key}`}
              >
                <Card.Header className="py-1 fw-semibold">{panel.title}</Card.Header>
                <Card.Body className="d-flex flex-wrap gap-2 py-2">
                  {panel.actions.map((action) => (
                    <Button
                      key={action.label}
                      size="sm"
                      variant={toolbox.running === action.label ? 'info' : 'outline-info'}
                      disabled={toolbox.running !== null}
                      onClick={() => void toolbox.run(action)}
                    >
                      {toolbox.running === action.label && <Spinner size="sm" className="me-1" />}
                      {action.label}
                    </Button>
                  ))}
                </Card.Body>
              </Card>
            ))
          )}
          <div className="d-flex align-items-center gap-2 mb-2">
            <h2 className="h6 mb-0 me-auto">
              Recent tasks <Badge bg="secondary">{toolbox.tasks.length}</Badge>
            </h2>
            <Form.Check
              type="switch"
              id="toolbox-auto-refresh"
              label="Auto refresh"
              checked={toolbox.autoRefresh}
              onChange={(e) => toolbox.setAutoRefresh(e.target.checked)}
            />
            <Button
              size="sm"
              variant="outline-light"
              onClick={() => toolbox.refresh()}
              disabled={toolbox.isFetching}
            >
              Refresh
            </Button>
          </div>
          <TaskList tasks={toolbox.tasks} isLoading={toolbox.isLoading} />
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
