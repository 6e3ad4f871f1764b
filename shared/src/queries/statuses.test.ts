import { QueryClient } from '@tanstack/react-query';
import { fetchRouter } from '../../testing/fetchRouter';
import { createApiClient } from '../api/client';
import { statusKeys, statusTranslationQuery } from './statuses';

const BASE = 'https://akkoma.example';

describe('statusTranslationQuery', () => {
  test('is kept per server, status and language, and never goes stale', () => {
    const client = createApiClient({ baseUrl: BASE, fetch: fetchRouter().fetch });
    const options = statusTranslationQuery(client, '7', 'de');
    expect(options.queryKey).toEqual(statusKeys.translation(BASE, '7', 'de'));
    expect(statusTranslationQuery(client, '7', 'fr').queryKey).not.toEqual(options.queryKey);
    expect(options.staleTime).toBe(Infinity);
    expect(options.retry).toBe(false);
  });

  test("asks the server with react-query's signal, so cancelling the query aborts the request", async () => {
    const fake = fetchRouter({ 'GET /api/v1/statuses/7/translations/de': () => new Promise(() => undefined) });
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    const queryClient = new QueryClient();
    const options = statusTranslationQuery(client, '7', 'de');
    void queryClient.fetchQuery(options).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.signal?.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(fake.calls[0]?.signal?.aborted).toBe(true);
  });

  test('answers the translated text', async () => {
    const fake = fetchRouter({
      'GET /api/v1/statuses/7/translations/de': { body: { text: 'Hallo', detected_language: 'en' } },
    });
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    const answer = await new QueryClient().fetchQuery(statusTranslationQuery(client, '7', 'de'));
    expect(answer.text).toBe('Hallo');
  });
});
