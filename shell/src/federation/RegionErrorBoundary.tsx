import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { QueryState } from '@fedi/shared';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (a fresh module arrived). */
  resetKey: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches a remote's render errors so one broken region never takes the page down. */
export class RegionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Region failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <QueryState
            className="region-state"
            query={{ error }}
            errorMessage={t('remote.render_failed', { message: error.message })}
            onRetry={() => this.setState({ error: null })}
          />
        )}
      </Translation>
    );
  }
}
