import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getPreferences,
  reloadPreferences,
  setPreferences,
  DESKTOP_ALERTS_STORAGE_KEY,
  setDomainMuted,
  RemoteLoaderContext,
  type RemoteModuleLoader,
} from '@fedi/shared';
import { NotificationsProvider } from '@fedi/shared/notifications';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { NotificationsPanel } from './NotificationsPanel';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

function wire(id: number, type: string, who: string, seen = false) {
  return {
    id: String(id),
    type,
    created_at: '2025-01-01T00:00:00.000Z',
    account: wireAccount({ id: who, acct: who, username: who, display_name: who }),
    pleroma: { is_seen: seen },
  };
}

// Timelines' `./Status` never arrives: posts show the plain fallback.
const loader: RemoteModuleLoader = () => new Promise(() => undefined);

function renderPanel(role: 'moderator' | 'member' = 'member') {
  return renderApp(
    <RemoteLoaderContext.Provider value={loader}>
      <NotificationsProvider>
        <NotificationsPanel title="Notifications" />
      </NotificationsProvider>
    </RemoteLoaderContext.Provider>,
    { role },
  );
}

describe('NotificationsPanel with the session source', () => {
  beforeEach(() => {
    // jsdom has no server to stream from: the list polls.
    setPreferences({ streaming: false });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    reloadPreferences();
  });

  it('filters by the notificationVisibility preference, which the filter writes', async () => {
    installFetchRouter({
      'GET /api/v1/notifications': ({ query }) => ({
        body:
          query.get('since_id') || query.get('max_id')
            ? []
            : [wire(3, 'follow', 'fern'), wire(2, 'follow_request', 'gus')],
      }),
    });
    renderPanel();
    expect(await screen.findByText('fern')).toBeTruthy();
    expect(screen.getByLabelText('2 unread notifications')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Follows' }));
    await waitFor(() => expect(screen.queryByText('fern')).toBeNull());
    expect(screen.getByText('gus')).toBeTruthy();
    expect(screen.getByLabelText('1 unread notification')).toBeTruthy();
    expect(getPreferences().notificationVisibility.follows).toBe(false);
  });

  it('approves a follow request inline: it becomes a seen follow', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/notifications': ({ query }) => ({
        body: query.get('since_id') || query.get('max_id') ? [] : [wire(5, 'follow_request', 'hal')],
      }),
      'POST /api/v1/follow_requests/hal/authorize': { body: { id: 'hal', followed_by: true } },
      'POST /api/v1/pleroma/notifications/read': { body: {} },
    });
    renderPanel();
    expect(await screen.findByText('wants to follow you')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('followed you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByLabelText(/unread notification/)).toBeNull();
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/follow_requests/hal/authorize');
  });

  it('desktop notifications ask the browser from the click; a refusal is said and stays off', async () => {
    installFetchRouter({ 'GET /api/v1/notifications': { body: [] } });
    const requestPermission = jest.fn(async () => 'denied');
    Object.defineProperty(window, 'Notification', {
      value: { permission: 'default', requestPermission },
      configurable: true,
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Desktop notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser did not allow desktop notifications.');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('checkbox', { name: 'Desktop notifications' }) as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem(DESKTOP_ALERTS_STORAGE_KEY)).toBeNull();
  });

  it('collapses a notification from a muted domain like one from a muted sender, and shows it on request', async () => {
    setDomainMuted('Muted.Example', true);
    installFetchRouter({
      'GET /api/v1/notifications': ({ query }) => ({
        body:
          query.get('since_id') || query.get('max_id')
            ? []
            : [wire(8, 'follow', 'ivy@muted.example'), wire(7, 'follow', 'jo@other.example')],
      }),
      'GET /api/v1/accounts/relationships': { body: [] },
    });
    renderPanel();
    expect(await screen.findByText('Notification from @ivy@muted.example (muted server muted.example)')).toBeTruthy();
    expect(screen.getByText('jo@other.example')).toBeTruthy();
    expect(screen.queryByText('ivy@muted.example')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('ivy@muted.example')).toBeTruthy();
    // muting another domain elsewhere (the user card) applies live
    act(() => setDomainMuted('other.example', true));
    expect(await screen.findByText('Notification from @jo@other.example (muted server other.example)')).toBeTruthy();
  });
});

describe('every notification type the servers send has a row (issue 28 #10, #14)', () => {
  beforeEach(() => setPreferences({ streaming: false }));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    reloadPreferences();
  });

  it('reports (opening the report for staff), subscribed posts, edits, sign-ups, unknown kinds and custom reactions', async () => {
    const post = {
      id: 'st1',
      uri: 'https://server.test/objects/st1',
      url: 'https://server.test/notice/st1',
      created_at: '2025-01-01T00:00:00.000Z',
      content: '<p>a subscribed post</p>',
      visibility: 'public',
      account: wireAccount({ id: 'kim', acct: 'kim', username: 'kim', display_name: 'kim' }),
      media_attachments: [],
      mentions: [],
      tags: [],
      emojis: [],
    };
    installFetchRouter({
      'GET /api/v1/notifications': ({ query }) => ({
        body:
          query.get('since_id') || query.get('max_id')
            ? []
            : [
                {
                  ...wire(16, 'pleroma:report', 'lee'),
                  report: {
                    id: 'rep7',
                    content: 'spam everywhere',
                    account: wireAccount({ id: 'max', acct: 'max@remote.example', username: 'max' }),
                  },
                },
                { ...wire(15, 'status', 'kim'), status: post },
                { ...wire(14, 'update', 'kim'), status: post },
                wire(13, 'admin.sign_up', 'newbie'),
                wire(12, 'quote_of_the_day', 'odd'),
                {
                  ...wire(11, 'pleroma:emoji_reaction', 'pat'),
                  emoji: ':blobfox:',
                  emoji_url: 'https://server.test/emoji/blobfox.png',
                  status: post,
                },
              ],
      }),
      'GET /api/v1/accounts/relationships': { body: [] },
    });
    const { bus } = renderPanel('moderator');
    const opened = jest.fn();
    bus.on('moderation:open', opened);
    expect(await screen.findByText('reported @max@remote.example')).toBeTruthy();
    expect(screen.getByText('spam everywhere')).toBeTruthy();
    expect(screen.getByText('edited a post')).toBeTruthy();
    expect(screen.getByText('signed up')).toBeTruthy();
    expect(screen.getByText('sent a notification (quote_of_the_day)')).toBeTruthy();
    expect(document.querySelector('[data-type="status"]')).not.toBeNull();
    // the reaction's custom emoji is its image, not the raw shortcode
    const reaction = document.querySelector('[data-type="pleroma:emoji_reaction"]') as HTMLElement;
    expect(reaction.textContent).not.toContain(':blobfox:');
    expect(reaction.querySelector('img[alt=":blobfox:"]')?.getAttribute('src')).toBe(
      'https://server.test/emoji/blobfox.png',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    expect(opened).toHaveBeenCalledWith({ reportId: 'rep7' });
  });
});
