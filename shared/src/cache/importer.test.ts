import { QueryClient } from '@tanstack/react-query';
import { normalizeNotifications } from '../models/notification';
import { statusFromUnknown, type Status } from '../models/status';
import { copy, fixtures } from '../test-helpers/fixtures';
import { configureEntityCache } from './configure';
import { importEntities, importStatus } from './importer';
import { entityKeys } from './keys';
import { favouritePatch, markStatusDeleted, patchStatus, toggleReactionPatch } from './updates';
import type { User } from '../models/user';
import type { Notification } from '../models/notification';

const akkomaStatus = () => statusFromUnknown(copy(fixtures.akkoma.status))!;

function newClient() {
  const queryClient = new QueryClient();
  configureEntityCache(queryClient);
  return queryClient;
}

describe('entity cache importer', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = newClient();
  });
  afterEach(() => queryClient.clear());

  test('each status and account goes to its own key', () => {
    importEntities(queryClient, { statuses: [akkomaStatus()] });
    const status = queryClient.getQueryData<Status>(entityKeys.status('AeZk9XaQ1bC2dE3fG4'));
    expect(status?.text).toBe('hello $[spin :blobcat:] world #art');
    // author and quote got their own entries, and the status points at those cached objects
    const author = queryClient.getQueryData<User>(entityKeys.account('AbCdEfGhIjKlMnOpQr'));
    expect(status?.account).toBe(author);
    expect(status?.quote).toBe(queryClient.getQueryData(entityKeys.status('AeQuoted00000000001')));
    expect(queryClient.getQueryData(entityKeys.account('Remote1'))).toBeDefined();
  });

  test('the same status from a timeline and from a notification is one object', () => {
    importEntities(queryClient, { statuses: [akkomaStatus()] });
    const [notification] = normalizeNotifications([fixtures.akkoma.notifications[0]]);
    importEntities(queryClient, { notifications: [notification!] });
    const cached = queryClient.getQueryData<Status>(entityKeys.status('AeZk9XaQ1bC2dE3fG4'));
    const stored = queryClient.getQueryData<Notification>(entityKeys.notification('1005'));
    expect(stored?.status).toBe(cached);
    expect(stored?.status).toBe(cached);
    // the notification's newer count won; fields its smaller payload lacks were kept
    expect(cached?.favourites_count).toBe(8);
    expect(cached?.media_type).toBe('text/x.misskeymarkdown');
    expect(cached?.poll?.id).toBe('55');
    expect(cached?.quote?.id).toBe('AeQuoted00000000001');
    expect(cached?.thread_muted).toBe(false);
    expect(stored?.account).toBe(queryClient.getQueryData(entityKeys.account('Remote1')));
  });

  test('a repeat stores the repeated status once, shared with its own key', () => {
    const retweet = statusFromUnknown(fixtures.pleroma.reblog)!;
    importEntities(queryClient, { statuses: [retweet] });
    const wrapper = queryClient.getQueryData<Status>(entityKeys.status('AfReblog0000000001'));
    const original = queryClient.getQueryData<Status>(entityKeys.status('AfOriginal00000001'));
    expect(wrapper?.reblog).toBe(original);
    expect(original?.thread_muted).toBe(true);
  });

  test('a partial payload does not wipe fields', () => {
    importStatus(queryClient, akkomaStatus());
    // the same status as a server without pleroma/akkoma extensions would send it
    const bare = copy(fixtures.akkoma.status) as Record<string, unknown>;
    delete bare.pleroma;
    delete bare.akkoma;
    delete bare.poll;
    bare.favourites_count = 9;
    importStatus(queryClient, statusFromUnknown(bare)!);
    const cached = queryClient.getQueryData<Status>(entityKeys.status('AeZk9XaQ1bC2dE3fG4'))!;
    expect(cached.favourites_count).toBe(9);
    expect(cached.conversation_id).toBe('AeZk9Conv');
    expect(cached.thread_muted).toBe(false);
    expect(cached.media_type).toBe('text/x.misskeymarkdown');
    expect(cached.poll?.id).toBe('55');
    expect(cached.quote_id).toBe('AeQuoted00000000001');
  });

  test('a local deleted flag survives a re-import; the relationship survives an account without one', () => {
    importStatus(queryClient, akkomaStatus());
    markStatusDeleted(queryClient, 'AeZk9XaQ1bC2dE3fG4');
    importStatus(queryClient, akkomaStatus());
    expect(queryClient.getQueryData<Status>(entityKeys.status('AeZk9XaQ1bC2dE3fG4'))?.deleted).toBe(true);

    importEntities(queryClient, { relationships: [{ id: 'AbCdEfGhIjKlMnOpQr', following: true }] });
    importStatus(queryClient, akkomaStatus());
    expect(queryClient.getQueryData<User>(entityKeys.account('AbCdEfGhIjKlMnOpQr'))?.relationship?.following).toBe(
      true,
    );
  });

  test('optimistic patch and rollback', () => {
    importStatus(queryClient, akkomaStatus());
    const key = entityKeys.status('AeZk9XaQ1bC2dE3fG4');
    const rollback = patchStatus(queryClient, 'AeZk9XaQ1bC2dE3fG4', (s) => favouritePatch(s, false));
    expect(queryClient.getQueryData<Status>(key)).toMatchObject({ favorited: false, fave_num: 6 });
    rollback();
    expect(queryClient.getQueryData<Status>(key)).toMatchObject({ favorited: true, fave_num: 7 });
    expect(patchStatus(queryClient, 'missing', { pinned: true })).toBeInstanceOf(Function);
  });

  test('reaction toggling', () => {
    const s = akkomaStatus();
    // own reaction removed: count goes down, and a reaction nobody has any more disappears
    expect(toggleReactionPatch(s, '👍').emoji_reactions?.[0]).toEqual({ name: '👍', url: null, count: 1, me: false });
    const alone = { ...s, emoji_reactions: [{ name: '👍', url: null, count: 1, me: true }] };
    expect(toggleReactionPatch(alone, '👍').emoji_reactions).toEqual([]);
    expect(toggleReactionPatch(s, 'blobcat').emoji_reactions?.[1]).toMatchObject({ count: 2, me: true });
    expect(toggleReactionPatch(s, '🎉').emoji_reactions?.[2]).toEqual({ name: '🎉', url: null, count: 1, me: true });
  });
});
