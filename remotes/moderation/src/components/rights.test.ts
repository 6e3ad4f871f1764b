import { accountRights, POLICY_TAGS } from './rights';

const pleroma = { rights: true, tags: true, limits: false, reject: false };
const mastodon = { rights: false, tags: false, limits: true, reject: true };
const local = { id: 'bob', local: true, approved: true };
const remote = { id: 'x', local: false, approved: true };
const self = { id: 'me' };

describe('accountRights (spec §6)', () => {
  test('a moderator activates and tags, but never grants rights or deletes', () => {
    const rights = accountRights('moderator', self, local, pleroma, true);
    expect(rights).toMatchObject({ activate: true, grantRights: false, delete: false });
    expect(rights.tags).toEqual(POLICY_TAGS);
  });

  test('an admin grants rights to local users only, and deletes', () => {
    expect(accountRights('admin', self, local, pleroma, true)).toMatchObject({ grantRights: true, delete: true });
    expect(accountRights('admin', self, remote, pleroma, true)).toMatchObject({ grantRights: false, delete: true });
  });

  test('the subscription tags and quarantine only for local users; no tags without the tag policy', () => {
    expect(accountRights('admin', self, remote, pleroma, true).tags).toEqual([
      'media-force-nsfw',
      'media-strip',
      'force-unlisted',
      'sandbox',
    ]);
    expect(accountRights('admin', self, local, pleroma, false).tags).toEqual([]);
  });

  test('nobody deactivates or deletes themselves; approve only while pending', () => {
    const me = { id: 'me', local: true, approved: true };
    expect(accountRights('admin', self, me, pleroma, true)).toMatchObject({
      activate: false,
      delete: false,
      approve: false,
    });
    expect(accountRights('moderator', self, { ...local, approved: false }, pleroma, true).approve).toBe(true);
  });

  test('an ordinary user may do nothing', () => {
    const rights = accountRights('member', self, local, pleroma, true);
    expect(rights).toMatchObject({ activate: false, approve: false, grantRights: false, delete: false, limits: false });
    expect(rights.tags).toEqual([]);
  });

  test('Mastodon: limits and reject, no rights or tags', () => {
    const rights = accountRights('admin', self, { ...local, approved: false }, mastodon, true);
    expect(rights).toMatchObject({ grantRights: false, limits: true, reject: true });
    expect(rights.tags).toEqual([]);
  });
});
