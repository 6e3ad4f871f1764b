import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@fedi/shared';
import { NS } from '../i18n';

/**
 * The preview is its own chunk, fetched on the first hover or focus of a name or avatar. A failed
 * fetch shows a message in the popover this time and is tried again on the next hover.
 */
function lazyPreview() {
  return lazy(() =>
    import(/* webpackChunkName: "timelines-user-preview" */ './UserPreview').catch((error: unknown) => {
      console.warn('Could not load the user preview', error);
      UserPreview = lazyPreview();
      return { default: PreviewFailed };
    }),
  );
}
let UserPreview = lazyPreview();

/** Spec §9: popover open delay. */
export const POPOVER_OPEN_DELAY_MS = 25;

export interface UserHoverCardProps {
  user: User;
  /** The trigger(s): the author's name link, the avatar. */
  children: ReactNode;
  className?: string;
}

/**
 * The hover popover of a name or avatar (spec §2 Status: hover popover): a preview of the user's
 * card after 25 ms of hover or keyboard focus; closes when the pointer or focus leaves, or on
 * Escape. It uses the account already in the cache (the status's author), so nothing is fetched;
 * it follows the tooltip pattern (the focused trigger is described by it).
 */
export function UserHoverCard({ user, children, className }: UserHoverCardProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const cardId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), POPOVER_OPEN_DELAY_MS);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
    }
  };
  return (
    // Hover and focus on the name or avatar inside (a link, so reachable by keyboard) show the preview.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={`user-hover${className ? ` ${className}` : ''}`}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      aria-describedby={open ? cardId : undefined}
    >
      {children}
      {open && (
        <Suspense fallback={<PreviewLoading id={cardId} />}>
          <UserPreview id={cardId} user={user} />
        </Suspense>
      )}
    </span>
  );
}

/** The popover while its chunk arrives. */
function PreviewLoading({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  return (
    <span id={id} role="tooltip" className="popover user-popover">
      {t('user_popover.loading')}
    </span>
  );
}

/** The popover when its chunk could not be fetched. */
function PreviewFailed({ id }: { id: string; user: User }) {
  const { t } = useTranslation(NS);
  return (
    <span id={id} role="tooltip" className="popover user-popover">
      {t('user_popover.load_failed')}
    </span>
  );
}
