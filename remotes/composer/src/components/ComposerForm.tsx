import { useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  getPreferences,
  ownAccountQuery,
  statusQuery,
  NetworkError,
  QueryState,
  useApiClient,
  useBus,
  useCapabilities,
  useErrorText,
  useInstanceConfig,
  useSession,
  type CreateStatusParams,
  type Status,
  type Visibility,
} from '@fedi/shared';
import { fileLimitOf, safeDMOf } from '../api';
import { tokenAt, useSuggestions, type Suggestion } from '../autocomplete';
import {
  emptyDraft,
  isDraftEmpty,
  loadDraft,
  openingDraft,
  removeDraft,
  saveDraft,
  withMessage,
  type Draft,
  type DraftTarget,
} from '../drafts';
import type { PickerEmoji, StickerPack } from '../emoji/data';
import { NS } from '../i18n';
import {
  allowedScopes,
  charactersLeft,
  composerWarnings,
  emptyPoll,
  initialScope,
  isEmptyPost,
  pollsOffered,
  pollToSend,
  sillyToggle,
  splitExpiry,
  type PollError,
} from '../limits';
import { needsConfirmation } from '../preferences';
import type { TextInbox } from '../textInbox';
import {
  initialSensitive,
  replySubject,
  sensitiveAfterSubject,
  subjectShownFromStart,
  withSubjectShown,
} from '../subject';
import { Attachments } from './Attachments';
import { EmojiPicker, useEmojiSets } from './EmojiPicker';
import { PollForm } from './PollForm';
import { Preview } from './Preview';
import { ScopeSelector } from './ScopeSelector';
import { StatusContext } from './StatusContext';
import { useFileDrop } from './useFileDrop';
import { useWidgets } from './useWidgets';
import { draftFileOf, useUploads } from './useUploads';

export interface ComposerFormProps extends DraftTarget {
  draftKey: string;
  initialText?: string;
  onPosted?(statusId: string): void;
  onDirtyChange?(dirty: boolean): void;
  onOpenDrafts?(): void;
  autoFocus?: boolean;
  /** Texts that arrive while this composer is open; each is added after what is written. */
  inbox?: TextInbox;
}

const CONTENT_TYPE_KEYS: Record<string, string> = {
  'text/plain': 'plain',
  'text/html': 'html',
  'text/markdown': 'markdown',
  'text/bbcode': 'bbcode',
  'text/x.misskeymarkdown': 'mfm',
};
const SILLY_KEY = 'fedi:sillyFeatures';
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'uk', 'zh'];

/**
 * A new draft: empty, marked sensitive when the person wants every post so (sensitiveByDefault), its subject
 * field open from the start when alwaysShowSubjectInput says so.
 */
function freshDraft(key: string, target: DraftTarget, subjectOpen: boolean): Draft {
  return { ...emptyDraft(key, target), nsfw: initialSensitive(getPreferences()), spoilerOpen: subjectOpen };
}

function newKey(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

/** One post being written: everything of spec §2/§4/§5 for a new post, reply, quote, edit or redraft. */
export function ComposerForm({
  draftKey: key,
  replyTo,
  quoteOf,
  editOf,
  redraftOf,
  initialText,
  onPosted,
  onDirtyChange,
  onOpenDrafts,
  autoFocus,
  inbox,
}: ComposerFormProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const bus = useBus();
  const client = useApiClient();
  const capabilities = useCapabilities();
  const instance = useInstanceConfig().config;
  const errorText = useErrorText();
  const userId = session.user?.id;
  const ids = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const subjectOpen = subjectShownFromStart(getPreferences(), useInstanceConfig().config.alwaysShowSubjectInput);

  const stored = useMemo(() => loadDraft(userId, key), [userId, key]);
  const [draft, setDraft] = useState<Draft>(() =>
    withSubjectShown(
      openingDraft(stored, freshDraft(key, { replyTo, quoteOf, editOf, redraftOf }, subjectOpen), initialText),
    ),
  );
  const [restored] = useState(() => stored !== null && !isDraftEmpty(stored));
  const touched = useRef(false);
  const idempotencyKey = useRef(newKey());
  const [ready, setReady] = useState(() => (!editOf && !redraftOf) || (stored !== null && !isDraftEmpty(stored)));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pollError, setPollError] = useState<PollError | null>(null);
  const [posting, setPosting] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerButton, setPickerButton] = useState<HTMLButtonElement | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [caret, setCaret] = useState(0);
  const [selection, setSelection] = useState({ token: '', index: 0 });
  const [suggestionsClosed, setSuggestionsClosed] = useState(false);

  /** Every change goes through here: it renews the idempotency key and marks the draft as worth saving. */
  const update = useCallback((patch: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    touched.current = true;
    idempotencyKey.current = newKey();
    setDraft((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
  }, []);

  // Drafts: stored on every change (survive reload, crash and failed posts); removed when emptied.
  useEffect(() => {
    if (!touched.current || !ready) return;
    saveDraft(userId, draft);
  }, [draft, userId, ready]);

  useEffect(() => onDirtyChange?.(!isDraftEmpty(draft)), [draft, onDirtyChange]);

  // A `message` that came while open joins the text (nothing typed is replaced), once the form is ready.
  useEffect(() => {
    if (!ready || !inbox) return undefined;
    return inbox.listen(() => {
      const texts = inbox.take();
      update((current) => ({ status: texts.reduce(withMessage, current.status) }));
    });
  }, [inbox, ready, update]);

  // Who is writing: the default scope comes from the account's source.privacy.
  const me = useQuery(ownAccountQuery(client, userId));
  const defaultScope: Visibility = me.data?.default_scope ?? 'public';
  const locked = me.data?.locked ?? session.user?.locked ?? false;

  const original = useQuery(statusQuery(client, replyTo ?? draft.inReplyToId ?? null));
  const quoted = useQuery(statusQuery(client, quoteOf ?? null));

  // A reply starts with the mentions of the thread (not one's own) and its subject as the person's subject
  // behaviour says (email: `re: `, masto: as it is, noop: none), unless a draft was restored.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (replyTo && original.data && prefilledFor !== replyTo) {
    setPrefilledFor(replyTo);
    const status = original.data;
    const pristine = !restored && draft.status === (initialText ?? '') && draft.spoilerText === '';
    if (pristine) {
      const names = [status.user.screen_name, ...status.attentions.map((a) => a.screen_name)].filter(
        (name, index, all) => name && name !== session.user?.acct && all.indexOf(name) === index,
      );
      const subject = replySubject(status.summary, getPreferences().subjectLineBehavior);
      setDraft((current) => ({
        ...current,
        status: names.length > 0 ? `${names.map((n) => `@${n}`).join(' ')} ${current.status}` : current.status,
        ...(subject
          ? {
              spoilerText: subject,
              spoilerOpen: true,
              nsfw: sensitiveAfterSubject(current.nsfw, current.spoilerText, subject, getPreferences()),
            }
          : {}),
      }));
    }
  }

  // Edit and delete-and-redraft: read the status and its source; a redraft then deletes the original.
  useEffect(() => {
    const id = editOf ?? redraftOf;
    if (!id || ready) return;
    const controller = new AbortController();
    (async () => {
      try {
        const [status, source] = await Promise.all([
          client.statuses.get(id, { signal: controller.signal }),
          client.statuses.source(id, { signal: controller.signal }).catch(() => null),
        ]);
        const loaded: Draft = {
          ...emptyDraft(key, { editOf, redraftOf }),
          status: source?.text ?? status.text,
          spoilerText: source?.spoiler_text ?? status.summary,
          spoilerOpen: subjectOpen || Boolean(source?.spoiler_text ?? status.summary),
          nsfw: status.nsfw,
          files: status.attachments.map((a) => draftFileOf(a)),
          visibility: status.visibility,
          language: status.language ?? '',
          contentType: source?.content_type ?? status.content_type ?? '',
          inReplyToId: status.in_reply_to_status_id,
          poll:
            redraftOf && status.poll
              ? {
                  ...emptyPoll(),
                  options: status.poll.options.map((o) => o.title),
                  multiple: status.poll.multiple,
                  ...splitExpiry(
                    Math.max(
                      capabilities.pollLimits.min_expiration,
                      status.poll.expires_at
                        ? Math.round((Date.parse(status.poll.expires_at) - Date.now()) / 1000)
                        : 600,
                    ),
                    capabilities.pollLimits,
                  ),
                }
              : null,
        };
        if (redraftOf) {
          // Keep it before deleting, so a failure or reload loses nothing.
          saveDraft(userId, loaded);
          await client.statuses.delete(redraftOf);
        }
        touched.current = true;
        setDraft(loaded);
        setReady(true);
      } catch (failure) {
        if (controller.signal.aborted) return;
        setLoadError(errorText(failure));
      }
    })();
    return () => controller.abort();
    // Runs once per target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editOf, redraftOf]);

  const editing = Boolean(editOf);
  // snac reads a new post's poll options only from a form-encoded body (attachments are uploaded separately);
  // its edit endpoint reads multipart only.
  const urlencoded = capabilities.dialect === 'snac';
  const localAvailable = capabilities.dialect === 'akkoma' || capabilities.dialect === 'pleroma';
  const originalScope = original.data?.visibility;
  const allowed = allowedScopes(originalScope, localAvailable);
  const chosen = draft.visibility && allowed.includes(draft.visibility) ? draft.visibility : null;
  const visibility: Visibility = editing
    ? (draft.visibility ?? 'public')
    : (chosen ?? initialScope(defaultScope, originalScope, localAvailable));
  const preferences = getPreferences();
  const preferredType = capabilities.postFormats.includes(preferences.postContentType)
    ? preferences.postContentType
    : 'text/plain';
  const contentType = draft.contentType || preferredType;
  const language = draft.language || preferences.postLanguage;
  const textLimit = capabilities.textLimit;
  const left = charactersLeft(draft.status, draft.spoilerOpen ? draft.spoilerText : '', textLimit);
  const overLimit = left !== null && left < 0;
  const fileLimit = fileLimitOf(instance);
  const {
    uploads,
    count: uploadCount,
    uploadError,
    dismissError,
    addFiles,
    addSticker,
  } = useUploads({
    client,
    uploadLimit: capabilities.uploadLimit,
    fileLimit,
    attached: draft.files.length,
    onUploaded: (uploaded, mounted) => {
      if (mounted) {
        update((current) => ({ files: [...current.files, uploaded] }));
      } else {
        // The composer was closed or minimized meanwhile: the uploaded file still joins the stored draft.
        const current = loadDraft(userId, key) ?? { ...emptyDraft(key, { replyTo, quoteOf, editOf, redraftOf }) };
        saveDraft(userId, { ...current, files: [...current.files, uploaded] });
      }
    },
  });
  const pollLimits = capabilities.pollLimits;
  const canPoll = pollsOffered(capabilities.polls, pollLimits) && !editing;
  const warnings = composerWarnings({
    visibility,
    locked,
    spoilerText: draft.spoilerOpen ? draft.spoilerText : '',
    hasMedia: draft.files.length > 0,
    nsfw: draft.nsfw,
    safeDM: safeDMOf(capabilities),
  });

  // ---- autocomplete ----
  const token = tokenAt(draft.status, caret);
  const emojiSets = useEmojiSets(client, token?.kind === 'emoji' || pickerOpen);
  const allEmoji = useMemo(() => [...emojiSets.custom, ...emojiSets.unicode], [emojiSets.custom, emojiSets.unicode]);
  const suggestions = useSuggestions(client, suggestionsClosed ? null : token, allEmoji);
  const tokenId = token ? `${token.kind}:${token.start}:${token.query}` : '';
  const selected = selection.token === tokenId ? selection.index : 0;
  const setSelected = (index: number) => setSelection({ token: tokenId, index });
  const suggestionsOpen = suggestions.length > 0 && !suggestionsClosed;
  const optionId = (index: number) => `${ids}-suggestion-${index}`;
  // The autocomplete, scope and picker widgets are fetched on the first focus or pointer in the form.
  const [wantWidgets, setWantWidgets] = useState(false);
  const widgets = useWidgets(wantWidgets);
  const textFocused = useRef(false);
  // `autoFocus` once, when the text field first mounts (after the draft loads). Done here rather than by
  // the prop: Ariakit's combobox focuses an autoFocus field a frame later, which would take the focus
  // back from a dialog opened meanwhile (the composer modal's discard question).
  const autoFocused = useRef(false);
  useLayoutEffect(() => {
    if (!autoFocus || autoFocused.current || !textRef.current) return;
    autoFocused.current = true;
    textRef.current.focus();
  });
  useLayoutEffect(() => {
    // The widget's textarea replaced the plain one: the focus and the caret stay where they were.
    const el = textRef.current;
    if (!widgets || !el || !textFocused.current || document.activeElement === el) return;
    el.focus();
    el.setSelectionRange(caret, caret);
  }, [widgets, caret]);

  const insertAt = (start: number, end: number, text: string) => {
    const value = draft.status;
    const next = value.slice(0, start) + text + value.slice(end);
    update({ status: next });
    const position = start + text.length;
    setCaret(position);
    requestAnimationFrame(() => {
      const el = textRef.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(position, position);
    });
  };

  const choose = (suggestion: Suggestion) => {
    if (!token) return;
    insertAt(token.start, token.end, suggestion.replacement);
  };

  const insertEmoji = (emoji: PickerEmoji) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? draft.status.length;
    const end = el?.selectionEnd ?? start;
    const before = draft.status.slice(0, start);
    const pad = before !== '' && !/\s$/.test(before) ? ' ' : '';
    insertAt(start, end, `${pad}${emoji.replacement} `);
  };

  // ---- uploads ----
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    addFiles(files);
  };
  const drop = useFileDrop(addFiles, posting);

  const onSticker = (_pack: StickerPack, file: { name: string; url: string }) => {
    setPickerOpen(false);
    void addSticker(file);
  };

  // ---- posting ----
  const fields = (preview = false): CreateStatusParams => {
    const { poll } = pollToSend(draft.poll, pollLimits);
    const params: CreateStatusParams = {
      status: draft.status,
      spoiler_text: draft.spoilerOpen ? draft.spoilerText : '',
      visibility,
      sensitive: draft.nsfw,
      content_type: contentType,
      media_ids: draft.files.map((f) => f.id),
    };
    if (language) params.language = language;
    if (poll && !editing) params.poll = poll;
    const replyId = replyTo ?? draft.inReplyToId;
    if (typeof replyId === 'string' && replyId) params.in_reply_to_id = replyId;
    if (quoteOf) params.quote_id = quoteOf;
    if (preview) params.preview = true;
    return params;
  };

  const reset = () => {
    touched.current = false;
    removeDraft(userId, key);
    setDraft(freshDraft(key, { replyTo, quoteOf }, subjectOpen));
    setPreviewOpen(false);
    setPollError(null);
    idempotencyKey.current = newKey();
  };

  const send = async () => {
    setPosting(true);
    setError(null);
    try {
      // Descriptions edited after the upload are saved first.
      for (const file of draft.files) {
        if (file.description === (file.savedDescription ?? '')) continue;
        try {
          await client.media.update(file.id, { description: file.description });
        } catch {
          setError(t('post_status.media_description_error'));
          return;
        }
        setDraft((current) => ({
          ...current,
          files: current.files.map((f) => (f.id === file.id ? { ...f, savedDescription: file.description } : f)),
        }));
      }
      const params = fields();
      let status: Status;
      if (editOf) {
        const { status: text, spoiler_text, sensitive, content_type, media_ids, language } = params;
        status = await client.statuses.edit(editOf, {
          status: text,
          spoiler_text,
          sensitive,
          content_type,
          media_ids,
          language,
        });
      } else {
        status = await client.statuses.create({ ...params, idempotencyKey: idempotencyKey.current }, { urlencoded });
      }
      reset();
      bus.emit('status:posted', status.id);
      onPosted?.(status.id);
    } catch (failure) {
      // The draft stays stored (and on screen) with its uploaded attachments; the same key makes a retry safe.
      setError(failure instanceof NetworkError ? t('composer.network_error') : errorText(failure));
    } finally {
      setPosting(false);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (posting || pickerOpen || !ready) return;
    const silly = sillyToggle(draft.status);
    if (silly !== null) {
      try {
        localStorage.setItem(SILLY_KEY, silly ? '1' : '0');
      } catch {
        // not kept
      }
      setInfo(t(silly ? 'composer.silly_on' : 'composer.silly_off'));
      update({ status: '' });
      return;
    }
    const { poll, error: pollProblem } = editing ? { poll: null, error: null } : pollToSend(draft.poll, pollLimits);
    setPollError(pollProblem);
    if (pollProblem) return;
    if (isEmptyPost(draft.status, draft.files.length, poll !== null)) {
      setError(t('post_status.empty_status_error'));
      return;
    }
    if (overLimit || uploads.length > 0) return;
    const reason = needsConfirmation(visibility, {
      hasMedia: draft.files.length > 0,
      nsfw: draft.nsfw,
      spoiler: draft.spoilerOpen ? draft.spoilerText : '',
    });
    if (reason) {
      setConfirming(reason);
      return;
    }
    void send();
  };

  // ArrowUp/ArrowDown, Enter/Tab and Escape on the suggestions are the Autocomplete widget's.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  if (loadError !== null || !ready) {
    return (
      <QueryState
        query={{ isPending: !ready, isError: loadError !== null }}
        loadingLabel={t('composer.loading')}
        errorMessage={t('composer.load_failed', { message: loadError })}
        onRetry={false}
      />
    );
  }

  const submitDisabled = posting || overLimit || uploads.length > 0;
  const textProps = {
    id: `${ids}-text`,
    ref: textRef,
    value: draft.status,
    rows: 6,
    placeholder: t('composer.placeholder'),
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      update({ status: event.target.value });
      setCaret(event.target.selectionStart);
      setSuggestionsClosed(false);
    },
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(event.currentTarget.selectionStart),
    onKeyDown,
    onFocus: () => {
      textFocused.current = true;
    },
    onBlur: () => {
      textFocused.current = false;
    },
    onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const files = [...event.clipboardData.files];
      if (files.length === 0) return;
      event.preventDefault();
      addFiles(files);
    },
  };

  return (
    <form
      className={drop.over ? 'composer form drop-target' : 'composer form'}
      onSubmit={submit}
      aria-busy={posting}
      onFocus={() => setWantWidgets(true)}
      onPointerEnter={() => setWantWidgets(true)}
      {...drop.handlers}
    >
      {drop.over && (
        <p className="composer-drop-hint" role="status">
          {t('upload.drop_here')}
        </p>
      )}
      {restored && <p className="composer-info">{t('composer.draft_restored')}</p>}
      {editing && <p className="composer-info">{t('composer.editing')}</p>}
      {redraftOf && <p className="composer-info">{t('composer.redrafting')}</p>}
      {(replyTo ?? draft.inReplyToId) && (
        <StatusContext kind="reply" status={original.data} loading={original.isPending} />
      )}
      {quoteOf && <StatusContext kind="quote" status={quoted.data} loading={quoted.isPending} />}

      <label className="composer-cw-toggle">
        <input
          type="checkbox"
          checked={draft.spoilerOpen}
          onChange={(event) =>
            update(
              event.target.checked
                ? { spoilerOpen: true }
                : { spoilerOpen: false, spoilerText: '', nsfw: initialSensitive(getPreferences()) },
            )
          }
        />{' '}
        {t('composer.cw_toggle')}
      </label>
      {draft.spoilerOpen && (
        <input
          type="text"
          className="composer-cw"
          aria-label={t('composer.cw_label')}
          placeholder={t('composer.cw_placeholder')}
          value={draft.spoilerText}
          onChange={(event) => {
            const spoilerText = event.target.value;
            update((current) => ({
              spoilerText,
              nsfw: sensitiveAfterSubject(current.nsfw, current.spoilerText, spoilerText, getPreferences()),
            }));
          }}
        />
      )}

      <label htmlFor={`${ids}-text`} className="visually-hidden">
        {t('composer.label')}
      </label>
      <div className="composer-text">
        {widgets ? (
          <widgets.Autocomplete
            open={suggestionsOpen}
            onOpenChange={(open) => !open && setSuggestionsClosed(true)}
            activeId={suggestionsOpen ? optionId(selected) : null}
            onActiveIdChange={(id) => {
              const index = suggestions.findIndex((_, i) => optionId(i) === id);
              if (index >= 0) setSelected(index);
            }}
          >
            <widgets.AutocompleteTextArea {...textProps} />
            {suggestionsOpen && (
              <widgets.AutocompleteList className="composer-suggestions" label={t('composer.suggestions')}>
                {suggestions.map((suggestion, index) => (
                  <widgets.AutocompleteOption
                    key={suggestion.key}
                    id={optionId(index)}
                    activeClassName="selected"
                    onPick={() => choose(suggestion)}
                  >
                    {suggestion.imageUrl && <img src={suggestion.imageUrl} alt="" width={20} height={20} />}
                    <span className="composer-suggestion-label">{suggestion.label}</span>
                    {suggestion.detail && <span className="composer-suggestion-detail">{suggestion.detail}</span>}
                  </widgets.AutocompleteOption>
                ))}
              </widgets.AutocompleteList>
            )}
          </widgets.Autocomplete>
        ) : (
          // Until the widgets arrive (the first focus fetches them): the same field, no suggestions yet.
          <textarea {...textProps} />
        )}
      </div>

      {warnings.map((warning) => (
        <p key={warning} className="composer-warning" role="note">
          {t(`warnings.${warning}`)}
        </p>
      ))}

      <Attachments files={draft.files} uploads={uploads} disabled={posting} onChange={(files) => update({ files })} />
      {uploadError && (
        <div className="form-error" role="alert">
          {uploadError}{' '}
          <button type="button" onClick={dismissError}>
            {t('composer.dismiss')}
          </button>
        </div>
      )}

      {draft.poll && canPoll && (
        <PollForm poll={draft.poll} limits={pollLimits} disabled={posting} onChange={(poll) => update({ poll })} />
      )}
      {pollError && (
        <p className="form-error" role="alert">
          {t(pollError.key, pollError)}
        </p>
      )}

      <div className="composer-tools">
        <label className={`composer-upload-button${uploadCount >= fileLimit ? ' disabled' : ''}`}>
          <span>{t('upload.button')}</span>
          <input
            type="file"
            multiple
            disabled={uploadCount >= fileLimit || posting}
            onChange={onFiles}
            aria-label={t('upload.button')}
          />
        </label>
        <button
          ref={setPickerButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={pickerOpen}
          onClick={() => setPickerOpen((open) => !open)}
        >
          {t('emoji.button')}
        </button>
        {canPoll && (
          <button
            type="button"
            aria-pressed={draft.poll !== null}
            onClick={() => {
              setPollError(null);
              update({ poll: draft.poll ? null : emptyPoll() });
            }}
          >
            {draft.poll ? t('polls.remove') : t('polls.add')}
          </button>
        )}
        {draft.files.length > 0 && (
          <label>
            <input type="checkbox" checked={draft.nsfw} onChange={(event) => update({ nsfw: event.target.checked })} />{' '}
            {t('composer.sensitive')}
          </label>
        )}
        <button type="button" aria-pressed={previewOpen} onClick={() => setPreviewOpen((open) => !open)}>
          {previewOpen ? t('preview.hide') : t('preview.show')}
        </button>
        {onOpenDrafts && (
          <button type="button" onClick={onOpenDrafts}>
            {t('drafts.open_list')}
          </button>
        )}
      </div>
      {pickerOpen && (
        <EmojiPicker
          client={client}
          onPick={insertEmoji}
          onSticker={onSticker}
          onClose={() => setPickerOpen(false)}
          returnFocus={pickerButton}
        />
      )}

      <div className="composer-options">
        <ScopeSelector
          widgets={widgets}
          value={visibility}
          allowed={editing ? [visibility] : allowed}
          disabled={editing}
          onChange={(scope) => update({ visibility: scope })}
        />
        {capabilities.postFormats.length > 1 && (
          <select
            aria-label={t('composer.content_type')}
            value={contentType}
            onChange={(event) => update({ contentType: event.target.value })}
          >
            {capabilities.postFormats.map((format) => (
              <option key={format} value={format}>
                {CONTENT_TYPE_KEYS[format] ? t(`content_type.${CONTENT_TYPE_KEYS[format]}`) : format}
              </option>
            ))}
          </select>
        )}
        <select
          aria-label={t('composer.language')}
          value={language}
          onChange={(event) => update({ language: event.target.value })}
        >
          <option value="">{t('composer.language_default')}</option>
          {[...new Set([...instance.languages, ...LANGUAGES])].map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>

      {previewOpen && (
        <Preview
          client={client}
          urlencoded={urlencoded}
          params={fields(true)}
          empty={draft.status.trim() === '' && draft.files.length === 0}
        />
      )}

      {info && (
        <p className="composer-info" role="status">
          {info}
        </p>
      )}
      {error && (
        <div className="form-error composer-error" role="alert">
          {t('composer.error', { message: error })}{' '}
          <button type="button" onClick={() => setError(null)}>
            {t('composer.dismiss')}
          </button>
        </div>
      )}

      {confirming && (
        // A dialog over the modal: Escape answers it alone; cancelling goes back to the text.
        <ConfirmDialog
          title={t('confirm.title')}
          confirmLabel={t('confirm.post')}
          cancelLabel={t('confirm.cancel')}
          returnFocus={textRef}
          onConfirm={() => {
            setConfirming(null);
            void send();
          }}
          onCancel={() => setConfirming(null)}
        >
          <p>{t(`confirm.${confirming}`)}</p>
        </ConfirmDialog>
      )}

      <div className="composer-footer">
        {left !== null && (
          <span
            className={overLimit ? 'composer-counter over' : 'composer-counter'}
            aria-live="polite"
            aria-label={t('composer.chars_left', { count: left })}
            data-testid="chars-left"
          >
            {left}
          </span>
        )}
        <button type="submit" className="primary" disabled={submitDisabled} aria-disabled={submitDisabled}>
          {posting ? t('composer.posting') : editing ? t('composer.save') : t('composer.submit')}
        </button>
      </div>
    </form>
  );
}
