import { Button, Modal } from 'react-bootstrap';

export interface ConfirmRemoveModalProps {
  /** How many items would go; the modal shows while it is set. */
  count: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Remove Selected' asks first: removed items lose their stars and tags, with no undo. */
export function ConfirmRemoveModal({ count, onConfirm, onCancel }: ConfirmRemoveModalProps) {
  return (
    <Modal show={count !== null} onHide={onCancel} centered data-testid="confirm-remove">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Remove from watchlist
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        Remove {count} {count === 1 ? 'symbol' : 'symbols'} from your watchlist? Their stars and tags are
        removed with them.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-light" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Remove {count}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
