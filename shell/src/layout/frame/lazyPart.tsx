import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@fedi/shared';

interface BoundaryProps {
  chunk: string;
  onRetry(): void;
  children: ReactNode;
}

/** A chunk that failed to arrive (or a part that failed to render) shows the region error with Retry. */
class LazyBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.chunk} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? (
      <LazyError error={error} chunk={this.props.chunk} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

function LazyError({ error, chunk, onRetry }: { error: Error; chunk: string; onRetry(): void }) {
  const { t } = useTranslation();
  const message =
    error.name === 'ChunkLoadError'
      ? t('remote.chunk_load_failed', { chunk })
      : t('remote.render_failed', { message: error.message });
  return <QueryState className="region-state" query={{ error }} errorMessage={message} onRetry={onRetry} />;
}

/**
 * A part of the shell in its own chunk, fetched when first rendered. Loading shows a labelled status;
 * a failed fetch shows "Loading chunk … failed" with Retry, which fetches again (React.lazy keeps a
 * failure, so Retry makes a new lazy component).
 */
export function lazyPart<P extends object>(chunk: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(async () => ({ default: await load() }));
  let Current = make();
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Current = make();
      setAttempt((n) => n + 1);
    };
    return (
      <LazyBoundary key={attempt} chunk={chunk} onRetry={retry}>
        <Suspense fallback={<QueryState className="region-state" query={{ isPending: true }} />}>
          <Current {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${chunk})`;
  return LazyPart;
}
