import { useQuery } from '@tanstack/react-query';
import { sanitizeHtml, staticPageQuery, useApiClient } from '@fedi/shared';

/**
 * An instance's static HTML file (/static/panel.html, terms-of-service.html…), sanitized (`static`
 * profile): `html` is '' when missing; `settled` once it was read or could not be.
 */
export function useStaticHtml(file: string): { html: string; settled: boolean } {
  const client = useApiClient();
  const query = useQuery({ ...staticPageQuery(client, file), select: (text) => sanitizeHtml(text, 'static') });
  return { html: query.data ?? '', settled: !query.isPending };
}
