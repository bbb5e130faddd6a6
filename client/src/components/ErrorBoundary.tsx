import { Component, type ErrorInfo, type ReactNode } from 'react';

const message = 'Something unexpected happened here.';

/** What a render failure shows (spec §8). */
export function RenderFailure() {
  return (
    <section className="status status--error" role="alert">
      <strong>{message}</strong>
      <p>
        Try <a href={typeof window === 'undefined' ? '/' : window.location.pathname}>reloading the page</a>, or go back
        to the <a href="/">home page</a>.
      </p>
    </section>
  );
}

/**
 * Catches render failures: around the whole site (main.tsx), and around each page inside the shell, keyed by the
 * address so that leaving a failed page shows the next one.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}
