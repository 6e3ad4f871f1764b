import { useQuery } from '@tanstack/react-query';
import { sanitizeHtml, useApiClient } from '@fedi/shared';

/** An instance's static HTML file (/static/panel.html, terms-of-service.html…), sanitized (`static` profile); '' when missing. */
export function useStaticHtml(file: string): string {
  const client = useApiClient();
  const html = useQuery({
    queryKey: ['static-html', client.config.baseUrl, file],
    queryFn: async ({ signal }) => sanitizeHtml(String((await client.instance.staticFile(file, { signal })) ?? ''), 'static'),
    staleTime: Infinity,
    retry: false,
  });
  return html.data ?? '';
}
