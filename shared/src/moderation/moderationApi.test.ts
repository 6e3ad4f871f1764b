import { fetchRouter } from '../../testing/fetchRouter';
import { createApiClient } from '../api/client';
import { MastodonAdminAccountSchema, MastodonAdminReportSchema, PleromaAdminUsersPageSchema } from '../api_types/admin';
import { parseOne } from '../api_types/parse';
import mastodonAccounts from '../__fixtures__/mastodon/admin-accounts.json';
import mastodonReports from '../__fixtures__/mastodon/admin-reports.json';
import pleromaUsers from '../__fixtures__/pleroma/admin-users.json';
import { copy, fixtures } from '../test-helpers/fixtures';
import {
  normalizeMastodonAdminAccount,
  normalizeMastodonAdminReport,
  normalizePleromaAdminUser,
} from '../models/adminUser';
import { moderationApi, runBulk } from './api';

const BASE = 'https://example.social';
const json = (body: unknown) => (typeof body === 'string' ? (JSON.parse(body) as unknown) : body);

describe('admin normalizers', () => {
  test('Pleroma admin users: roles, activity, approval, tags, remote', () => {
    const page = parseOne(PleromaAdminUsersPageSchema, pleromaUsers, 'users');
    const [lain, waiting] = page.users.map(normalizePleromaAdminUser);
    expect(lain).toMatchObject({
      nickname: 'lain',
      local: true,
      active: true,
      approved: true,
      roles: { admin: true, moderator: false },
      tags: ['mrf_tag:sandbox'],
    });
    expect(waiting).toMatchObject({
      nickname: 'waiting@remote.example',
      display_name: 'waiting@remote.example',
      local: false,
      active: false,
      approved: false,
      email: undefined,
      registration_reason: 'please',
    });
  });

  test('Mastodon Admin::Account: roles from the permission bits, nickname with domain, limits', () => {
    const withAccount = copy(mastodonAccounts) as Array<Record<string, unknown>>;
    withAccount[0]!.account = fixtures.mastodon.account;
    const [owner, moddy, newcomer, spammer] = withAccount.map((wire) =>
      normalizeMastodonAdminAccount(parseOne(MastodonAdminAccountSchema, wire, 'account')),
    );
    expect(owner).toMatchObject({
      nickname: 'owner',
      local: true,
      roles: { admin: true, moderator: false },
      role_name: 'Owner',
    });
    expect(owner?.account?.id).toBe(fixtures.mastodon.account.id);
    expect(owner?.display_name).toBe(owner?.account?.display_name);
    expect(moddy?.roles).toEqual({ admin: false, moderator: true });
    expect(moddy?.role_name).toBe('Moderator');
    // the default role has no name: no role shown
    expect(newcomer?.role_name).toBeUndefined();
    expect(newcomer).toMatchObject({
      approved: false,
      roles: { admin: false, moderator: false },
      registration_reason: 'I would like to join to talk about birds.',
    });
    expect(spammer).toMatchObject({
      nickname: 'spammer@spam.example',
      local: false,
      active: false,
      silenced: true,
      suspended: true,
      sensitized: true,
      tags: [],
    });
  });

  test('Mastodon Admin::Report: action_taken is resolved, reporter and target, comment, statuses, no notes', () => {
    const wire = copy(mastodonReports) as Array<Record<string, unknown>>;
    wire[0]!.account = { ...mastodonAccounts[0], account: { ...fixtures.mastodon.account, id: 'reporter' } };
    wire[0]!.target_account = { ...mastodonAccounts[3], account: { ...fixtures.mastodon.account, id: 'target' } };
    wire[0]!.statuses = [fixtures.mastodon.status];
    wire[0]!.assigned_account = { ...mastodonAccounts[1], account: { ...fixtures.mastodon.account, id: 'moddy' } };
    const [open, resolved] = wire.map((report) =>
      normalizeMastodonAdminReport(parseOne(MastodonAdminReportSchema, report, 'report')),
    );
    expect(open).toMatchObject({ id: '1', state: 'open', content: 'Posting links to a shop every minute', notes: [] });
    expect(open?.actor?.id).toBe('reporter');
    expect(open?.account?.id).toBe('target');
    expect(open?.statuses.map((status) => status.id)).toEqual([fixtures.mastodon.status.id]);
    expect(resolved).toMatchObject({ id: '2', state: 'resolved', content: '' });
    expect(resolved?.account).toBeUndefined();
    expect(open?.assigned_account?.id).toBe('moddy');
    expect(resolved?.assigned_account).toBeUndefined();
  });
});

describe('moderationApi', () => {
  const client = (routes: Parameters<typeof fetchRouter>[0]) => {
    const fake = fetchRouter(routes);
    return { fake, client: createApiClient({ baseUrl: BASE, fetch: fake.fetch, getToken: () => 't' }) };
  };

  test('Pleroma: reports by state and page, the next page only while the total goes on', async () => {
    const { fake, client: c } = client({
      'GET /api/v1/pleroma/admin/reports': (call) => ({
        body: {
          total: 21,
          reports: Array.from({ length: call.query.get('page') === '2' ? 1 : 20 }, (_, i) => ({
            id: `${call.query.get('page')}-${i}`,
            state: call.query.get('state'),
            notes: [],
          })),
        },
      }),
    });
    const api = moderationApi(c, 'pleroma');
    const first = await api.reports('resolved');
    expect(first).toMatchObject({ total: 21, next: '2' });
    expect(first.items[0]?.state).toBe('resolved');
    expect(fake.calls[0]?.query.get('page_size')).toBe('20');
    const second = await api.reports('resolved', '2');
    expect(second.next).toBeUndefined();
  });

  test('Pleroma: user filters are mapped to its own names; actions use the nickname', async () => {
    const { fake, client: c } = client({
      'GET /api/v1/pleroma/admin/users': { body: pleromaUsers },
      'PATCH /api/v1/pleroma/admin/users/deactivate': { body: {} },
      'PATCH /api/v1/pleroma/admin/users/approve': { body: {} },
      'POST /api/v1/pleroma/admin/users/bob/permission_group/moderator': { body: {} },
      'PUT /api/v1/pleroma/admin/users/tag': { body: {} },
      'PATCH /api/v1/pleroma/admin/reports': { status: 204 },
    });
    const api = moderationApi(c, 'pleroma');
    const page = await api.users({ query: 'la', filters: ['remote', 'pending', 'moderators'] });
    expect(page.items).toHaveLength(2);
    expect(fake.calls[0]?.query.get('filters')).toBe('external,need_approval,is_moderator');
    expect(fake.calls[0]?.query.get('query')).toBe('la');
    const bob = { ...page.items[0]!, nickname: 'bob' };
    await api.setActive(bob, false);
    await api.approve(bob);
    await api.setRight(bob, 'moderator', true);
    await api.setTag(bob, 'mrf_tag:media-force-nsfw', true);
    await api.setReportState('7', 'closed');
    expect(fake.calls.slice(1).map((call) => [call.key, json(call.body)])).toEqual([
      ['PATCH /api/v1/pleroma/admin/users/deactivate', { nicknames: ['bob'] }],
      ['PATCH /api/v1/pleroma/admin/users/approve', { nicknames: ['bob'] }],
      ['POST /api/v1/pleroma/admin/users/bob/permission_group/moderator', undefined],
      ['PUT /api/v1/pleroma/admin/users/tag', { nicknames: ['bob'], tags: ['mrf_tag:media-force-nsfw'] }],
      ['PATCH /api/v1/pleroma/admin/reports', { reports: [{ id: '7', state: 'closed' }] }],
    ]);
  });

  test('Mastodon: reports by resolved, resolve/reopen, account actions by id, delete suspends first', async () => {
    const { fake, client: c } = client({
      'GET /api/v1/admin/reports': {
        body: mastodonReports,
        headers: { link: `<${BASE}/api/v1/admin/reports?max_id=1>; rel="next"` },
      },
      'POST /api/v1/admin/reports/1/resolve': { body: mastodonReports[1] },
      'POST /api/v1/admin/reports/1/reopen': { body: mastodonReports[0] },
      'POST /api/v1/admin/accounts/9/action': { body: {} },
      'POST /api/v1/admin/accounts/9/enable': { body: mastodonAccounts[0] },
      'POST /api/v1/admin/accounts/9/approve': { body: mastodonAccounts[0] },
      'DELETE /api/v1/admin/accounts/9': { body: {} },
      'POST /api/v1/admin/reports/1/assign_to_self': { body: mastodonReports[0] },
      'POST /api/v1/admin/reports/1/unassign': { body: mastodonReports[0] },
    });
    const api = moderationApi(c, 'mastodon');
    expect(api.support).toMatchObject({
      closedState: false,
      notes: false,
      rights: false,
      tags: false,
      limits: true,
      assign: true,
    });
    const page = await api.reports('open');
    expect(page.next).toBe('1');
    expect(fake.calls[0]?.query.get('resolved')).toBe('false');
    await api.setReportState('1', 'resolved');
    await api.setReportState('1', 'open');
    await api.assignReport('1', true);
    await api.assignReport('1', false);
    const user = normalizeMastodonAdminAccount(
      parseOne(MastodonAdminAccountSchema, { ...mastodonAccounts[2], id: '9' }, 'a'),
    );
    await api.setActive(user, false);
    await api.setActive(user, true);
    await api.approve(user);
    await api.setLimit(user, 'silence', true, '1');
    await api.deleteUser(user);
    expect(fake.calls.slice(1).map((call) => [call.key, json(call.body)])).toEqual([
      ['POST /api/v1/admin/reports/1/resolve', undefined],
      ['POST /api/v1/admin/reports/1/reopen', undefined],
      ['POST /api/v1/admin/reports/1/assign_to_self', undefined],
      ['POST /api/v1/admin/reports/1/unassign', undefined],
      ['POST /api/v1/admin/accounts/9/action', { type: 'disable' }],
      ['POST /api/v1/admin/accounts/9/enable', undefined],
      ['POST /api/v1/admin/accounts/9/approve', undefined],
      ['POST /api/v1/admin/accounts/9/action', { type: 'silence', report_id: '1' }],
      ['POST /api/v1/admin/accounts/9/action', { type: 'suspend' }],
      ['DELETE /api/v1/admin/accounts/9', undefined],
    ]);
  });

  test('Mastodon: the staff filter, then admins or moderators told apart by role', async () => {
    const { fake, client: c } = client({ 'GET /api/v1/admin/accounts': { body: mastodonAccounts } });
    const api = moderationApi(c, 'mastodon');
    const page = await api.users({ filters: ['local', 'moderators'] });
    expect(fake.calls[0]?.query.get('staff')).toBe('true');
    expect(fake.calls[0]?.query.get('local')).toBe('true');
    expect(page.items.map((user) => user.nickname)).toEqual(['moddy']);
  });

  test('runBulk keeps each item’s result', async () => {
    const results = await runBulk(['a', 'b', 'c'], async (item) => {
      if (item === 'b') throw new Error('nope');
    });
    expect(results.map((result) => [result.item, result.ok])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
  });
});
