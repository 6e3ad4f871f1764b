import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useApiClient } from '@fedi/shared';

/** An instance's static HTML file (/static/panel.html, terms-of-service.html…), sanitized; '' when missing. */
export function useStaticHtml(file: string): string {
  const client = useApiClient();
  const html = useQuery({
    queryKey: ['static-html', client.config.baseUrl, file],
    queryFn: async ({ signal }) => DOMPurify.sanitize(String((await client.instance.staticFile(file, { signal })) ?? '')),
    staleTime: Infinity,
    retry: false,
  });
  return html.data ?? '';
}
