import { chatKey } from '../entities/chat';
import { getOrInit, insertSorted } from '../store/sorted';
import { DAY, HOUR, MINUTE } from '../time';
import { SEEDED_LOGINS } from './logins';
import type { SpecialRefs } from './specials';
import type { SeedWriter } from './writer';

/** Lists, announcements, reports, chats, filters, invites and the notification types not produced by posting. */
export function seedExtras(w: SeedWriter, refs: SpecialRefs, now: number): void {
  const store = w.store;
  const id = (a: string) => w.u(a).id;
  const alice = id('alice');

  store.addNotification(
    alice,
    'move',
    id('frank'),
    { targetId: id('frank@remote.example'), createdAt: now - 50 * MINUTE },
    false,
  );
  store.addNotification(alice, 'bite', id('bob'), { createdAt: now - 40 * MINUTE }, false);
  store.addNotification(alice, 'poll', alice, { statusId: refs.expiredPoll.id, createdAt: now - 35 * MINUTE }, false);
  store.addNotification(
    id('bob'),
    'poll',
    id('bob'),
    { statusId: refs.expiredPoll.id, createdAt: now - 35 * MINUTE },
    false,
  );
  store.addNotification(alice, 'follow', id('hans@xn--mnchen-3ya.example'), { createdAt: now - 30 * MINUTE }, false);
  store.addNotification(alice, 'follow', id('rustacean@remote.example'), { createdAt: now - 29 * MINUTE }, false);
  store.addNotification(alice, 'follow', id('mika@misskey.example'), { createdAt: now - 28 * MINUTE }, false);
  // Older notifications start out seen, the newest stay unseen.
  const list = store.ix.notifList.get(alice) ?? [];
  list.slice(0, Math.max(0, list.length - 25)).forEach((nid) => {
    const n = store.s.notifications.get(nid);
    if (n) n.seen = true;
  });

  const mkList = (owner: string, title: string, members: string[]) => {
    const lid = store.seq('list');
    store.s.lists.set(lid, {
      id: lid,
      ownerId: id(owner),
      title,
      accountIds: members.map(id),
      repliesPolicy: 'list',
      exclusive: false,
    });
  };
  mkList('alice', 'Friends', ['bob', 'carol', 'erin']);
  mkList('alice', 'Remote people', ['rustacean@remote.example', 'hans@xn--mnchen-3ya.example', 'fox@bubble.example']);
  mkList('bob', 'Rustaceans', ['rustacean@remote.example']);
  store.s.followedTags.set(alice, ['photography', 'akkoma']);
  store.s.followedTags.set(id('bob'), ['rust']);

  // Every seeded login has an empty `default` settings profile (Akkoma frontend_settings), as after a first device:
  // the app's background sync reads it quietly instead of creating it with its notices on every signed-in test.
  for (const { username } of SEEDED_LOGINS)
    store.s.settingsProfiles.set([id(username), 'pleroma-fe', 'default'].join('\u0000'), {
      settings: {},
      version: 1,
      updatedAt: now - DAY,
    });

  const ann = (
    content: string,
    startsAt: number | null,
    endsAt: number | null,
    allDay: boolean,
    publishedAt: number,
  ) => {
    const aid = store.seq('announcement');
    store.s.announcements.set(aid, {
      id: aid,
      content,
      startsAt,
      endsAt,
      allDay,
      publishedAt,
      updatedAt: publishedAt,
      reactions: [],
    });
    return aid;
  };
  const a1 = ann(
    '<p>Welcome to the dev instance! Maintenance is planned for next week.</p>',
    null,
    null,
    false,
    now - 3 * DAY,
  );
  ann(
    '<p>New feature: <strong>bubble timeline</strong> is live. :akkoma:</p>',
    now - DAY,
    now + 30 * DAY,
    false,
    now - DAY,
  );
  ann('<p>Upcoming: community meetup (all day).</p>', now + 5 * DAY, now + 6 * DAY, true, now - 2 * HOUR);
  store.s.announcementReads.set(id('bob'), [a1]);

  const rep = (
    actor: string,
    target: string,
    statusIds: string[],
    content: string,
    state: 'open' | 'resolved' | 'closed',
    at: number,
  ) => {
    const rid = store.seq('report');
    store.s.reports.set(rid, {
      id: rid,
      actorId: id(actor),
      accountId: id(target),
      statusIds,
      content,
      forward: false,
      state,
      createdAt: at,
      notes: [],
    });
    for (const staff of ['admin', 'mod'])
      store.addNotification(id(staff), 'pleroma:report', id(actor), { reportId: rid, createdAt: at }, false);
    return rid;
  };
  const r1 = rep(
    'alice',
    'newsbot@remote.example',
    [refs.reported.id],
    'Spam account selling followers.',
    'open',
    now - 5 * HOUR,
  );
  rep('bob', 'mika@misskey.example', [], 'Too many spinning emoji.', 'resolved', now - 2 * DAY);
  rep('erin', 'dave', [], 'Bot posts too often.', 'closed', now - 4 * DAY);
  store.s.reports.get(r1)?.notes.push({
    id: store.seq('report_note'),
    userId: id('mod'),
    content: 'Looking into it.',
    createdAt: now - 4 * HOUR,
  });

  const chat = (owner: string, other: string, at: number) => {
    const cid = store.seq('chat');
    store.s.chats.set(cid, { id: cid, ownerId: id(owner), recipientId: id(other), updatedAt: at, lastReadId: null });
  };
  const msg = (from: string, to: string, content: string, at: number) => {
    const mid = store.seq('chat_message');
    const key = chatKey(id(from), id(to));
    store.s.chatMessages.set(mid, {
      id: mid,
      chatKey: key,
      accountId: id(from),
      content,
      mediaId: null,
      createdAt: at,
      emojis: [],
    });
    insertSorted(
      getOrInit(store.ix.chatMessages, key, () => []),
      mid,
    );
    return mid;
  };
  chat('alice', 'bob', now - 10 * MINUTE);
  chat('bob', 'alice', now - 10 * MINUTE);
  chat('alice', 'hans@xn--mnchen-3ya.example', now - 3 * HOUR);
  msg('alice', 'bob', 'Hey Bob, are you coming to the meetup?', now - 30 * MINUTE);
  msg('bob', 'alice', 'Yes! See you there.', now - 20 * MINUTE);
  const last = msg('bob', 'alice', 'Bringing snacks :blobcat:', now - 10 * MINUTE);
  store.s.chatMessages.get(last)?.emojis.push('blobcat');
  msg('hans@xn--mnchen-3ya.example', 'alice', 'Servus Alice!', now - 3 * HOUR);

  const fid = store.seq('filter');
  store.s.filters.set(fid, {
    id: fid,
    userId: alice,
    phrase: 'spoilers',
    context: ['home', 'public'],
    wholeWord: true,
    irreversible: false,
    expiresAt: null,
  });
  store.s.invites.set('dev-invite-token', { token: 'dev-invite-token', maxUse: 100, uses: 0, expiresAt: null });
}
