import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ApiClient } from '@fedi/shared';
import { accountSearchQuery } from '@fedi/shared/queries';
import { MFM_FUNCTIONS, type PickerEmoji } from './emoji/data';

/** Spec §9: 300 ms debounce, up to 20 user suggestions, at most 5 shown. */
export const MENTION_DEBOUNCE_MS = 300;
export const MENTION_FETCH_LIMIT = 20;
export const SUGGESTIONS_SHOWN = 5;

export interface Token {
  kind: 'mention' | 'emoji' | 'mfm';
  /** Text after the trigger. */
  query: string;
  start: number;
  end: number;
}

/** The word being typed at the caret, when it starts a mention (@), an emoji (:) or an MFM function ($[). */
export function tokenAt(text: string, caret: number): Token | null {
  const before = text.slice(0, caret);
  const match = /(^|[\s(])(@|:|\$\[)([\p{L}\p{N}_.+@-]*)$/u.exec(before);
  if (!match) return null;
  const trigger = match[2] ?? '';
  const query = match[3] ?? '';
  const start = caret - trigger.length - query.length;
  if (trigger === ':' && query.length < 2) return null;
  return { kind: trigger === '@' ? 'mention' : trigger === ':' ? 'emoji' : 'mfm', query, start, end: caret };
}

/** A mention with a domain part (`@bob@remote`) is not searched on the server. */
export const mentionHasDomain = (query: string) => query.includes('@');

export interface Suggestion {
  key: string;
  label: string;
  detail?: string;
  imageUrl?: string;
  replacement: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** Suggestions for the token at the caret: users from the server (debounced), emoji and MFM names locally. */
export function useSuggestions(client: ApiClient, token: Token | null, emoji: PickerEmoji[]): Suggestion[] {
  const mentionQuery =
    token?.kind === 'mention' && token.query.length > 0 && !mentionHasDomain(token.query) ? token.query : '';
  const debounced = useDebounced(mentionQuery, MENTION_DEBOUNCE_MS);
  const users = useQuery({
    ...accountSearchQuery(client, { q: debounced, limit: MENTION_FETCH_LIMIT, resolve: false }),
    enabled: debounced !== '' && debounced === mentionQuery,
    staleTime: 60_000,
  });
  if (!token) return [];
  if (token.kind === 'mention') {
    if (!mentionQuery || debounced !== mentionQuery) return [];
    return (users.data ?? [])
      .slice(0, MENTION_FETCH_LIMIT)
      .slice(0, SUGGESTIONS_SHOWN)
      .map((user) => ({
        key: user.id,
        label: `@${user.acct}`,
        detail: user.display_name,
        imageUrl: user.avatar,
        replacement: `@${user.acct} `,
      }));
  }
  if (token.kind === 'mfm') {
    return MFM_FUNCTIONS.filter((name) => name.startsWith(token.query))
      .slice(0, SUGGESTIONS_SHOWN)
      .map((name) => ({ key: name, label: `$[${name}`, replacement: `$[${name} ` }));
  }
  const query = token.query.toLowerCase();
  const starts = emoji.filter((item) => item.shortcode.toLowerCase().startsWith(query));
  const contains = emoji.filter(
    (item) => !item.shortcode.toLowerCase().startsWith(query) && item.shortcode.toLowerCase().includes(query),
  );
  return [...starts, ...contains].slice(0, SUGGESTIONS_SHOWN).map((item) => ({
    key: item.replacement,
    label: `:${item.shortcode}:`,
    imageUrl: item.imageUrl,
    detail: item.imageUrl ? undefined : item.replacement,
    replacement: `${item.replacement} `,
  }));
}
