import { screen, waitFor, within } from '@testing-library/react';
import { detectCapabilities } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderShellPart } from '../../testing/renderShellPart';
import { NavBar } from './NavBar';
import { MobileChatsLink } from './MobileChatsLink';
import { DocumentTitle } from '../frame/useDocumentTitle';

const withChats = { ...detectCapabilities({}), chats: true };
const account = { id: '9', acct: 'bob', username: 'bob', display_name: 'Bob', avatar: '', url: '', note: '' };
const chat = (id: string, unread: number) => ({ id, unread, account, updated_at: '2026-01-01T00:00:00Z' });

function stubChats() {
  return installFetchRouter({
    'GET /api/v2/pleroma/chats': () => ({ body: [chat('1', 2), chat('2', 0), chat('3', 1)] }),
    'GET /api/v1/notifications': () => ({ body: [] }),
    'GET /api/v1/announcements': () => ({ body: [] }),
  }).calls;
}

it('the nav offers Chats only on a server with Pleroma chats, with the unread count', async () => {
  stubChats();
  renderShellPart(<NavBar />, { capabilities: withChats });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const link = await within(nav).findByRole('link', { name: /Chats 3 new/ });
  expect(link).toHaveAttribute('href', '/users/alice/chats');
});

it('no Chats entry and no chat call on a server without chats (snac, Akkoma, Mastodon)', async () => {
  const calls = stubChats();
  renderShellPart(<NavBar />);
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).queryByRole('link', { name: /Chats/ })).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls.some((call) => call.path.includes('chats'))).toBe(false);
});

it('the mobile link names the unread count; the tab title counts chats with unread messages', async () => {
  stubChats();
  renderShellPart(
    <>
      <DocumentTitle />
      <MobileChatsLink />
    </>,
    { capabilities: withChats },
  );
  expect(await screen.findByRole('link', { name: 'Chats, 3 unread' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
});

it('visitors get no mobile chats link', () => {
  stubChats();
  renderShellPart(<MobileChatsLink />, { capabilities: withChats, userId: null });
  expect(screen.queryByRole('link')).toBeNull();
});
