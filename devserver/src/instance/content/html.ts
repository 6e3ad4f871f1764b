/** Placeholder for the request origin inside stored HTML; replaced when rendering. */
export const ORIGIN = '__ORIGIN__';

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function stripHtml(s: string): string {
  return s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const ALLOWED = new Set([
  'a',
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'sub',
  'sup',
  'small',
]);

/** A conservative tag allow-list sanitizer for text/html posts: keeps href on links, drops everything else. */
export function sanitizeHtml(s: string): string {
  const noScript = s.replace(/<(script|style|iframe|object)[\s\S]*?<\/\1\s*>/gi, '');
  return noScript.replace(/<\/?([a-zA-Z0-9]+)([^>]*)>/g, (m, tag: string, attrs: string) => {
    const t = tag.toLowerCase();
    if (!ALLOWED.has(t)) return '';
    if (m.startsWith('</')) return `</${t}>`;
    if (t === 'a') {
      const href = /href\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? /href\s*=\s*'([^']*)'/i.exec(attrs)?.[1];
      if (href && /^(https?:|mailto:|\/)/i.test(href))
        return `<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer" target="_blank">`;
      return '<a>';
    }
    return t === 'br' ? '<br/>' : `<${t}>`;
  });
}
