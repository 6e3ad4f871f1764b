import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderModeration, wireAccount, wireAdminUser } from '../testing/harness';
import ModerationModal from './ModerationModal';

test('three sections as tabs; each loads its list when first shown', async () => {
  const router = installFetchRouter({
    'GET /api/v1/pleroma/admin/reports': { body: { total: 0, reports: [] } },
    'GET /api/v1/pleroma/admin/users': { body: { count: 0, users: [] } },
    'GET /api/v1/pleroma/admin/statuses': { body: [] },
  });
  renderModeration(<ModerationModal state="visible" onClose={jest.fn()} onTogglePeek={jest.fn()} />);
  expect(await screen.findByText('No reports')).toBeInTheDocument();
  expect(router.calls.map((call) => call.path)).toEqual(['/api/v1/pleroma/admin/reports']);
  await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
  expect(await screen.findByText('No users')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Posts' }));
  expect(await screen.findByText('No posts')).toBeInTheDocument();
  // (The users' names also read the instance's custom emoji, which the shell has loaded at start.)
  expect(router.calls.map((call) => call.path).filter((path) => path.includes('/admin/'))).toEqual([
    '/api/v1/pleroma/admin/reports',
    '/api/v1/pleroma/admin/users',
    '/api/v1/pleroma/admin/statuses',
  ]);
});

test('minimized: the bar only, no section is loaded', () => {
  const router = installFetchRouter({});
  renderModeration(<ModerationModal state="minimized" onClose={jest.fn()} onTogglePeek={jest.fn()} />);
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(router.calls).toEqual([]);
});

test('a user’s Posts button opens the posts section on that user’s statuses (Pleroma’s admin statuses of the user)', async () => {
  const router = installFetchRouter({
    'GET /api/v1/pleroma/admin/reports': { body: { total: 0, reports: [] } },
    'GET /api/v1/pleroma/admin/users': { body: { count: 1, users: [wireAdminUser('bob')] } },
    'GET /api/v1/pleroma/admin/users/bob/statuses': {
      body: {
        total: 1,
        activities: [
          {
            id: 's1',
            content: '<p>bob wrote this</p>',
            account: wireAccount('bob'),
            created_at: '2025-01-01T00:00:00.000Z',
            visibility: 'public',
            media_attachments: [],
          },
        ],
      },
    },
  });
  renderModeration(<ModerationModal state="visible" onClose={jest.fn()} onTogglePeek={jest.fn()} />);
  await screen.findByText('No reports');
  await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Posts of @bob' }));
  expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(screen.getByText('bob wrote this')).toBeInTheDocument());
  expect(screen.getByRole('searchbox', { name: 'Posts of one user' })).toHaveValue('bob');
  expect(router.calls.map((call) => call.path)).not.toContain('/api/v1/pleroma/admin/statuses');
});

test('no Posts button where the admin API lists no statuses (Mastodon)', async () => {
  installFetchRouter({
    'GET /api/v1/admin/reports': { body: [] },
    'GET /api/v1/admin/accounts': {
      body: [
        { id: '7', username: 'bob', created_at: '2025-01-01T00:00:00.000Z', email: '', account: wireAccount('bob') },
      ],
    },
  });
  renderModeration(<ModerationModal state="visible" onClose={jest.fn()} onTogglePeek={jest.fn()} />, {
    role: 'admin',
    dialect: 'mastodon',
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
  expect(await screen.findByText('@bob')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Posts of @bob' })).not.toBeInTheDocument();
});
