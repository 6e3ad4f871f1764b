import { Paperclip, X } from 'lucide';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Attachment, type Chat, Icon, useErrorText } from '@fedi/shared';
import { uploadMediaWithProgress } from '@fedi/shared/uploads';
import { NS } from '../i18n';
import { useChatSession } from '../logic/chatSession';
import { readDraft, writeDraft } from '../logic/drafts';
import type { Outbox } from '../logic/outbox';
import { EmojiButton } from './EmojiButton';

interface Upload {
  name: string;
  loaded: number;
  total: number;
}

/**
 * The message field of a chat: Enter sends, Shift+Enter adds a line; the text is kept per chat as a
 * draft across reloads; one attachment, uploaded at once with its progress shown; an empty message is
 * refused (spec §5).
 */
export function ChatComposer({ chat, outbox }: { chat: Chat; outbox: Outbox }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const s = useChatSession();
  const userId = s.userId ?? '';
  const [text, setText] = useState(() => readDraft(s.baseUrl, userId, chat.id));
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  const id = useId();

  useEffect(() => () => uploadAbort.current?.abort(), []);

  const change = (next: string) => {
    setText(next);
    setProblem(null);
    writeDraft(s.baseUrl, userId, chat.id, next);
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (upload) return;
    const content = text.trim();
    if (!content && !attachment) {
      setProblem(t('chat.empty_message'));
      return;
    }
    void outbox.send(chat.id, userId, content, attachment ?? undefined).done;
    change('');
    setAttachment(null);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const pick = async (file: File) => {
    setProblem(null);
    const controller = new AbortController();
    uploadAbort.current = controller;
    setUpload({ name: file.name, loaded: 0, total: file.size });
    try {
      const uploaded = await uploadMediaWithProgress(
        s.client.config,
        { file },
        (progress) => setUpload({ name: file.name, ...progress }),
        { signal: controller.signal },
      );
      setAttachment(uploaded);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setProblem(t('chat.upload_failed', { error: errorText(error) }));
    } finally {
      setUpload(null);
      uploadAbort.current = null;
    }
  };

  const insertEmoji = (value: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + value + text.slice(end);
    change(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  return (
    <form className="chat-composer" onSubmit={send}>
      {problem && (
        <p className="chat-composer-problem" role="alert">
          {problem}
        </p>
      )}
      {upload && (
        <div className="chat-upload">
          <label htmlFor={`${id}-progress`}>{t('chat.uploading', { name: upload.name })}</label>
          <progress id={`${id}-progress`} max={upload.total || 1} value={upload.loaded} />
        </div>
      )}
      {attachment && (
        <div className="chat-composer-attachment">
          {attachment.type === 'image' ? (
            <img src={attachment.preview_url || attachment.url} alt={attachment.description} />
          ) : (
            <span>{t('chat.file', { name: attachment.url.split('/').pop() ?? '' })}</span>
          )}
          <button type="button" onClick={() => setAttachment(null)} aria-label={t('chat.remove_attachment')}>
            <Icon node={X} size={16} />
          </button>
        </div>
      )}
      <div className="chat-composer-row">
        <button
          type="button"
          className="chat-icon-button"
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          disabled={Boolean(upload) || Boolean(attachment)}
          onClick={() => fileInput.current?.click()}
        >
          <Icon node={Paperclip} size={20} />
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
        <textarea
          ref={field}
          id={id}
          className="chat-field"
          aria-label={t('chat.message_label')}
          placeholder={t('chat.message_placeholder')}
          rows={1}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <EmojiButton onPick={insertEmoji} />
        <button type="submit" className="chat-send" disabled={Boolean(upload)}>
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}
