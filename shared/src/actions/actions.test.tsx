import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client';
import { ApiError, NetworkError } from '../api/errors';
import { ApiClientProvider } from '../cache/apiClientContext';
import { configureEntityCache } from '../cache/configure';
import { importAccount, importStatus } from '../cache/importer';
import { entityKeys, timelineKey } from '../cache/keys';
import type { Relationship } from '../models/relationship';
import { statusFromUnknown, type Status } from '../models/status';
import type { User } from '../models/user';
import { fetchRouter, type FetchAnswer, type FetchCall } from '../../testing/fetchRouter';
import { copy, fixtures } from '../test-helpers/fixtures';
import { accountKeys } from '../queries/accounts';
import { performAction } from './actions';
import { useFollowActions, useStatusActions } from './hooks';
import { actionErrorMessage } from './optimistic';

// The shell's i18n instance: a failure without a server message is shown in its translated errorText.
beforeAll(async () => {
  if (!i18next.isInitialized)
    await i18next.init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

const SNAC_ID = '17176543210123456';
const AKKOMA_ID = 'AeZk9XaQ1bC2dE3fG4';

/** A fetch whose answers the test releases one by one. */
function controlledFetch() {
  const waiting: Array<{ call: FetchCall; resolve: (reply: FetchAnswer) => void }> = [];
  const fake = fetchRouter((call) => new Promise<FetchAnswer>((resolve) => waiting.push({ call, resolve })));
  return {
    ...fake,
    waiting,
    async answer(reply: FetchAnswer) {
      const next = waiting.shift();
      if (!next) throw new Error('no request waiting');
      next.resolve(reply);
    },
  };
}

function setup() {
  const queryClient = new QueryClient();
  configureEntityCache(queryClient);
  const fetch = controlledFetch();
  const client = createApiClient({ baseUrl: 'https://s.example', fetch: fetch.fetch, getToken: () => 'tok' });
  importStatus(queryClient, statusFromUnknown(snacStatus())!);
  importStatus(queryClient, statusFromUnknown(copy(fixtures.akkoma.status))!);
  const status = (id = SNAC_ID) => queryClient.getQueryData<Status>(entityKeys.status(id))!;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, client, fetch, status, wrapper };
}

/** The snac fixture with the fields these tests count on pinned (the fixture itself may be re-captured). */
const snacStatus = (changes: Record<string, unknown> = {}) => ({
  ...copy(fixtures.snac.status),
  favourited: false,
  favourites_count: 2,
  reblogged: false,
  reblogs_count: 0,
  bookmarked: false,
  reactions: [],
  emoji_reactions: [],
  ...changes,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('optimistic actions (performAction)', () => {
  test('favourite: applied at once, then confirmed with the server answer', async () => {
    const { queryClient, client, fetch, status } = setup();
    expect(status()).toMatchObject({ favourited: false, favourites_count: 2 });
    const done = performAction(queryClient, client, { type: 'favourite', statusId: SNAC_ID, on: true });
    expect(status()).toMatchObject({ favourited: true, favourites_count: 3 });
    await flush();
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST https://s.example/api/v1/statuses/${SNAC_ID}/favourite`,
    ]);
    await fetch.answer({ body: snacStatus({ favourited: true, favourites_count: 9 }) });
    await done;
    // the server's count wins over the local guess
    expect(status()).toMatchObject({ favourited: true, favourites_count: 9 });
    queryClient.clear();
  });

  test('favourite: a 500 rolls back and exposes the server message', async () => {
    const { queryClient, client, fetch, status } = setup();
    const before = status();
    const done = performAction(queryClient, client, { type: 'favourite', statusId: SNAC_ID, on: true });
    expect(status().favourited).toBe(true);
    await flush();
    await fetch.answer({ status: 500, body: { error: 'Something broke on our side' } });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(actionErrorMessage(error)).toBe('Something broke on our side');
    expect(status()).toEqual(before);
    queryClient.clear();
  });

  test('a 500 without a body falls back to the status description', () => {
    expect(actionErrorMessage(new ApiError(500, null))).toBe('Internal Server Error');
  });

  test('without a server message an action failure shows errorText', () => {
    expect(
      actionErrorMessage(new ApiError(422, { error: 'You have already pinned the maximum number of statuses' })),
    ).toBe('You have already pinned the maximum number of statuses');
    expect(actionErrorMessage(new NetworkError('Failed to fetch'))).toBe('Failed to connect to server, try again');
    expect(actionErrorMessage(new TypeError('x is undefined'))).toBe('An error occured');
  });

  test('repeat: the reblog answer (a wrapper) updates the repeated status', async () => {
    const { queryClient, client, fetch, status } = setup();
    const done = performAction(queryClient, client, { type: 'repeat', statusId: SNAC_ID, on: true });
    expect(status()).toMatchObject({ reblogged: true, reblogs_count: 1 });
    await flush();
    const original = snacStatus({ reblogged: true, reblogs_count: 4 });
    await fetch.answer({ body: snacStatus({ id: 'wrapper1', reblog: original }) });
    await done;
    expect(status()).toMatchObject({ reblogged: true, reblogs_count: 4 });
    queryClient.clear();
  });

  test('bookmark off rolls back on a network-level failure', async () => {
    const { queryClient, client, fetch, status } = setup();
    expect(status(AKKOMA_ID).bookmarked).toBe(true);
    const done = performAction(queryClient, client, { type: 'bookmark', statusId: AKKOMA_ID, on: false });
    expect(status(AKKOMA_ID).bookmarked).toBe(false);
    await flush();
    await fetch.answer({ status: 422, body: { error: 'Validation failed' } });
    await expect(done).rejects.toThrow('Validation failed');
    expect(status(AKKOMA_ID).bookmarked).toBe(true);
    queryClient.clear();
  });

  test('reactions: snac endpoints, and pleroma DELETE when the reaction is already mine', async () => {
    const { queryClient, client, fetch, status } = setup();
    const snac = performAction(queryClient, client, {
      type: 'reaction',
      statusId: SNAC_ID,
      emoji: '🔥',
      on: true,
      api: 'snac',
    });
    expect(status().emoji_reactions).toEqual([{ name: '🔥', url: null, count: 1, me: true }]);
    await flush();
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: `https://s.example/api/v1/statuses/${SNAC_ID}/react/${encodeURIComponent('🔥')}`,
    });
    await fetch.answer({ status: 500, body: { error: 'no reactions here' } });
    await expect(snac).rejects.toThrow('no reactions here');
    expect(status().emoji_reactions).toEqual([]);

    const pleroma = performAction(queryClient, client, {
      type: 'reaction',
      statusId: AKKOMA_ID,
      emoji: '👍',
      on: false,
      api: 'pleroma',
    });
    expect(status(AKKOMA_ID).emoji_reactions.find((r) => r.name === '👍')).toMatchObject({ count: 1, me: false });
    await flush();
    expect(fetch.calls[1]).toMatchObject({
      method: 'DELETE',
      url: `https://s.example/api/v1/pleroma/statuses/${AKKOMA_ID}/reactions/${encodeURIComponent('👍')}`,
    });
    await fetch.answer({ body: copy(fixtures.akkoma.status) });
    await pleroma;
    queryClient.clear();
  });

  test('delete marks the status deleted locally, and undoes it on failure', async () => {
    const { queryClient, client, fetch, status } = setup();
    const ok = performAction(queryClient, client, { type: 'delete', statusId: SNAC_ID });
    expect(status().deleted).toBe(true);
    await flush();
    expect(fetch.calls[0]?.method).toBe('DELETE');
    await fetch.answer({ body: {} });
    await ok;
    expect(status().deleted).toBe(true);

    const failing = performAction(queryClient, client, { type: 'delete', statusId: AKKOMA_ID });
    expect(status(AKKOMA_ID).deleted).toBe(true);
    await flush();
    await fetch.answer({ status: 403, body: { error: 'Not allowed' } });
    await expect(failing).rejects.toThrow('Not allowed');
    expect(status(AKKOMA_ID).deleted).toBeFalsy();
    queryClient.clear();
  });

  test('poll vote: counted locally, then replaced by the server poll', async () => {
    const { queryClient, client, fetch, status } = setup();
    const poll = status(AKKOMA_ID).poll!;
    const done = performAction(queryClient, client, {
      type: 'vote',
      statusId: AKKOMA_ID,
      pollId: poll.id,
      choices: [0],
    });
    expect(status(AKKOMA_ID).poll).toMatchObject({ voted: true, own_votes: [0], votes_count: 11, voters_count: 7 });
    expect(status(AKKOMA_ID).poll?.options[0]?.votes_count).toBe(7);
    await flush();
    expect(fetch.calls[0]).toMatchObject({ method: 'POST', url: 'https://s.example/api/v1/polls/55/votes' });
    const serverPoll = { ...copy(fixtures.akkoma.status).poll, votes_count: 20, own_votes: [0] };
    await fetch.answer({ body: serverPoll });
    await done;
    expect(status(AKKOMA_ID).poll).toMatchObject({ votes_count: 20, own_votes: [0] });
    queryClient.clear();
  });

  test('two quick toggles: the first answer does not undo the second change; a failure only reverts its own fields', async () => {
    const { queryClient, client, fetch, status } = setup();
    const first = performAction(queryClient, client, { type: 'favourite', statusId: SNAC_ID, on: true });
    const second = performAction(queryClient, client, { type: 'favourite', statusId: SNAC_ID, on: false });
    expect(status().favourited).toBe(false);
    await flush();
    await fetch.answer({ body: snacStatus({ favourited: true, favourites_count: 3 }) });
    await first;
    expect(status().favourited).toBe(false);
    await fetch.answer({ status: 500, body: { error: 'boom' } });
    await expect(second).rejects.toThrow('boom');
    // the rollback of the second puts back what it replaced (favourited, as set by the first)
    expect(status().favourited).toBe(true);
    queryClient.clear();
  });
});

describe('action hooks', () => {
  test('useStatusActions: toggle from the cache, error banner text on failure, dismiss', async () => {
    const { queryClient, fetch, status, wrapper } = setup();
    const { result } = renderHook(
      () =>
        useStatusActions(SNAC_ID, {
          capabilities: { reactions: { supported: true, api: 'snac', customEmoji: false } },
        }),
      { wrapper },
    );
    act(() => result.current.favourite());
    expect(status().favourited).toBe(true);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ status: 500, body: { error: 'Database unavailable' } }));
    await waitFor(() => expect(result.current.error).toBe('Database unavailable'));
    expect(status()).toMatchObject({ favourited: false, favourites_count: 2 });
    act(() => result.current.dismissError());
    expect(result.current.error).toBeNull();

    act(() => result.current.react('blobcat', 'https://e/blobcat.png'));
    expect(status().emoji_reactions).toEqual([{ name: 'blobcat', url: 'https://e/blobcat.png', count: 1, me: true }]);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    expect(fetch.waiting[0]?.call.url).toBe(`https://s.example/api/v1/statuses/${SNAC_ID}/react/blobcat`);
    await act(() => fetch.answer({ body: snacStatus({ reactions: [{ name: 'blobcat', count: 1, me: true }] }) }));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.error).toBeNull();
    queryClient.clear();
  });

  test('useStatusActions without a reactions API refuses to react', () => {
    const { queryClient, fetch, wrapper } = setup();
    const { result } = renderHook(() => useStatusActions(SNAC_ID), { wrapper });
    act(() => result.current.react('👍'));
    expect(result.current.error).toMatch(/not supported/);
    expect(fetch.calls).toHaveLength(0);
    queryClient.clear();
  });

  test('useFollowActions: locked accounts show requested; a failed unfollow restores following', async () => {
    const { queryClient, fetch, wrapper } = setup();
    const account = queryClient.getQueryData<User>(entityKeys.account('7c9e6679a7a6b0f6'))!;
    importAccount(queryClient, { ...account, locked: true });
    const relationship = () => queryClient.getQueryData<Relationship>(entityKeys.relationship(account.id));
    const { result } = renderHook(() => useFollowActions(account.id), { wrapper });
    act(() => void result.current.follow());
    expect(relationship()).toMatchObject({ requested: true });
    expect(queryClient.getQueryData<User>(entityKeys.account(account.id))?.relationship?.requested).toBe(true);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ body: { id: account.id, following: true, requested: false } }));
    await waitFor(() => expect(relationship()).toMatchObject({ following: true, requested: false }));

    act(() => void result.current.unfollow());
    expect(relationship()?.following).toBe(false);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    expect(fetch.waiting[0]?.call.url).toBe(`https://s.example/api/v1/accounts/${account.id}/unfollow`);
    await act(() => fetch.answer({ status: 500, body: { error: 'Try again later' } }));
    await waitFor(() => expect(result.current.error).toBe('Try again later'));
    expect(relationship()?.following).toBe(true);
    queryClient.clear();
  });

  test('useFollowActions: the follower count moves with unfollow and follow again, back on failure; a followed account leaves who to follow (issue 28 #21)', async () => {
    const { queryClient, fetch, wrapper } = setup();
    const cached = queryClient.getQueryData<User>(entityKeys.account('7c9e6679a7a6b0f6'))!;
    importAccount(queryClient, { ...cached, locked: false, followers_count: 9 });
    queryClient.setQueryData<Relationship>(entityKeys.relationship(cached.id), {
      id: cached.id,
      following: true,
    } as Relationship);
    queryClient.setQueryData(accountKeys.suggestions('https://s.example'), [cached]);
    const count = () => queryClient.getQueryData<User>(entityKeys.account(cached.id))?.followers_count;
    const { result } = renderHook(() => useFollowActions(cached.id), { wrapper });

    act(() => void result.current.unfollow());
    expect(count()).toBe(8);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ body: { id: cached.id, following: false, requested: false } }));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(count()).toBe(8);

    act(() => void result.current.follow());
    expect(count()).toBe(9);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ body: { id: cached.id, following: true, requested: false } }));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(count()).toBe(9);
    expect(queryClient.getQueryData(accountKeys.suggestions('https://s.example'))).toEqual([]);

    act(() => void result.current.unfollow());
    expect(count()).toBe(8);
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ status: 500, body: { error: 'Try again later' } }));
    await waitFor(() => expect(result.current.error).toBe('Try again later'));
    expect(count()).toBe(9);
    queryClient.clear();
  });

  test('useFollowActions: re-checks an unsettled follow, drops the friends timeline on unfollow, hands the failure to onError', async () => {
    const { queryClient, fetch, wrapper } = setup();
    const account = queryClient.getQueryData<User>(entityKeys.account('7c9e6679a7a6b0f6'))!;
    const relationship = () => queryClient.getQueryData<Relationship>(entityKeys.relationship(account.id));
    queryClient.setQueryData(timelineKey('friends'), { ids: ['1'] });
    const failures: unknown[] = [];
    const { result } = renderHook(
      () => useFollowActions(account.id, { onError: (failure) => failures.push(failure) }),
      { wrapper },
    );
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.follow({ locked: true });
    });
    expect(relationship()).toMatchObject({ requested: true });
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    // the follow's answer does not show the request yet: the relationship is asked again (500 ms later)
    await act(() => fetch.answer({ body: { id: account.id, following: false, requested: false } }));
    await waitFor(() => expect(fetch.waiting).toHaveLength(1), { timeout: 2000 });
    expect(fetch.waiting[0]?.call.url).toBe(`https://s.example/api/v1/accounts/relationships?id%5B%5D=${account.id}`);
    expect(result.current.pending).toBe(true);
    await act(() => fetch.answer({ body: [{ id: account.id, following: false, requested: true }] }));
    await act(() => done);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(relationship()).toMatchObject({ following: false, requested: true });

    act(() => {
      done = result.current.unfollow();
    });
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ body: { id: account.id, following: false, requested: false } }));
    await act(() => done);
    expect(queryClient.getQueryState(timelineKey('friends'))?.isInvalidated).toBe(true);

    act(() => {
      done = result.current.follow();
    });
    await waitFor(() => expect(fetch.waiting).toHaveLength(1));
    await act(() => fetch.answer({ status: 403, body: { error: 'Forbidden' } }));
    await act(() => done);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(ApiError);
    expect(relationship()).toMatchObject({ following: false, requested: false });
    queryClient.clear();
  });
});
