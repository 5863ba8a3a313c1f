import { Component, type ReactNode } from 'react';
import { RetryScreen } from './retry-screen.js';

/**
 * A React error boundary: a render error below it shows the retry screen instead of a blank page, and the
 * retry renders the children again. At the root of every front end (`AppShell`), for errors outside the
 * routes' own boundaries.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RetryScreen onRetry={() => this.setState({ failed: false })} />;
  }
}
