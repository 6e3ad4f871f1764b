import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  NetworkError,
  useApiClient,
  useBus,
  useCapabilities,
  useErrorText,
  useInstanceConfig,
  usePreferences,
  useSession,
  type CreateStatusParams,
  type Preferences,
  type Status,
  type Visibility,
} from '@fedi/shared';
import { importPostedStatus, ownAccountQuery, statusQuery } from '@fedi/shared/queries';
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
import { useEmojiSets } from './EmojiPicker';
import { deleteOriginalForRedraft, loadEditableDraft } from './openForEditing';
import { useFileDrop } from './useFileDrop';
import { useWidgets } from './useWidgets';
import { useUploads } from './useUploads';

export interface ComposerFormOptions extends DraftTarget {
  draftKey: string;
  initialText?: string;
  onPosted?(statusId: string): void;
  onDirtyChange?(dirty: boolean): void;
  autoFocus?: boolean;
  /** Texts that arrive while this composer is open; each is added after what is written. */
  inbox?: TextInbox;
  /** Files to upload at once (a share to the installed app). */
  initialFiles?: File[];
}

const SILLY_KEY = 'fedi:sillyFeatures';

/**
 * A new draft: empty, marked sensitive when the person wants every post so (sensitiveByDefault), its subject
 * field open from the start when alwaysShowSubjectInput says so.
 */
function freshDraft(key: string, target: DraftTarget, subjectOpen: boolean, preferences: Preferences): Draft {
  return { ...emptyDraft(key, target), nsfw: initialSensitive(preferences), spoilerOpen: subjectOpen };
}

function newKey(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A reply starts with the mentions of the thread (not one's own) and its subject as the person's subject
 * behaviour says (email: `re: `, masto: as it is, noop: none).
 */
function withReplyStart(current: Draft, status: Status, ownAcct: string | undefined, preferences: Preferences): Draft {
  const names = [status.account.acct, ...status.mentions.map((a) => a.acct)].filter(
    (name, index, all) => name && name !== ownAcct && all.indexOf(name) === index,
  );
  const subject = replySubject(status.spoiler_text, preferences.subjectLineBehavior);
  return {
    ...current,
    status: names.length > 0 ? `${names.map((n) => `@${n}`).join(' ')} ${current.status}` : current.status,
    ...(subject
      ? {
          spoilerText: subject,
          spoilerOpen: true,
          nsfw: sensitiveAfterSubject(current.nsfw, current.spoilerText, subject, preferences),
        }
      : {}),
  };
}

/**
 * The state of one post being written (spec §2/§4/§5: new post, reply, quote, edit or redraft): the draft and
 * its storage, the caret and autocomplete, uploads, errors, confirmation and posting. ComposerForm lays it out.
 */
export function useComposerForm({
  draftKey: key,
  replyTo,
  quoteOf,
  editOf,
  redraftOf,
  initialText,
  onPosted,
  onDirtyChange,
  autoFocus,
  inbox,
  initialFiles,
}: ComposerFormOptions) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const bus = useBus();
  const client = useApiClient();
  const capabilities = useCapabilities();
  const instance = useInstanceConfig().config;
  const errorText = useErrorText();
  const [preferences] = usePreferences();
  const userId = session.user?.id;
  const ids = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const subjectOpen = subjectShownFromStart(preferences, instance.alwaysShowSubjectInput);

  const queryClient = useQueryClient();
  const stored = useMemo(() => loadDraft(userId, key), [userId, key]);
  const [restored] = useState(() => stored !== null && !isDraftEmpty(stored));
  // A reply starts with the thread's mentions and subject (withReplyStart) once the replied-to status is there,
  // unless a draft was restored or something was written meanwhile: at once when it is cached, else on arrival.
  const replyStarted = useRef<string | null>(null);
  const startReply = (current: Draft, status: Status): Draft =>
    current.status === (initialText ?? '') && current.spoilerText === ''
      ? withReplyStart(current, status, session.user?.acct, preferences)
      : current;
  const [startedAtOpen] = useState(() =>
    replyTo && !restored ? (queryClient.getQueryData(statusQuery(client, replyTo).queryKey) ?? null) : null,
  );
  const [draft, setDraft] = useState<Draft>(() => {
    const opening = withSubjectShown(
      openingDraft(
        stored,
        freshDraft(key, { replyTo, quoteOf, editOf, redraftOf }, subjectOpen, preferences),
        initialText,
      ),
    );
    return startedAtOpen ? startReply(opening, startedAtOpen) : opening;
  });
  const touched = useRef(false);
  const idempotencyKey = useRef(newKey());
  const [ready, setReady] = useState(() => (!editOf && !redraftOf) || (stored !== null && !isDraftEmpty(stored)));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pollError, setPollError] = useState<PollError | null>(null);
  const [posting, setPosting] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  // A post kept because the server could not be reached: when the browser is back online, the person is asked.
  const [keptOffline, setKeptOffline] = useState(false);
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    if (!keptOffline) return undefined;
    const onOnline = () => setBackOnline(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [keptOffline]);
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
  const defaultScope: Visibility = me.data?.source?.privacy ?? 'public';
  const locked = me.data?.locked ?? session.user?.locked ?? false;

  const original = useQuery(statusQuery(client, replyTo ?? draft.inReplyToId ?? null));
  const quoted = useQuery(statusQuery(client, quoteOf ?? null));

  useEffect(() => {
    if (!replyTo || restored || startedAtOpen || replyStarted.current === replyTo) return undefined;
    let live = true;
    queryClient.ensureQueryData(statusQuery(client, replyTo)).then(
      (status) => {
        if (!live || replyStarted.current === replyTo) return;
        replyStarted.current = replyTo;
        setDraft((current) => startReply(current, status));
      },
      // The reply's context shows the failure.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Once per replied-to status, with the preferences of the moment it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replyTo]);

  // Edit and delete-and-redraft: read the status and its source, then (redraft) delete the original.
  useEffect(() => {
    if ((!editOf && !redraftOf) || ready) return undefined;
    const controller = new AbortController();
    (async () => {
      try {
        const loaded = await loadEditableDraft(
          client,
          { key, editOf, redraftOf },
          { subjectOpen, pollLimits: capabilities.pollLimits, signal: controller.signal },
        );
        if (redraftOf) await deleteOriginalForRedraft(client, userId, redraftOf, loaded);
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
  const preferredType = capabilities.postFormats.includes(preferences.postContentType)
    ? preferences.postContentType
    : 'text/plain';
  const contentType = draft.contentType || preferredType;
  const language = draft.language || preferences.postLanguage;
  const left = charactersLeft(draft.status, draft.spoilerOpen ? draft.spoilerText : '', capabilities.textLimit);
  const overLimit = left !== null && left < 0;
  const fileLimit = fileLimitOf(instance);
  const uploads = useUploads({
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
  const { addFiles, addSticker } = uploads;
  // Shared files are uploaded once, when the form is ready.
  const filesTaken = useRef(false);
  useEffect(() => {
    if (!ready || filesTaken.current || !initialFiles?.length) return;
    filesTaken.current = true;
    addFiles(initialFiles);
  }, [ready, initialFiles, addFiles]);
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

  // ---- subject ----
  const setSubjectOpen = (open: boolean) =>
    update(open ? { spoilerOpen: true } : { spoilerOpen: false, spoilerText: '', nsfw: initialSensitive(preferences) });
  const setSubject = (spoilerText: string) =>
    update((current) => ({
      spoilerText,
      nsfw: sensitiveAfterSubject(current.nsfw, current.spoilerText, spoilerText, preferences),
    }));

  const togglePoll = () => {
    setPollError(null);
    update({ poll: draft.poll ? null : emptyPoll() });
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
    setDraft(freshDraft(key, { replyTo, quoteOf }, subjectOpen, preferences));
    setPreviewOpen(false);
    setPollError(null);
    idempotencyKey.current = newKey();
  };

  const send = async () => {
    setPosting(true);
    setError(null);
    setKeptOffline(false);
    setBackOnline(false);
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
      // Into the entity cache before anyone hears of it: every view (a thread too) shows it from there.
      importPostedStatus(queryClient, status, { created: !editOf });
      bus.emit('status:posted', status.id);
      onPosted?.(status.id);
    } catch (failure) {
      // The draft stays stored (and on screen) with its uploaded attachments; the same key makes a retry safe.
      setError(failure instanceof NetworkError ? t('composer.network_error') : errorText(failure));
      if (failure instanceof NetworkError) setKeptOffline(true);
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
    if (overLimit || uploads.uploads.length > 0) return;
    const reason = needsConfirmation(
      visibility,
      { hasMedia: draft.files.length > 0, nsfw: draft.nsfw, spoiler: draft.spoilerOpen ? draft.spoilerText : '' },
      preferences,
    );
    if (reason) {
      setConfirming(reason);
      return;
    }
    void send();
  };

  const confirm = () => {
    setConfirming(null);
    void send();
  };

  // ArrowUp/ArrowDown, Enter/Tab and Escape on the suggestions are the Autocomplete widget's.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  /** What the post's text field (plain or the widget's) takes. */
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

  return {
    backOnline,
    client,
    capabilities,
    instance,
    draft,
    update,
    ready,
    loadError,
    restored,
    editing,
    original,
    quoted,
    urlencoded,
    visibility,
    allowed,
    contentType,
    language,
    left,
    overLimit,
    fileLimit,
    uploads,
    onFiles,
    drop,
    pollLimits,
    canPoll,
    pollError,
    togglePoll,
    warnings,
    setSubjectOpen,
    setSubject,
    widgets,
    startWidgets: () => setWantWidgets(true),
    textRef,
    textProps,
    autocomplete: {
      suggestions,
      open: suggestionsOpen,
      selected,
      setSelected,
      optionId: (index: number) => `${ids}-suggestion-${index}`,
      choose,
      close: () => setSuggestionsClosed(true),
    },
    picker: { open: pickerOpen, setOpen: setPickerOpen, insertEmoji, onSticker },
    previewOpen,
    setPreviewOpen,
    fields,
    info,
    error,
    dismissError: () => setError(null),
    confirming,
    confirm,
    cancelConfirm: () => setConfirming(null),
    posting,
    submit,
  };
}

export type ComposerFormState = ReturnType<typeof useComposerForm>;
