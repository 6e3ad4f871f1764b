import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, useBus } from '@fedi/shared';

interface BoundaryProps {
  chunk: string;
  /** What stands in for the part once it failed. */
  failed(error: Error): ReactNode;
  children: ReactNode;
}

/** A chunk that failed to arrive (or a part that failed to render): logged, and `failed` in its place. */
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
    return error ? this.props.failed(error) : this.props.children;
  }
}

/** The message of a part that failed: its chunk did not arrive, or it failed to render. */
function failureMessage(error: Error, chunk: string): { key: string; args: Record<string, string> } {
  return error.name === 'ChunkLoadError'
    ? { key: 'remote.chunk_load_failed', args: { chunk } }
    : { key: 'remote.render_failed', args: { message: error.message } };
}

function LazyError({ error, chunk, onRetry }: { error: Error; chunk: string; onRetry(): void }) {
  const { t } = useTranslation();
  const { key, args } = failureMessage(error, chunk);
  const message = t(key, args);
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
      <LazyBoundary
        key={attempt}
        chunk={chunk}
        failed={(error) => <LazyError error={error} chunk={chunk} onRetry={retry} />}
      >
        <Suspense fallback={<QueryState className="region-state" query={{ isPending: true }} />}>
          <Current {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${chunk})`;
  return LazyPart;
}

/** A headless part that failed: one error notice (the part shows nothing of its own to put it in). */
function HeadlessFailure({ error, chunk }: { error: Error; chunk: string }) {
  const bus = useBus();
  useEffect(() => {
    const { key, args } = failureMessage(error, chunk);
    bus.emit('notice:show', { level: 'error', messageKey: key, messageArgs: args });
  }, [bus, error, chunk]);
  return null;
}

/**
 * A part of the shell in its own chunk that shows nothing while it arrives (mounts that act in the
 * background, a button that appears when used): no loading status, and a failure is a global error notice
 * instead of a region error.
 */
export function headlessPart<P extends object>(chunk: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Current = lazy(async () => ({ default: await load() }));
  function HeadlessPart(props: P) {
    return (
      <LazyBoundary chunk={chunk} failed={(error) => <HeadlessFailure error={error} chunk={chunk} />}>
        <Suspense fallback={null}>
          <Current {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  HeadlessPart.displayName = `HeadlessPart(${chunk})`;
  return HeadlessPart;
}
