import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderModeration } from '../testing/harness';
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
  expect(router.calls.map((call) => call.path)).toEqual([
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
