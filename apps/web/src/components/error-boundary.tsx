import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from 'react-bootstrap';

export const ERROR_BOUNDARY_MESSAGE = 'Something went wrong. Please refresh or contact support.';

interface Props {
  children: ReactNode;
  /** Render nothing instead of the message (an optional extra such as the admin toolbox). */
  quiet?: boolean;
}

interface State {
  failed: boolean;
}

/** docs/product.md §2: a render error shows one fixed message instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      if (this.props.quiet) return null;
      return (
        <Alert variant="danger" className="my-4" data-testid="error-boundary">
          {ERROR_BOUNDARY_MESSAGE}
        </Alert>
      );
    }
    return this.props.children;
  }
}
