import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { staticPageQuery, useApiClient } from '@fedi/shared';

/** An instance's static HTML file (/static/panel.html, terms-of-service.html…), sanitized; '' when missing. */
export function useStaticHtml(file: string): string {
  const client = useApiClient();
  const html = useQuery({ ...staticPageQuery(client, file), select: (text) => DOMPurify.sanitize(text) });
  return html.data ?? '';
}
