import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** This remote's own DOMPurify instance, so its hooks never affect anyone else. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  const created = createDOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|\/|#)/i.test(href)) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  created.setConfig(CONFIG);
  purifier = created;
  return created;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target', 'data-tag', 'data-user'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'id', 'name'],
};

/** Sanitized strings kept for reuse (a status re-rendered or scrolled back into view is not parsed again). */
export const SANITIZE_CACHE_SIZE = 2000;
const cache = new Map<string, string>();

/**
 * Every HTML string from a server passes through here before it reaches the DOM: no scripts,
 * handlers, styles, forms or frames; links open in a new window without an opener. The
 * configuration is set once on this remote's instance, and results are memoized by input (the
 * output depends on nothing else), least recently used out first.
 */
export function sanitizeHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) {
    cache.delete(html);
    cache.set(html, known);
    return known;
  }
  const purifier = instance();
  if (!purifier.isSupported) return '';
  const clean = purifier.sanitize(html);
  cache.set(html, clean);
  if (cache.size > SANITIZE_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return clean;
}
