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
  purifier = created;
  return created;
}

/**
 * Every HTML string from a server passes through here before it reaches the DOM: no scripts,
 * handlers, styles, forms or frames; links open in a new window without an opener.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target', 'data-tag', 'data-user'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'id', 'name'],
  });
}
