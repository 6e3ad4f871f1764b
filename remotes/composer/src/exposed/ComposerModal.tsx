import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, ModalFrame, useSession, type ComposerOpenOptions, type ModalProps } from '@fedi/shared';
import { draftKey, removeDraft } from '../drafts';
import { TextInbox } from '../textInbox';
import { NS } from '../i18n';
import * as widgets from '@fedi/shared/widgets';
import { provideWidgets } from '../components/useWidgets';
import Composer from './Composer';

// The modal is opened on purpose: its widgets come with it (the inline composer fetches them on use).
provideWidgets(widgets);

/** Spec §2: the composer's initial text may come from the page's `message` query parameter. */
function messageFromUrl(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('message') ?? undefined;
}

/** Whether an open asks for a particular composer (reply, quote, edit, redraft) rather than the one that is open. */
const hasTarget = (options: ComposerOpenOptions) =>
  Boolean(options.replyTo ?? options.quoteOf ?? options.editOf ?? options.redraftOf);

/**
 * The composer in a modal; it closes after a successful post. Closing with text asks first (an
 * `alertdialog` over the modal: Escape there goes back to writing).
 * Each `composer:open` gives new options: one with a target opens that composer; a bare `message` (spec §2
 * query parameter) while a composer is open is added to the open draft instead, keeping what is typed.
 */
export default function ComposerModal({ options, ...modal }: ModalProps & { options: ComposerOpenOptions }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const { onClose } = modal;
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const [seen, setSeen] = useState(options);
  const [opened, setOpened] = useState(() => ({
    target: options,
    message: options.message ?? (draftKey(options) === 'status' ? messageFromUrl() : undefined),
    files: options.files,
  }));
  const [inbox] = useState(() => new TextInbox());
  const [first] = useState(options);
  const addsText = options !== first && Boolean(options.message) && !hasTarget(options);
  if (options !== seen) {
    setSeen(options);
    // Another target: the composer remounts with that target's draft (the same one stays as it is).
    if (!addsText && draftKey(options) !== draftKey(opened.target))
      setOpened({ target: options, message: options.message, files: options.files });
  }
  // A bare message goes to the composer that is open, after what is written there.
  useEffect(() => {
    if (addsText && options.message) inbox.post(options.message);
  }, [addsText, options, inbox]);
  const { target, message, files } = opened;
  const title = target.editOf
    ? t('composer.title_edit')
    : target.redraftOf
      ? t('composer.title_redraft')
      : target.replyTo
        ? t('composer.title_reply')
        : target.quoteOf
          ? t('composer.title_quote')
          : t('composer.title');
  const key = `${draftKey(target)}|${message ?? ''}`;
  return (
    <ModalFrame title={title} {...modal} onClose={requestClose}>
      <Composer
        key={key}
        replyTo={target.replyTo}
        quoteOf={target.quoteOf}
        editOf={target.editOf}
        redraftOf={target.redraftOf}
        initialText={message}
        initialFiles={files}
        inbox={inbox}
        onPosted={onClose}
        onDirtyChange={onDirtyChange}
        autoFocus
      />
      {asking && (
        <Dialog
          kind="alert"
          className="composer-confirm"
          aria-label={t('discard.title')}
          aria-describedby={questionId}
          initialFocus=".primary"
          onClose={() => setAsking(false)}
        >
          <p id={questionId}>{t('discard.question')}</p>
          <button type="button" className="primary" onClick={onClose}>
            {t('discard.keep')}
          </button>
          <button
            type="button"
            onClick={() => {
              removeDraft(session.user?.id, draftKey(target));
              onClose();
            }}
          >
            {t('discard.discard')}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            {t('discard.cancel')}
          </button>
        </Dialog>
      )}
    </ModalFrame>
  );
}
