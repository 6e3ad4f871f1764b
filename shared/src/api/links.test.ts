import { fetchRouter } from '../../testing/fetchRouter';
import { createApiClient } from './client';
import { parseLinkHeader } from './links';

describe('Link header paging', () => {
  test('flake ids stay strings exactly', () => {
    const links = parseLinkHeader(
      '<https://a.example/api/v1/timelines/home?max_id=AeZk9XaQ1bC2dE3fG4&limit=20>; rel="next", <https://a.example/api/v1/timelines/home?min_id=AfZzz0000000000001>; rel="prev"',
    );
    expect(links.next?.maxId).toBe('AeZk9XaQ1bC2dE3fG4');
    expect(links.prev?.minId).toBe('AfZzz0000000000001');
  });

  test('big numeric ids are not rounded', () => {
    const links = parseLinkHeader(
      '<https://m.example/api/v1/notifications?max_id=9007199254740993>; rel="next", <https://m.example/api/v1/notifications?since_id=9007199254740995>; rel="prev"',
    );
    expect(links.next?.maxId).toBe('9007199254740993');
    expect(links.prev?.minId).toBe('9007199254740995');
  });

  test('no header, junk and unknown rels', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('garbage')).toEqual({});
    expect(parseLinkHeader('<https://x/?max_id=1>; rel="last"')).toEqual({});
  });

  test('bookmarks page: numeric bookmark cursors, items in server order', async () => {
    const status = (id: string) => ({ id, account: { id: '1', acct: 'a', username: 'a' }, content: '' });
    const { fetch, calls } = fetchRouter(() => ({
      body: [status('AeB'), status('AeZ'), status('AeA')],
      headers: {
        Link: '<https://x.example/api/v1/bookmarks?max_id=31>; rel="next", <https://x.example/api/v1/bookmarks?min_id=35>; rel="prev"',
      },
    }));
    const client = createApiClient({ baseUrl: 'https://x.example', fetch, getToken: () => 'tok' });
    const page = await client.timelines.bookmarks({ max_id: '36' });
    expect(page.items.map((s) => s.id)).toEqual(['AeB', 'AeZ', 'AeA']);
    expect(page.next).toBe('31');
    expect(page.prev).toBe('35');
    expect(calls[0]?.url).toBe('https://x.example/api/v1/bookmarks?limit=20&max_id=36');
  });

  test('notifications page: numeric ids and cursors', async () => {
    const { fetch } = fetchRouter(() => ({
      body: [{ id: 34975861, type: 'follow', account: { id: '5', acct: 'e', username: 'e' } }],
      headers: { Link: '<https://x.example/api/v1/notifications?max_id=34975861>; rel="next"' },
    }));
    const client = createApiClient({ baseUrl: 'https://x.example', fetch });
    const page = await client.notifications.list();
    expect(page.items[0]?.id).toBe('34975861');
    expect(page.next).toBe('34975861');
    expect(page.prev).toBeUndefined();
  });
});
