import { useState } from 'react';
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
  return (
    <section className="composer-drafts" aria-label={t('drafts.title')}>
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
              <button type="button" onClick={() => onOpen(targetOf(draft))}>
                {t('drafts.open')}
              </button>
              <button
                type="button"
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
      <button type="button" onClick={onClose}>
        {t('drafts.back')}
      </button>
    </section>
  );
}
