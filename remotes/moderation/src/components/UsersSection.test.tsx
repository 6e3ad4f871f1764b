import { fixtures } from '../../../../shared/src/test-helpers/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderModeration, wireAdminUser } from '../testing/harness';
import { UsersSection } from './UsersSection';

describe('UsersSection', () => {
  test('a display name shows its custom emoji as images, never the raw shortcode (issue 28 #14)', async () => {
    installFetchRouter({
      'GET /api/v1/pleroma/admin/users': {
        body: { count: 1, users: [wireAdminUser('alice', { display_name: 'Alice :blobcat:' })] },
      },
      'GET /api/v1/pleroma/emoji': { body: { blobcat: { image_url: '/emoji/blobcat.png', tags: [] } } },
    });
    renderModeration(<UsersSection />);
    await screen.findByText('@alice');
    const image = await screen.findByRole('img', { name: ':blobcat:' });
    expect(image.getAttribute('src')).toContain('/emoji/blobcat.png');
    expect(screen.getByRole('listitem')).not.toHaveTextContent(':blobcat:');
  });

  test('a remote name’s custom emoji are its own server’s, read from its account (not the instance’s)', async () => {
    const router = installFetchRouter({
      'GET /api/v1/pleroma/admin/users': {
        body: { count: 1, users: [wireAdminUser('fox@bubble.example', { id: 'fox1', display_name: 'Fox :blobfox:' })] },
      },
      'GET /api/v1/pleroma/emoji': { body: { blobfox: { image_url: '/emoji/local-blobfox.png', tags: [] } } },
      'GET /api/v1/accounts/fox1': {
        body: {
          ...fixtures.mastodon.account,
          id: 'fox1',
          acct: 'fox@bubble.example',
          display_name: 'Fox :blobfox:',
          emojis: [
            {
              shortcode: 'blobfox',
              url: 'https://bubble.example/blobfox.png',
              static_url: '',
              visible_in_picker: true,
            },
          ],
        },
      },
    });
    renderModeration(<UsersSection />);
    const image = await screen.findByRole('img', { name: ':blobfox:' });
    expect(image.getAttribute('src')).toBe('https://bubble.example/blobfox.png');
    expect(router.calls.map((call) => call.key)).toContain('GET /api/v1/accounts/fox1');
  });

  test('search and filters go to the server; exclusive filters replace each other', async () => {
    const router = installFetchRouter({
      'GET /api/v1/pleroma/admin/users': { body: { count: 1, users: [wireAdminUser('bob')] } },
    });
    renderModeration(<UsersSection />);
    await screen.findByText('@bob');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bo');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Local' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pending approval' }));
    const last = router.calls[router.calls.length - 1];
    expect(last?.query.get('query')).toBe('bo');
    expect(last?.query.get('filters')).toBe('external,need_approval');
    expect(screen.getByRole('checkbox', { name: 'Local' })).not.toBeChecked();
  });

  test('bulk approve: a per-user result, and a user who needs no approval is reported, not sent', async () => {
    const router = installFetchRouter({
      'GET /api/v1/pleroma/admin/users': {
        body: {
          count: 3,
          users: [
            wireAdminUser('new1', { is_approved: false, registration_reason: 'hello' }),
            wireAdminUser('new2', { is_approved: false }),
            wireAdminUser('old'),
          ],
        },
      },
      'PATCH /api/v1/pleroma/admin/users/approve': (call) =>
        String(call.body).includes('new2') ? { status: 500, body: 'boom' } : { body: {} },
    });
    renderModeration(<UsersSection />);
    expect(await screen.findByText('Reason: hello')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve 3 selected' }));
    const results = await screen.findByRole('region', { name: 'Results of the bulk action' });
    expect(within(results).getByRole('status')).toHaveTextContent('1 done, 2 failed');
    expect(within(results).getByText('@new1: done')).toBeInTheDocument();
    expect(within(results).getByText(/^@new2: /)).not.toHaveTextContent('done');
    expect(within(results).getByText('@old: Your role may not do this.')).toBeInTheDocument();
    expect(router.calls.filter((call) => call.key === 'PATCH /api/v1/pleroma/admin/users/approve')).toHaveLength(2);
  });

  test('Mastodon: a staff account shows its role on that server by name', async () => {
    installFetchRouter({
      'GET /api/v1/admin/accounts': {
        body: [
          {
            id: '1',
            username: 'owner',
            created_at: '2025-01-01T00:00:00.000Z',
            email: '',
            role: { id: '3', name: 'Owner', permissions: '1' },
          },
          {
            id: '2',
            username: 'plain',
            created_at: '2025-01-01T00:00:00.000Z',
            email: '',
            role: { id: '-99', name: '', permissions: '65536' },
          },
        ],
      },
    });
    renderModeration(<UsersSection />, { role: 'admin', dialect: 'mastodon' });
    const owner = (await screen.findByText('@owner')).closest('li')!;
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByText('Admin')).toBeNull();
    const plain = screen.getByText('@plain').closest('li')!;
    expect(plain.querySelectorAll('.mod-badge')).toHaveLength(0);
  });
});
