import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n';

interface State {
  failed: boolean;
}

/** The top-level boundary: a render error anywhere shows the text 'error' (spec §2, §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // i18n may be what failed: the English word stands in until translations are there.
    const text = i18n.isInitialized ? i18n.t('common:error', { defaultValue: 'error' }) : 'error';
    return (
      <main className="tw-error" role="alert">
        <h1>{text}</h1>
      </main>
    );
  }
}
