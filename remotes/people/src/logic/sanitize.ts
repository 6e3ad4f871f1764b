import DOMPurify from 'dompurify';

/** Server HTML → safe HTML (no scripts, handlers or foreign frames; links open in a new tab). */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
  if (!clean.includes('<a')) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('a').forEach((link) => {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return template.innerHTML;
}
