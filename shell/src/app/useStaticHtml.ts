import { useQuery } from '@tanstack/react-query';
import { sanitizeHtml, staticPageQuery, useApiClient } from '@fedi/shared';

/** An instance's static HTML file (/static/panel.html, terms-of-service.html…), sanitized (`static` profile); '' when missing. */
export function useStaticHtml(file: string): string {
  const client = useApiClient();
  const html = useQuery({ ...staticPageQuery(client, file), select: (text) => sanitizeHtml(text, 'static') });
  return html.data ?? '';
}
