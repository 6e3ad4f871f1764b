import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { importRelationship, normalizeUser, type WireAccount, readUserMarks, USER_MARKS_KEY } from '@fedi/shared';
import { installFetchRouter } from '../../../../shared/testing/fetchRouter';
import { renderApp, wireAccount } from '../testing/harness';
import { RelationshipControls } from './RelationshipControls';
import { ReportModal } from './ReportModal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const user = (overrides: Record<string, unknown> = {}) =>
  normalizeUser(wireAccount(overrides) as unknown as WireAccount);
const remote = () => user({ id: 'zed-r', acct: 'zed@Remote.Example', username: 'zed' });

afterEach(() => localStorage.clear());

/** The menu (role menu since it became the shared Menu) arrives with its chunk: click once it is there. */
async function openMenu() {
  await waitFor(() => {
    if (!screen.queryByRole('menu')) fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menu', { name: 'More actions' })).toBeVisible();
  });
  return screen.getByRole('menu', { name: 'More actions' });
}

describe('domain mute and domain block (remote users)', () => {
  it('offers neither to local users', async () => {
    installFetchRouter({});
    renderApp(<RelationshipControls user={user()} />, { setup: (qc) => void importRelationship(qc, { id: 'bob' }) });
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: /domain|remote\.example/i })).toBeNull();
  });

  it('mutes the domain after a confirm, keeps it in this browser and unmutes it again', async () => {
    const { calls } = installFetchRouter({});
    renderApp(<RelationshipControls user={remote()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'zed-r' }),
    });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mute remote.example' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Collapse every post from remote.example in your timelines?',
    });
    expect(readUserMarks().mutedDomains).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute domain' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Unmute remote.example' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(USER_MARKS_KEY) ?? '{}').mutedDomains).toEqual(['remote.example']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Unmute remote.example' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Mute remote.example' })).toBeTruthy();
    expect(readUserMarks().mutedDomains).toEqual([]);
    // A mute is the viewer's own: no server call.
    expect(calls.filter((call) => call.key.includes('domain'))).toHaveLength(0);
  });

  it('blocks the domain after a confirm with POST /api/v1/domain_blocks and unblocks with DELETE', async () => {
    const { calls } = installFetchRouter({
      'POST /api/v1/domain_blocks': { body: {} },
      'DELETE /api/v1/domain_blocks': { body: {} },
    });
    renderApp(<RelationshipControls user={remote()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'zed-r' }),
    });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block remote.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block everything from remote.example?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block domain' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Unblock remote.example' })).toBeTruthy();
    const post = calls.find((call) => call.key === 'POST /api/v1/domain_blocks');
    expect(JSON.parse(String(post?.body))).toEqual({ domain: 'remote.example' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Unblock remote.example' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Block remote.example' })).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain('DELETE /api/v1/domain_blocks');
  });

  it('names a punycode server in unicode but mutes and blocks the host itself', async () => {
    const { calls } = installFetchRouter({ 'POST /api/v1/domain_blocks': { body: {} } });
    const hans = user({ id: 'hans', acct: 'hans@xn--mnchen-3ya.example', username: 'hans' });
    renderApp(<RelationshipControls user={hans} />, { setup: (qc) => void importRelationship(qc, { id: 'hans' }) });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mute 🌐münchen.example' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mute domain' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Unmute 🌐münchen.example' })).toBeTruthy();
    expect(readUserMarks().mutedDomains).toEqual(['xn--mnchen-3ya.example']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block 🌐münchen.example' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block domain' }));
    await within(menu).findByRole('menuitem', { name: 'Unblock 🌐münchen.example' });
    expect(JSON.parse(String(calls.find((call) => call.key === 'POST /api/v1/domain_blocks')?.body))).toEqual({
      domain: 'xn--mnchen-3ya.example',
    });
  });

  it('shows the server’s refusal and keeps the domain unblocked', async () => {
    installFetchRouter({ 'POST /api/v1/domain_blocks': { status: 422, body: { error: 'domain is invalid' } } });
    renderApp(<RelationshipControls user={remote()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'zed-r' }),
    });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block remote.example' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block domain' }));
    expect(await screen.findByText(/domain is invalid/)).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Block remote.example' })).toBeTruthy();
  });
});

describe('unfollow', () => {
  it('unfollows at once when modalOnUnfollow is off (the default)', async () => {
    const { calls } = installFetchRouter({
      'POST /api/v1/accounts/bob/unfollow': { body: { id: 'bob', following: false } },
    });
    renderApp(<RelationshipControls user={user()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', following: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.map((call) => call.key)).toContain('POST /api/v1/accounts/bob/unfollow');
  });
});

describe('highlight', () => {
  it('stores the chosen type and colour per user and removes it with “No highlight”', async () => {
    installFetchRouter({});
    renderApp(<RelationshipControls user={user()} />, { setup: (qc) => void importRelationship(qc, { id: 'bob' }) });
    // Its own disclosure beside the menu: a menu holds menu items only.
    const menu = await openMenu();
    expect(within(menu).queryByLabelText('Highlight style')).toBeNull();
    fireEvent.click(screen.getByText('Highlight', { selector: 'summary' }));
    const group = screen.getByRole('group', { name: 'Highlight' });
    const color = within(group).getByLabelText('Highlight color') as HTMLInputElement;
    expect(color.disabled).toBe(true);
    expect(color.value).toBe('#ffffff');
    fireEvent.change(within(group).getByLabelText('Highlight style'), { target: { value: 'striped' } });
    expect(readUserMarks().highlights.bob).toEqual({ type: 'striped', color: '#FFFFFF' });
    fireEvent.change(within(group).getByLabelText('Highlight color'), { target: { value: '#ff8800' } });
    expect(readUserMarks().highlights.bob).toEqual({ type: 'striped', color: '#FF8800' });
    fireEvent.change(within(group).getByLabelText('Highlight style'), { target: { value: 'disabled' } });
    expect(readUserMarks().highlights.bob).toBeUndefined();
  });
});

describe('bite', () => {
  it('is refused for users who block you and bites others', async () => {
    const { calls } = installFetchRouter({
      'POST /api/v1/bite': { body: {} },
      'POST /api/v1/users/bob/bite': { body: {} },
    });
    const { unmount } = renderApp(<RelationshipControls user={user()} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', blocked_by: true }),
    });
    expect((within(await openMenu()).getByRole('menuitem', { name: 'Bite' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderApp(<RelationshipControls user={user()} />, { setup: (qc) => void importRelationship(qc, { id: 'bob' }) });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Bite' }));
    expect(await screen.findByText('Bitten!')).toBeTruthy();
    expect(calls.some((call) => call.key.endsWith('/bite'))).toBe(true);
  });
});

describe('deactivated users', () => {
  it('cannot be followed, muted or bitten; an existing mute can still be lifted', async () => {
    installFetchRouter({});
    const gone = user({ pleroma: { deactivated: true } });
    const { unmount } = renderApp(<RelationshipControls user={gone} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob' }),
    });
    expect((screen.getByRole('button', { name: 'Follow' }) as HTMLButtonElement).disabled).toBe(true);
    const menu = await openMenu();
    expect((within(menu).getByRole('menuitem', { name: 'Mute' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(menu).getByRole('menuitem', { name: 'Bite' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderApp(<RelationshipControls user={gone} />, {
      setup: (qc) => void importRelationship(qc, { id: 'bob', muting: true }),
    });
    expect((within(await openMenu()).getByRole('menuitem', { name: 'Unmute' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('report modal', () => {
  const statuses = {
    'GET /api/v1/accounts/zed-r/statuses': { body: [] },
    'GET /api/v1/accounts/bob/statuses': { body: [] },
  };

  it('offers forwarding only for remote users and sends it', async () => {
    const { calls } = installFetchRouter({ ...statuses, 'POST /api/v1/reports': { body: { id: '1' } } });
    const { unmount } = renderApp(<ReportModal user={user()} onClose={() => undefined} />);
    expect(await screen.findByText('No posts to choose from.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Forward/ })).toBeNull();
    unmount();
    renderApp(<ReportModal user={remote()} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Forward to Remote.Example' }));
    fireEvent.change(screen.getByLabelText('Additional comments'), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you, your report was sent.')).toBeTruthy();
    const sent = calls.find((call) => call.key === 'POST /api/v1/reports');
    expect(JSON.parse(String(sent?.body))).toMatchObject({ account_id: 'zed-r', comment: 'spam', forward: true });
  });

  it('shows the failure and enables sending again', async () => {
    installFetchRouter({ ...statuses, 'POST /api/v1/reports': { status: 500, body: { error: 'boom' } } });
    renderApp(<ReportModal user={user()} onClose={() => undefined} />);
    const send = await screen.findByRole('button', { name: 'Submit' });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(await screen.findByText(/An error occurred while processing your request/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
