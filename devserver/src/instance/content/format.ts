import type { Store } from '../store/store';
import { escapeHtml, ORIGIN, sanitizeHtml } from './html';
import { userHtmlUrl } from './urls';

export interface Formatted {
  html: string;
  mentionIds: string[];
  tags: string[];
  emojis: string[];
}

const MENTION = /(^|[^\w@/])@([a-zA-Z0-9_]+)(?:@([a-zA-Z0-9.-]+\.[a-zA-Z0-9-]+))?/g;
const HASHTAG = /(^|[^\w&#/])#([\p{L}\p{N}_]+)/gu;
const URL_RE = /(^|[\s(>])(https?:\/\/[^\s<>"')]+)/g;
const EMOJI = /:([a-zA-Z0-9_+-]+):/g;

function linkify(html: string): string {
  return html.replace(
    URL_RE,
    (_m, pre: string, url: string) =>
      `${pre}<a href="${url}" rel="nofollow noopener noreferrer" target="_blank">${url}</a>`,
  );
}

function inlineMarkdown(s: string): string {
  return s
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>')
    .replace(
      /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g,
      '<a href="$2" rel="nofollow noopener noreferrer" target="_blank">$1</a>',
    );
}

function markdown(text: string): string {
  const blocks = escapeHtml(text).split(/\n{2,}/);
  return blocks
    .map((b) => {
      const lines = b.split('\n');
      if (lines.every((l) => /^[-*] /.test(l)))
        return `<ul>${lines.map((l) => `<li>${inlineMarkdown(l.slice(2))}</li>`).join('')}</ul>`;
      if (lines.every((l) => l.startsWith('&gt; ')))
        return `<blockquote>${lines.map((l) => inlineMarkdown(l.slice(5))).join('<br/>')}</blockquote>`;
      if (b.startsWith('```') && b.endsWith('```')) return `<pre><code>${b.slice(3, -3).trim()}</code></pre>`;
      const h = /^(#{1,6}) (.*)$/.exec(b);
      if (h && lines.length === 1) return `<h${h[1]?.length}>${inlineMarkdown(h[2] ?? '')}</h${h[1]?.length}>`;
      return `<p>${lines.map(inlineMarkdown).join('<br/>')}</p>`;
    })
    .join('');
}

function bbcode(text: string): string {
  return escapeHtml(text)
    .replace(/\[b\]([\s\S]*?)\[\/b\]/g, '<strong>$1</strong>')
    .replace(/\[i\]([\s\S]*?)\[\/i\]/g, '<em>$1</em>')
    .replace(/\[u\]([\s\S]*?)\[\/u\]/g, '<u>$1</u>')
    .replace(/\[s\]([\s\S]*?)\[\/s\]/g, '<del>$1</del>')
    .replace(/\[code\]([\s\S]*?)\[\/code\]/g, '<code>$1</code>')
    .replace(
      /\[url=(https?:\/\/[^\]]+)\]([\s\S]*?)\[\/url\]/g,
      '<a href="$1" rel="nofollow noopener noreferrer" target="_blank">$2</a>',
    )
    .replace(/\n/g, '<br/>');
}

function plain(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br/>');
}

/**
 * Renders post source to stored HTML (with ORIGIN placeholders) and extracts mentions, hashtags and custom emoji,
 * the way Akkoma does for each supported content type.
 */
export function formatPost(store: Store, text: string, contentType: string): Formatted {
  const mentionIds: string[] = [];
  const tags: string[] = [];
  const emojis: string[] = [];
  let html: string;
  switch (contentType) {
    case 'text/markdown':
      html = markdown(text);
      break;
    case 'text/html':
      html = sanitizeHtml(text);
      break;
    case 'text/bbcode':
      html = bbcode(text);
      break;
    default:
      html = plain(text);
  }
  if (contentType !== 'text/markdown' && contentType !== 'text/html' && contentType !== 'text/bbcode')
    html = linkify(html);
  html = html.replace(MENTION, (m, pre: string, name: string, domain: string | undefined) => {
    const u = store.userByAcct(domain ? `${name}@${domain}` : name);
    if (!u) return m;
    if (!mentionIds.includes(u.id)) mentionIds.push(u.id);
    return `${pre}<span class="h-card"><a class="u-url mention" data-user="${u.id}" href="${userHtmlUrl(u)}" rel="ugc">@<span>${escapeHtml(u.username)}</span></a></span>`;
  });
  html = html.replace(HASHTAG, (_m, pre: string, tag: string) => {
    const lower = tag.toLowerCase();
    if (!tags.includes(lower)) tags.push(lower);
    return `${pre}<a class="hashtag" data-tag="${lower}" href="${ORIGIN}/tag/${encodeURIComponent(lower)}" rel="tag ugc">#${tag}</a>`;
  });
  for (const m of text.matchAll(EMOJI)) {
    const code = m[1] as string;
    if (store.s.customEmoji.has(code) && !emojis.includes(code)) emojis.push(code);
  }
  if (contentType === 'text/plain' || contentType === 'text/x.misskeymarkdown') html = html || '';
  return { html, mentionIds, tags, emojis };
}

export function emojisIn(store: Store, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(EMOJI)) {
    const code = m[1] as string;
    if (store.s.customEmoji.has(code) && !out.includes(code)) out.push(code);
  }
  return out;
}
