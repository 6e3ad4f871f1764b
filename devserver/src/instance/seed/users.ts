import { newUser, type NewUser } from '../actions/users';
import type { Store } from '../store/store';
import type { UserRec } from '../store/types';
import { addFollow, addFollowRequest, block, mute } from '../store/relations';
import { DAY } from '../time';
import { avatarFile } from './files';
import { ERIN_RECOVERY_CODES, ERIN_TOTP_SECRET, SEED_PASSWORD } from './logins';

export const LOCAL_USERS: NewUser[] = [
  {
    username: 'admin',
    displayName: 'Admin',
    bio: 'I run this dev instance. :akkoma:',
    isAdmin: true,
    fields: [
      { name: 'Role', value: 'Administrator' },
      { name: 'Site', value: 'https://dev.local/about' },
    ],
  },
  { username: 'mod', displayName: 'Moderator Mo', bio: 'Keeping things tidy.', isModerator: true },
  {
    username: 'alice',
    displayName: 'Alice :blobcat:',
    bio: 'Photographer, hiker and #fediverse enthusiast.\nShe/her.',
    fields: [
      { name: 'Website', value: 'https://alice.example' },
      { name: 'Pronouns', value: 'she/her' },
    ],
  },
  { username: 'bob', displayName: 'Bob', bio: 'Rust, coffee, bikes.' },
  {
    username: 'carol',
    displayName: 'Carol (locked)',
    bio: 'Locked account. Ask first.',
    locked: true,
    defaultScope: 'private',
  },
  { username: 'dave', displayName: 'Dave the Bot', bio: 'I am a bot posting weather reports.', bot: true },
  {
    username: 'erin',
    displayName: 'Erin 2FA',
    bio: 'Security nerd with two-factor login.',
    totpSecret: ERIN_TOTP_SECRET,
    recoveryCodes: [...ERIN_RECOVERY_CODES],
  },
  { username: 'frank', displayName: 'Frank (moved)', bio: 'I moved to another server.' },
  {
    username: 'grace',
    displayName: 'Grace',
    bio: 'Hides follows and followers.',
    hideFollowers: true,
    hideFollows: true,
    hideFollowersCount: true,
    hideFollowsCount: true,
  },
  { username: 'zed', displayName: 'Zed (deactivated)', bio: 'Gone.', deactivated: true },
];

export const REMOTE_USERS: NewUser[] = [
  { username: 'rustacean', domain: 'remote.example', displayName: 'Ferris Fan', bio: 'Remote Mastodon user.' },
  { username: 'photog', domain: 'remote.example', displayName: 'Photo Grapher', bio: 'Posting pictures daily.' },
  { username: 'newsbot', domain: 'remote.example', displayName: 'News Bot', bio: 'Automated headlines.', bot: true },
  { username: 'frank', domain: 'remote.example', displayName: 'Frank', bio: 'New home of frank.', aliases: [] },
  { username: 'bubbly', domain: 'bubble.example', displayName: 'Bubbly', bio: 'From the bubble.' },
  { username: 'fox', domain: 'bubble.example', displayName: 'Fox :blobfox:', bio: 'A fox in the bubble.' },
  {
    username: 'hans',
    domain: 'xn--mnchen-3ya.example',
    displayName: 'Hans aus München',
    bio: 'Servus! IDN domain account.',
  },
  {
    username: 'greta',
    domain: 'xn--mnchen-3ya.example',
    displayName: 'Greta',
    bio: 'Locked remote account.',
    locked: true,
  },
  { username: 'mika', domain: 'misskey.example', displayName: 'Mika ✨', bio: 'Misskey user, writes $[tada MFM].' },
];

/** Creates all seed accounts, returning them by acct. Account creation dates are spread over a year before `now`. */
export function seedUsers(store: Store, now: number): Map<string, UserRec> {
  const byAcct = new Map<string, UserRec>();
  const all = [...LOCAL_USERS, ...REMOTE_USERS];
  all.forEach((p, i) => {
    const created = now - 365 * DAY + i * DAY;
    const acct = p.domain ? `${p.username}@${p.domain}` : p.username;
    const fileKey = p.domain ? `${p.username}-${p.domain}` : p.username;
    const u = newUser(
      store,
      { ...p, avatar: avatarFile(fileKey), header: `/media/header-${fileKey}.png` },
      created,
      p.domain ? undefined : SEED_PASSWORD,
      `seed-${p.username}`,
    );
    store.addUser(u);
    byAcct.set(acct, u);
  });
  const frank = byAcct.get('frank');
  const frankRemote = byAcct.get('frank@remote.example');
  if (frank && frankRemote) {
    frank.movedToId = frankRemote.id;
    frankRemote.aliases = [`__ORIGIN__/users/frank`];
  }
  return byAcct;
}

export function seedUserFileKeys(): string[] {
  return [...LOCAL_USERS, ...REMOTE_USERS].map((p) => (p.domain ? `${p.username}-${p.domain}` : p.username));
}

/** Follow graph, pending request to carol, a couple of blocks and mutes. */
export function seedRelations(store: Store, users: Map<string, UserRec>, now: number): void {
  const id = (acct: string) => {
    const u = users.get(acct);
    if (!u) throw new Error(`seed user ${acct} missing`);
    return u.id;
  };
  const f = (a: string, b: string, notify = false) =>
    addFollow(store, id(a), id(b), { createdAt: now - 100 * DAY, notify });
  const locals = ['admin', 'mod', 'alice', 'bob', 'erin', 'dave'];
  for (const a of locals) for (const b of locals) if (a !== b && !(a === 'dave' && b !== 'admin')) f(a, b);
  for (const a of ['alice', 'bob', 'admin']) {
    for (const r of [
      'rustacean@remote.example',
      'photog@remote.example',
      'bubbly@bubble.example',
      'fox@bubble.example',
      'hans@xn--mnchen-3ya.example',
      'mika@misskey.example',
      'frank@remote.example',
    ])
      f(a, r);
  }
  for (const r of [
    'rustacean@remote.example',
    'photog@remote.example',
    'hans@xn--mnchen-3ya.example',
    'fox@bubble.example',
    'mika@misskey.example',
  ]) {
    f(r, 'alice');
    f(r, 'bob');
  }
  f('alice', 'carol');
  f('carol', 'alice');
  f('admin', 'carol');
  f('alice', 'frank');
  f('alice', 'grace');
  f('grace', 'alice');
  f('bob', 'alice', true);
  f('newsbot@remote.example', 'admin');
  addFollowRequest(store, id('bob'), id('carol'), { createdAt: now - 2 * DAY });
  store.addNotification(id('carol'), 'follow_request', id('bob'), { createdAt: now - 2 * DAY }, false);
  addFollowRequest(store, id('rustacean@remote.example'), id('carol'), { createdAt: now - 1 * DAY });
  store.addNotification(id('carol'), 'follow_request', id('rustacean@remote.example'), { createdAt: now - DAY }, false);
  addFollowRequest(store, id('alice'), id('greta@xn--mnchen-3ya.example'), { createdAt: now - 3 * DAY });
  block(store, id('alice'), id('newsbot@remote.example'));
  mute(store, id('bob'), id('dave'), true, 0);
  store.s.domainBlocks.set(id('alice'), ['spam.example']);
  store.s.notes.set(`${id('alice')}>${id('bob')}`, 'Met at the dev meetup.');
}
