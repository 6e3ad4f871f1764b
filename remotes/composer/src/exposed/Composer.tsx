import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request, useBus, useSession } from '@fedi/shared';
import { NS } from '../i18n';
import { charactersLeft } from '../limits';

export interface ComposerProps {
  replyTo?: string;
  initialText?: string;
  onPosted?(statusId: string): void;
}

/** A plain composer: text, post, error banner that keeps the text. The composer issue grows it. */
export default function Composer({ replyTo, initialText = '', onPosted }: ComposerProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const bus = useBus();
  const textId = useId();
  const [text, setText] = useState(initialText);
  const [idempotencyKey, setIdempotencyKey] = useState(() => String(Date.now()));
  const [error, setError] = useState<string | null>(null);
  const left = charactersLeft(text, '');

  const post = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.append('status', text);
      form.append('visibility', 'public');
      form.append('content_type', 'text/plain');
      if (replyTo) form.append('in_reply_to_id', replyTo);
      const { data } = await request<{ id: string }>({ baseUrl: session.baseUrl, token: session.token }, '/api/v1/statuses', {
        method: 'POST',
        form,
        idempotencyKey,
      });
      return data;
    },
    onSuccess: (status) => {
      setText('');
      bus.emit('status:posted', status.id);
      onPosted?.(status.id);
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String((failure as Error).message)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending || (left !== null && left < 0)) return;
    if (!text.trim()) {
      setError(t('composer.empty_status_error'));
      return;
    }
    setError(null);
    post.mutate();
  };

  return (
    <form className="composer form" onSubmit={submit}>
      <label htmlFor={textId}>{t('composer.label')}</label>
      <textarea
        id={textId}
        value={text}
        rows={5}
        placeholder={t('composer.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setIdempotencyKey(String(Date.now()));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
      />
      {error && (
        <div className="form-error" role="alert">
          {t('composer.error', { message: error })}{' '}
          <button type="button" onClick={() => setError(null)}>
            {t('composer.dismiss')}
          </button>
        </div>
      )}
      <div className="composer-footer">
        {left !== null && <span aria-live="polite">{t('composer.chars_left', { count: left })}</span>}
        <button type="submit" className="primary" disabled={post.isPending || (left !== null && left < 0)}>
          {post.isPending ? t('composer.posting') : t('composer.submit')}
        </button>
      </div>
    </form>
  );
}
