import { screen, waitFor } from '@testing-library/react';
import { deriveInstanceConfig, instanceKeys } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderShellPart, TEST_BASE } from '../../testing/renderShellPart';
import { Sidebar } from './Sidebar';

const withSuggestions = {
  setup: (queryClient: import('@tanstack/react-query').QueryClient) =>
    queryClient.setQueryData(instanceKeys.config(TEST_BASE), {
      ...deriveInstanceConfig({}, TEST_BASE),
      suggestionsEnabled: true,
    }),
};

// jsdom has no matchMedia (the sidebar reads the viewport): a narrow, light screen.
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.restoreAllMocks());

it('shows who to follow when the server has suggestions', async () => {
  installFetchRouter({
    'GET /remotes.json': { body: { remotes: {}, panels: [] } },
    'GET /api/v1/suggestions': { body: [{ id: 'b', acct: 'bob', username: 'bob', display_name: 'Bob', avatar: '' }] },
  });
  renderShellPart(<Sidebar />, withSuggestions);
  expect(await screen.findByRole('link', { name: 'Bob' })).toBeInTheDocument();
});

it('a server without /api/v1/suggestions (snac: 404) gets no who-to-follow panel, not an error', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const router = installFetchRouter({
    'GET /remotes.json': { body: { remotes: {}, panels: [] } },
    'GET /api/v1/suggestions': { status: 404, body: '<h1>404 Not Found (snac/2.96)</h1>' },
  });
  renderShellPart(<Sidebar />, withSuggestions);
  await waitFor(() => expect(router.calls.some((call) => call.key === 'GET /api/v1/suggestions')).toBe(true));
  await waitFor(() => expect(document.querySelector('.who-to-follow-panel')).toBeNull());
  expect(screen.queryByRole('heading', { name: 'Who to follow' })).not.toBeInTheDocument();
});
