import { screen } from '@testing-library/react';
import { detectCapabilities } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderInApp } from '../../../../shared/testing/renderInApp';
import { routes } from '../exposed/routes';
import '../testing/harness';

describe('chat routes on a server without chats', () => {
  it('say chats are not available here, and ask the server for no chat', async () => {
    const router = installFetchRouter({});
    const Chats = routes.chats!;
    renderInApp(<Chats />, { capabilities: detectCapabilities({}) });
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByText('Chats are not available on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.calls.filter((c) => c.path.includes('/chats'))).toEqual([]);
  });

  it('show the chats where the server has them', async () => {
    installFetchRouter({ 'GET /api/v2/pleroma/chats': { body: [] } });
    const Chats = routes.chats!;
    renderInApp(<Chats />, { capabilities: { ...detectCapabilities({}), chats: true } });
    expect(await screen.findByText('No chats yet')).toBeInTheDocument();
    // The designed empty state names the button that starts one, in its own words.
    expect(screen.getByText('Press “New chat” to start one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New chat' })).toBeInTheDocument();
    expect(screen.queryByText('Chats are not available on this server.')).toBeNull();
  });
});
