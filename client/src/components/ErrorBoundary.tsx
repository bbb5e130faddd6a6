import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

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

/** Router error element: logs the failure and shows the friendly message. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <RenderFailure />;
}

/** Catches render failures outside the router (the router's own boundary covers the routes). */
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
