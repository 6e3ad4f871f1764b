import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { errorText, statusTranslationQuery, useApiClient } from '@fedi/shared';
import type { NS } from '../../i18n';
import { RichContent } from '../RichContent';

export interface StatusTranslationProps {
  statusId: string;
  language: string;
  /** The translation arrived (the card hides its Translate button). */
  onShown(): void;
  /** The translation failed: the text for the card's error banner. */
  onError(text: string): void;
  t: TFunction<typeof NS>;
}

/**
 * A status translated by the server. Mounted only once asked for, so a timeline row pays nothing until
 * then; the answer is cached per status and language, and unmounting (the body folded, the row gone)
 * cancels a request still running.
 */
export function StatusTranslation({ statusId, language, onShown, onError, t }: StatusTranslationProps) {
  const client = useApiClient();
  const query = useQuery(statusTranslationQuery(client, statusId, language));
  const { status, error } = query;
  useEffect(() => {
    if (status === 'success') onShown();
    else if (status === 'error') onError(errorText(error, t));
    // The callbacks are the card's; only a settled answer matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, error]);
  if (!query.data) return null;
  return (
    <div className="status-translation">
      <p className="translation-label">{t('status.translated')}</p>
      <RichContent html={query.data.text} />
    </div>
  );
}
