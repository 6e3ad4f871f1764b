import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame, useSession, type ComposerOpenOptions, type ModalProps } from '@fedi/shared';
import { draftKey, removeDraft } from '../drafts';
import { NS } from '../i18n';
import Composer from './Composer';

/** Spec §2: the composer's initial text may come from the page's `message` query parameter. */
function messageFromUrl(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('message') ?? undefined;
}

/** The composer in a modal; it closes after a successful post. Closing with text asks first. */
export default function ComposerModal({ options, ...modal }: ModalProps & { options: ComposerOpenOptions }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const { onClose } = modal;
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const title = options.editOf
    ? t('composer.title_edit')
    : options.redraftOf
      ? t('composer.title_redraft')
      : options.replyTo
        ? t('composer.title_reply')
        : options.quoteOf
          ? t('composer.title_quote')
          : t('composer.title');
  // A new open (other target) remounts the composer with that target's draft.
  const [message] = useState(() => options.message ?? (draftKey(options) === 'status' ? messageFromUrl() : undefined));
  const key = `${draftKey(options)}|${message ?? ''}`;
  return (
    <ModalFrame title={title} {...modal} onClose={requestClose}>
      <div hidden={asking}>
        <Composer
          key={key}
          replyTo={options.replyTo}
          quoteOf={options.quoteOf}
          editOf={options.editOf}
          redraftOf={options.redraftOf}
          initialText={message}
          onPosted={onClose}
          onDirtyChange={onDirtyChange}
          autoFocus
        />
      </div>
      {asking && (
        <div
          className="composer-confirm"
          role="alertdialog"
          aria-label={t('discard.title')}
          onKeyDown={(event) => {
            // Escape here means "continue writing", not another close.
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setAsking(false);
          }}
        >
          <p>{t('discard.question')}</p>
          <button type="button" className="primary" onClick={onClose} autoFocus>
            {t('discard.keep')}
          </button>
          <button
            type="button"
            onClick={() => {
              removeDraft(session.user?.id, draftKey(options));
              onClose();
            }}
          >
            {t('discard.discard')}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            {t('discard.cancel')}
          </button>
        </div>
      )}
    </ModalFrame>
  );
}
