import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import type { AdminUser } from '@fedi/shared';
import { renderModeration } from '../testing/harness';
import { AccountActions } from './AccountActions';

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'id-bob',
  nickname: 'bob',
  display_name: 'Bob',
  avatar: '',
  local: true,
  active: true,
  approved: true,
  confirmed: true,
  roles: { admin: false, moderator: false },
  tags: [],
  ...overrides,
});

async function openMenu(nickname = 'bob') {
  await userEvent.click(screen.getByRole('button', { name: `Moderate @${nickname}` }));
  return screen.findByRole('menu', { name: `Moderate @${nickname}` });
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('AccountActions: role gating', () => {
  test('a moderator: deactivate and policy tags; no rights, no delete', async () => {
    installFetchRouter({});
    renderModeration(<AccountActions user={user()} />, { role: 'moderator' });
    const items = names(await openMenu());
    expect(items).toContain('Deactivate account');
    expect(items).toContain('Force posts to be NSFW');
    expect(items).not.toContain('Grant moderator');
    expect(items).not.toContain('Delete account…');
  });

  test('an admin on a local user: grant rights and delete; on a remote user: no rights, no local-only tags', async () => {
    installFetchRouter({});
    const { unmount } = renderModeration(<AccountActions user={user({ roles: { admin: false, moderator: true } })} />, {
      role: 'admin',
    });
    let items = names(await openMenu());
    expect(items).toEqual(expect.arrayContaining(['Grant admin', 'Revoke moderator', 'Delete account…']));
    expect(items).toContain('Disallow user posts from federating');
    unmount();
    renderModeration(<AccountActions user={user({ id: 'r', nickname: 'x@remote.example', local: false })} />, {
      role: 'admin',
    });
    items = names(await openMenu('x@remote.example'));
    expect(items).not.toContain('Grant admin');
    expect(items).toContain('Delete account…');
    expect(items).toContain('Force posts to be NSFW');
    expect(items).not.toContain('Disallow user posts from federating');
  });

  test('no policy tags when the instance has no tag policy', async () => {
    installFetchRouter({});
    renderModeration(<AccountActions user={user()} />, { role: 'admin', tagPolicy: false });
    expect(names(await openMenu())).not.toContain('Force posts to be NSFW');
  });

  test('tagging sends the mrf tag; a 403 shows the server’s message and nothing changes', async () => {
    const router = installFetchRouter({
      'PUT /api/v1/pleroma/admin/users/tag': { body: {} },
      'PATCH /api/v1/pleroma/admin/users/deactivate': { status: 403, body: { error: 'User is not an admin.' } },
    });
    renderModeration(<AccountActions user={user()} />, { role: 'moderator' });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Force posts to be NSFW' }));
    expect(await screen.findByText('@bob: Force posts to be NSFW on')).toBeInTheDocument();
    expect(router.calls.find((call) => call.key === 'PUT /api/v1/pleroma/admin/users/tag')?.body).toBe(
      JSON.stringify({ nicknames: ['bob'], tags: ['mrf_tag:media-force-nsfw'] }),
    );
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Deactivate account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User is not an admin.');
    expect(screen.queryByText('@bob deactivated')).not.toBeInTheDocument();
  });

  test('delete needs the typed user name (spec §5)', async () => {
    const router = installFetchRouter({ 'DELETE /api/v1/pleroma/admin/users': { body: ['bob'] } });
    renderModeration(<AccountActions user={user()} />, { role: 'admin' });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete @bob?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('User name to confirm'), 'bo');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('User name to confirm'), 'b');
    await userEvent.click(confirm);
    await screen.findByRole('button', { name: 'Moderate @bob' });
    expect(router.calls.some((call) => call.key === 'DELETE /api/v1/pleroma/admin/users')).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
