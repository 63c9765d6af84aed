import { Spinner } from 'react-bootstrap';

export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" data-testid="page-spinner">
      <Spinner animation="border" role="status" variant="info">
        <span className="visually-hidden">{label}</span>
      </Spinner>
    </div>
  );
}
