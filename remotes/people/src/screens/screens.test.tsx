import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, importRelationship } from '@fedi/shared';
import { NotificationsProvider } from '@fedi/shared/notifications';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { AnnouncementsScreen, toInputValue } from './Announcements';
import { FollowRequestsScreen } from './FollowRequests';
import { NotificationsPanel } from './Notifications';
import { profileErrorText } from './UserProfile';
import { simplePolicyTables } from './About';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const t = (key: string) => key;

describe('profile error texts (spec §8)', () => {
  it('names a missing profile and a failed load', () => {
    expect(profileErrorText(new ApiError(404, { error: 'Not found' }), t)).toBe('user_profile.profile_does_not_exist');
    expect(profileErrorText(new Error('No user with such user_id'), t)).toBe('user_profile.profile_does_not_exist');
    expect(profileErrorText(new ApiError(500, {}), t)).toBe('user_profile.profile_loading_error');
    expect(profileErrorText(new ApiError(403, { error: 'Forbidden here' }), t)).toBe(
      'user_profile.error_fetching_user: Forbidden here',
    );
  });
});

describe('announcements', () => {
  it('uses a date input when all-day and a date-time input otherwise', async () => {
    installFetchRouter({
      'GET /api/v1/announcements': { body: [] },
      'GET /api/v1/pleroma/admin/announcements': { body: [] },
    });
    renderApp(<AnnouncementsScreen />, { userId: 'admin', role: 'admin' });
    const start = (await screen.findByLabelText('Starts at')) as HTMLInputElement;
    expect(start.type).toBe('datetime-local');
    fireEvent.click(screen.getByLabelText('All day'));
    expect((screen.getByLabelText('Starts at') as HTMLInputElement).type).toBe('date');
    expect(toInputValue('2025-03-04T10:20:00', true)).toBe('2025-03-04');
    expect(toInputValue('2025-03-04T10:20:00', false)).toBe('2025-03-04T10:20');
  });

  it('keeps the typed text when posting fails and shows the error', async () => {
    installFetchRouter({
      'GET /api/v1/announcements': { body: [] },
      'GET /api/v1/pleroma/admin/announcements': { body: [] },
      'POST /api/v1/pleroma/admin/announcements': { status: 422, body: { error: 'content is too long' } },
    });
    renderApp(<AnnouncementsScreen />, { userId: 'admin', role: 'admin' });
    fireEvent.change(await screen.findByLabelText('Content'), { target: { value: 'hello all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Could not post the announcement: content is too long')).toBeTruthy();
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('hello all');
  });

  it('shows no admin form to other users and counts unread ones', async () => {
    installFetchRouter({
      'GET /api/v1/announcements': {
        body: [
          {
            id: '1',
            content: '<p>hi</p>',
            read: false,
            all_day: false,
            emojis: [],
            reactions: [],
            mentions: [],
            tags: [],
            statuses: [],
          },
        ],
      },
    });
    renderApp(<AnnouncementsScreen />);
    expect(await screen.findByLabelText('1 unread announcement')).toBeTruthy();
    expect(screen.queryByLabelText('Content')).toBeNull();
  });
});

describe('follow requests', () => {
  it('counts requests and removes one after a confirmed approve', async () => {
    const { calls } = installFetchRouter({
      'GET /api/v1/follow_requests': {
        body: [
          wireAccount({ id: 'd', acct: 'dave', username: 'dave' }),
          wireAccount({ id: 'e', acct: 'erin', username: 'erin' }),
        ],
      },
      'POST /api/v1/follow_requests/d/authorize': { body: { id: 'd', followed_by: true } },
    });
    renderApp(<FollowRequestsScreen />);
    await screen.findByText('@dave');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('@dave')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('1');
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/follow_requests/d/authorize');
  });
});

describe('notifications from muted users', () => {
  it('are collapsed until shown', async () => {
    installFetchRouter({
      'GET /api/v1/notifications': ({ query }) => ({
        body: query.get('since_id')
          ? []
          : [
              {
                id: '5',
                type: 'follow',
                created_at: '2025-01-01T00:00:00Z',
                account: wireAccount({ id: 'm', acct: 'muted', username: 'muted' }),
                pleroma: { is_seen: false },
              },
            ],
      }),
    });
    renderApp(
      <NotificationsProvider>
        <NotificationsPanel title="Notifications" />
      </NotificationsProvider>,
      { setup: (qc) => void importRelationship(qc, { id: 'm', muting: true }) },
    );
    expect(await screen.findByText('Notification from muted user @muted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('followed you')).toBeTruthy();
  });
});

describe('about: federation policy tables', () => {
  it('reads instances and reasons of the simple policy and quarantine', () => {
    const tables = simplePolicyTables({
      mrf_simple: { reject: ['bad.example'], media_nsfw: ['nsfw.example'] },
      mrf_simple_info: { reject: { 'bad.example': { reason: 'spam' } } },
      quarantined_instances: ['q.example'],
      quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: 'unsafe' } } },
    });
    expect(tables.reject).toEqual([{ instance: 'bad.example', reason: 'spam' }]);
    expect(tables.media_nsfw).toEqual([{ instance: 'nsfw.example', reason: '' }]);
    expect(tables.quarantined_instances).toEqual([{ instance: 'q.example', reason: 'unsafe' }]);
    expect(tables.accept).toBeUndefined();
  });
});
