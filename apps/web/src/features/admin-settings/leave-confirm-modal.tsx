import { Button, Modal } from 'react-bootstrap';
import type { Blocker } from 'react-router';

interface Props {
  blocker: Blocker;
  prompt: string;
}

/** The question asked while the router holds a navigation away from unsaved edits: Stay or Leave. */
export function LeaveConfirmModal({ blocker, prompt }: Props) {
  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Modal
      show={blocked}
      onHide={stay}
      centered
      data-testid="leave-confirm"
      aria-labelledby="leave-confirm-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="leave-confirm-title" as="h2" className="h5">
          Unsaved changes
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{prompt}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={stay} autoFocus>
          Stay
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
