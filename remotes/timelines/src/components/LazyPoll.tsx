import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@fedi/shared';
import { NS } from '../i18n';

type PollProps = ComponentProps<typeof import('./Poll').Poll>;
type PartProps = PollProps & { onRetry(): void };

/**
 * The poll's chunk, fetched with the first poll shown (most statuses have none). A failed fetch
 * resolves to a message with Retry; React.lazy keeps what it resolved, so Retry makes a new one.
 */
function lazyPoll() {
  return lazy<ComponentType<PartProps>>(() =>
    import(/* webpackChunkName: "timelines-poll" */ './Poll').then(
      ({ Poll }) => ({ default: ({ onRetry: _retry, ...props }: PartProps) => <Poll {...props} /> }),
      (error: unknown) => {
        console.warn('Could not load the poll', error);
        return { default: PollFailed };
      },
    ),
  );
}
let PollPart = lazyPoll();

/** A status's poll from its own chunk; a labelled status while it arrives. */
export function LazyPoll(props: PollProps) {
  const { t } = useTranslation(NS);
  const [, setAttempt] = useState(0);
  const retry = () => {
    PollPart = lazyPoll();
    setAttempt((attempt) => attempt + 1);
  };
  return (
    <Suspense fallback={<QueryState className="poll" query={{ isPending: true }} loadingLabel={t('poll.loading')} />}>
      <PollPart {...props} onRetry={retry} />
    </Suspense>
  );
}

function PollFailed({ onRetry }: PartProps) {
  const { t } = useTranslation(NS);
  return (
    <QueryState className="poll" query={{ isError: true }} errorMessage={t('poll.load_failed')} onRetry={onRetry} />
  );
}
