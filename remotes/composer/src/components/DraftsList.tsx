import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@fedi/shared';
import { listDrafts, removeDraft, targetOf, type DraftTarget } from '../drafts';
import { NS } from '../i18n';

interface DraftsListProps {
  userId: string | null | undefined;
  onOpen(target: DraftTarget): void;
  onClose(): void;
}

/** Stored drafts, newest first, to reopen or delete. */
export function DraftsList({ userId, onOpen, onClose }: DraftsListProps) {
  const { t } = useTranslation(NS);
  const [drafts, setDrafts] = useState(() => listDrafts(userId));
  // A view inside the composer's dialog: Escape goes back to the composer (the dialog leaves an Escape
  // from a `data-escape-layer` to it), never asks to close the composer. Focus is always on its buttons.
  const backOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  return (
    <section className="composer-drafts" aria-label={t('drafts.title')} data-escape-layer="">
      <h3>{t('drafts.title')}</h3>
      {drafts.length === 0 && <EmptyState title={t('drafts.empty')} />}
      <ul>
        {drafts.map((draft) => {
          const kind = draft.key.split(':')[0] ?? 'status';
          return (
            <li key={draft.key}>
              <span className="composer-draft-kind">{t(`drafts.kind.${kind}`, { defaultValue: kind })}</span>{' '}
              <span className="composer-draft-text">
                {(draft.spoilerText ? `[${draft.spoilerText}] ` : '') + draft.status.slice(0, 120)}
              </span>{' '}
              {draft.files.length > 0 && <span>{t('drafts.files', { count: draft.files.length })}</span>}
              <button type="button" onClick={() => onOpen(targetOf(draft))} onKeyDown={backOnEscape}>
                {t('drafts.open')}
              </button>
              <button
                type="button"
                onKeyDown={backOnEscape}
                onClick={() => {
                  removeDraft(userId, draft.key);
                  setDrafts(listDrafts(userId));
                }}
              >
                {t('drafts.delete')}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onClose} onKeyDown={backOnEscape}>
        {t('drafts.back')}
      </button>
    </section>
  );
}
