import { QueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient } from '@fedi/shared';
import { fetchRouter } from '../../../../shared/testing/fetchRouter';
import { outboxFor, type ChatSession } from './chatSession';
import { readDraft, writeDraft } from './drafts';

const BASE = 'https://server.test';

function sessionAnswering(status: number): ChatSession {
  const { fetch } = fetchRouter(() => ({ status, body: { error: 'The access token is invalid' } }));
  return {
    client: createApiClient({ baseUrl: BASE, getToken: () => 'T1', fetch }),
    queryClient: new QueryClient(),
    userId: 'alice',
    baseUrl: BASE,
  };
}

afterEach(() => localStorage.clear());

describe('a chat message the server refuses with a 401 (the session ended)', () => {
  it('goes back into the chat draft, before what is typed there now, so signing in again finds it', async () => {
    const s = sessionAnswering(401);
    writeDraft(BASE, 'alice', 'c1', 'typed after');
    const { done } = outboxFor(s).send('c1', 'alice', 'the unsent message');
    await done;
    expect(outboxFor(s).messages('c1')).toEqual([
      expect.objectContaining({ state: 'failed', error: expect.any(ApiError) }),
    ]);
    expect(readDraft(BASE, 'alice', 'c1')).toBe('the unsent message\ntyped after');
  });

  it('other failures leave the draft alone (the failed message stays in the outbox with Retry)', async () => {
    const s = sessionAnswering(500);
    const { done } = outboxFor(s).send('c1', 'alice', 'a message');
    await done;
    expect(outboxFor(s).messages('c1')).toEqual([expect.objectContaining({ state: 'failed' })]);
    expect(readDraft(BASE, 'alice', 'c1')).toBe('');
  });
});
