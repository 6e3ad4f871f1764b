import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reloadPreferences, setPreferences } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderShellPart } from '../../testing/renderShellPart';
import { MobileNav } from './MobileNav';
import { NotificationsHost } from '../notifications/NotificationsHost';
import { DocumentTitle } from '../frame/useDocumentTitle';

jest.mock('../panels/NotificationsPanelRegion', () => ({
  NotificationsPanelRegion: () => <p>the people remote’s list</p>,
}));

const account = (id: string) => ({
  id,
  acct: id,
  username: id,
  display_name: id,
  avatar: '',
  url: `https://server.test/@${id}`,
  note: '',
  created_at: '2025-01-01T00:00:00Z',
  emojis: [],
  fields: [],
});

/** fetch stand-in: two unseen follows (Mastodon server, no read marker yet); records what the app sends. */
function stubServer() {
  const { calls } = installFetchRouter((call) => {
    let body: unknown = {};
    if (call.key === 'GET /api/v1/notifications')
      body =
        call.query.has('since_id') || call.query.has('max_id')
          ? []
          : [2, 1].map((n) => ({
              id: String(n),
              type: 'follow',
              created_at: '2025-01-01T00:00:00Z',
              account: account(`f${n}`),
            }));
    else if (call.key === 'GET /api/v1/announcements') body = [];
    return { body, headers: { 'content-type': 'application/json' } };
  });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  setPreferences({ streaming: false });
});

it('the bell shows the unseen count, the tab title too; closing the drawer marks everything seen on the server', async () => {
  const sent = stubServer();
  renderShellPart(
    <NotificationsHost>
      <DocumentTitle />
      <MobileNav />
    </NotificationsHost>,
  );
  const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
  expect(screen.getByTestId('notification-alert-dot')).toBeTruthy();
  await waitFor(() => expect(document.title).toMatch(/^\(2\) /));

  fireEvent.click(bell);
  // The drawer is its own chunk: a labelled status shows until it arrives.
  const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(drawer).toHaveTextContent('the people remote’s list');
  expect(sent.some((call) => call.key === 'POST /api/v1/markers')).toBe(false);

  // A key goes to the focused element (the drawer's close button), as in a browser.
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  expect(screen.queryByTestId('notification-alert-dot')).toBeNull();
  expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  await waitFor(() => expect(document.title).not.toMatch(/^\(/));
  await waitFor(() =>
    expect(String(sent.find((call) => call.key === 'POST /api/v1/markers')?.body ?? '')).toContain('2'),
  );
});

it('visitors get no bell', () => {
  stubServer();
  renderShellPart(
    <NotificationsHost>
      <MobileNav />
    </NotificationsHost>,
    { userId: null },
  );
  expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
});
