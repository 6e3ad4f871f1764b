import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { fetchRouter } from '../../testing/fetchRouter';
import { createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { ApiClientProvider } from '../cache/apiClientContext';
import { instanceKeys } from '../queries/instance';
import { detectCapabilities } from './capabilities';
import { missingEndpointOf, missingEndpoints, optionalEndpointOf } from './missing';
import { useCapabilities } from './useCapabilities';

const BASE = 'http://server.test';
// What snac 2.96 answers for a call it does not have.
const SNAC_404 = { status: 404, body: '<h1>404 Not Found (snac/2.96)</h1>' };

describe('optional endpoints', () => {
  it('knows which calls are optional, with or without a trailing slash or query', () => {
    expect(optionalEndpointOf('GET', '/api/v1/timelines/direct')).toBe('directTimeline');
    expect(optionalEndpointOf('get', '/api/v1/timelines/direct/?limit=20')).toBe('directTimeline');
    expect(optionalEndpointOf('GET', '/api/v1/polls/17abc')).toBe('pollRefresh');
    expect(optionalEndpointOf('POST', '/api/v1/polls/17abc/votes')).toBeNull();
    expect(optionalEndpointOf('GET', '/api/v2/search')).toBe('searchV2');
    expect(optionalEndpointOf('GET', '/api/v1/statuses/1')).toBeNull();
  });

  it('reads only 404, 405 and 501 as "this server lacks it"', () => {
    for (const status of [404, 405, 501])
      expect(missingEndpointOf('GET', '/api/v1/suggestions', new ApiError(status, null))).toBe('suggestions');
    for (const status of [400, 401, 403, 410, 429, 500, 503])
      expect(missingEndpointOf('GET', '/api/v1/suggestions', new ApiError(status, null))).toBeNull();
    expect(missingEndpointOf('GET', '/api/v1/suggestions', new Error('offline'))).toBeNull();
  });

  it('the client reports a missing optional endpoint, and nothing for other failures', async () => {
    const router = fetchRouter({
      'GET /api/v1/timelines/direct': SNAC_404,
      'GET /api/v1/suggestions': { status: 501, body: null },
      'GET /api/v1/polls/1': { status: 500, body: { error: 'boom' } },
      'GET /api/v1/statuses/9': SNAC_404,
    });
    const client = createApiClient({ baseUrl: BASE, fetch: router.fetch });
    const heard: string[] = [];
    const stop = client.onMissingEndpoint((name) => heard.push(name));
    await expect(client.timelines.direct()).rejects.toBeInstanceOf(ApiError);
    await expect(client.accounts.suggestions()).rejects.toBeInstanceOf(ApiError);
    await expect(client.polls.get('1')).rejects.toBeInstanceOf(ApiError);
    await expect(client.statuses.get('9')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual(['directTimeline', 'suggestions']);
    stop();
    await expect(client.timelines.direct()).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveLength(2);
  });
});

function Probe() {
  const capabilities = useCapabilities();
  return <p data-testid="missing">{capabilities.missing.join(',') || 'none'}</p>;
}

function renderWith(client: ApiClient, queryClient: QueryClient) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Probe />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('recording in the capabilities', () => {
  it('a 404 from an optional call is recorded once for the session, and useCapabilities lists it', async () => {
    const router = fetchRouter({ 'GET /api/v1/timelines/direct': SNAC_404, 'GET /api/v1/polls/7': SNAC_404 });
    const client = createApiClient({ baseUrl: BASE, fetch: router.fetch });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(instanceKeys.capabilities(BASE), detectCapabilities({}));
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderWith(client, queryClient);
    expect(screen.getByTestId('missing')).toHaveTextContent('none');

    await expect(client.timelines.direct()).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(screen.getByTestId('missing')).toHaveTextContent('directTimeline'));
    await expect(client.timelines.direct()).rejects.toBeInstanceOf(ApiError);
    await expect(client.polls.get('7')).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(screen.getByTestId('missing')).toHaveTextContent('directTimeline,pollRefresh'));
    expect(missingEndpoints(queryClient, BASE)).toEqual(['directTimeline', 'pollRefresh']);
    // The server's own capabilities are untouched; the record sits beside them, for this server only.
    expect(queryClient.getQueryData(instanceKeys.capabilities(BASE))).toEqual(detectCapabilities({}));
    expect(missingEndpoints(queryClient, 'http://other.test')).toEqual([]);
    info.mockRestore();
  });

  it('is recorded even before the capabilities have loaded', async () => {
    const router = fetchRouter({ 'GET /api/v1/suggestions': { status: 405, body: null } });
    const client = createApiClient({ baseUrl: BASE, fetch: router.fetch });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWith(client, queryClient);
    await expect(client.accounts.suggestions()).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(screen.getByTestId('missing')).toHaveTextContent('suggestions'));
    jest.restoreAllMocks();
  });
});
