import type { CustomEmoji } from '../models/emoji';
import { isWebAddress } from './urls';

const SHORTCODE = /:([\w+-]+):/g;
/** Text inside these elements is shown as written: no emoji images there. */
const VERBATIM = new Set(['CODE', 'PRE', 'KBD', 'SAMP', 'SCRIPT', 'STYLE', 'TEXTAREA']);

let inert: Document | null = null;

/** A document with no browsing context: parsing into it runs no script and loads no image. */
function inertDocument(): Document {
  inert ??= document.implementation.createHTMLDocument('');
  return inert;
}

/** Emoji whose address is http(s) or scheme-less (a data:, javascript:… address is never made an image). */
function usableEmoji(emojis: readonly CustomEmoji[]): Map<string, CustomEmoji> {
  const byCode = new Map<string, CustomEmoji>();
  for (const emoji of emojis) if (isWebAddress(emoji.url)) byCode.set(emoji.shortcode, emoji);
  return byCode;
}

function hasKnownCode(text: string, byCode: Map<string, CustomEmoji>): boolean {
  for (const match of text.matchAll(SHORTCODE)) if (byCode.has(match[1] as string)) return true;
  return false;
}

/** The text node's content with each known `:shortcode:` made an `<img class="emoji">`, or null if none. */
function emojifyText(text: Text, byCode: Map<string, CustomEmoji>): DocumentFragment | null {
  const value = text.data;
  const doc = text.ownerDocument;
  let fragment: DocumentFragment | null = null;
  let last = 0;
  for (const match of value.matchAll(SHORTCODE)) {
    const emoji = byCode.get(match[1] as string);
    if (!emoji) continue;
    fragment ??= doc.createDocumentFragment();
    const at = match.index;
    if (at > last) fragment.append(value.slice(last, at));
    // Attribute values are set through the DOM: the serializer escapes them, whatever the server sent.
    const image = doc.createElement('img');
    image.setAttribute('class', 'emoji');
    image.setAttribute('src', emoji.url.trim());
    image.setAttribute('alt', match[0]);
    image.setAttribute('title', match[0]);
    image.setAttribute('draggable', 'false');
    fragment.append(image);
    last = at + match[0].length;
  }
  if (fragment && last < value.length) fragment.append(value.slice(last));
  return fragment;
}

/**
 * Replace each known `:shortcode:` in the HTML's text with an inline `<img class="emoji">`. Only text
 * nodes change: a shortcode inside an attribute (`title=":blob:"`, an `href`) or inside code stays as
 * it is. The HTML is parsed (into an inert document) only when its text may hold a known shortcode.
 */
export function emojifyHtml(html: string, emojis: readonly CustomEmoji[]): string {
  if (!emojis.length || !html.includes(':') || typeof document === 'undefined') return html;
  const byCode = usableEmoji(emojis);
  if (!hasKnownCode(html, byCode)) return html;
  const doc = inertDocument();
  const template = doc.createElement('template');
  template.innerHTML = html;
  const walker = doc.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const found: Array<[Text, DocumentFragment]> = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.includes(':') || insideVerbatim(text)) continue;
    const replaced = emojifyText(text, byCode);
    if (replaced) found.push([text, replaced]);
  }
  if (!found.length) return html;
  for (const [text, replaced] of found) text.replaceWith(replaced);
  return template.innerHTML;
}

function insideVerbatim(node: Node): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement)
    if (VERBATIM.has(parent.tagName)) return true;
  return false;
}
