import { Component, type ReactNode } from 'react';
import { LoadFailure } from '../components/ui/load-failure.tsx';

interface PageErrorBoundaryProps {
  /** The page shown: another one starts afresh. */
  route: string;
  className?: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  route: string;
  error: unknown;
}

/**
 * A page that could not load (its chunk or its texts, the connection lost) or that failed as it
 * rendered: the generic message and « Réessayer », which loads the page again, in place of an
 * empty screen. React logs the error with its component stack.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { route: this.props.route, error: null };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.route === state.route ? null : { route: props.route, error: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    // A lazily loaded module that failed stays failed until the page is loaded again.
    const retry = () => window.location.reload();
    return (
      <div className={this.props.className}>
        <LoadFailure query={{ error: this.state.error, isFetching: false, refetch: retry }} />
      </div>
    );
  }
}
