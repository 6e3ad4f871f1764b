import { SANITIZE_CACHE_SIZE, sanitizeHtml } from './sanitize';
import { hashtagOf, remoteInteractionLink, userPath } from './logic/links';

describe('sanitizeHtml', () => {
  it('gives the same clean answer from its memo, also past the memo size', () => {
    const hostile = '<p>memo<img src="x" onerror="alert(1)"></p>';
    const first = sanitizeHtml(hostile);
    expect(sanitizeHtml(hostile)).toBe(first);
    for (let index = 0; index < SANITIZE_CACHE_SIZE + 10; index += 1) sanitizeHtml(`<b>${index}</b>`);
    expect(sanitizeHtml(hostile)).toBe(first);
    expect(first).not.toMatch(/onerror/);
  });
  it('removes scripts, handlers, javascript: links, styles, frames and svg', () => {
    const dirty =
      '<p onclick="x()">hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">a</a>' +
      '<iframe src="https://evil.test"></iframe><svg onload="alert(4)"></svg><span style="position:fixed">s</span><form><input></form></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg|style=|<form|<input/i);
    expect(clean).toContain('hi');
  });
  it('makes links open safely in a new window', () => {
    const clean = sanitizeHtml('<a href="https://example.org">x</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });
  it('keeps mention and hashtag classes and custom emoji images', () => {
    const clean = sanitizeHtml('<a class="mention" href="https://s/users/bob">@bob</a> <a class="hashtag" data-tag="art" href="https://s/tag/art">#art</a> <img class="emoji" src="https://s/e.png" alt=":e:">');
    expect(clean).toContain('class="mention"');
    expect(clean).toContain('data-tag="art"');
    expect(clean).toContain('<img');
  });
});

describe('links', () => {
  it('reads hashtags from the tag attribute or tag(s)/{name} URLs', () => {
    expect(hashtagOf('https://s/whatever', 'cats')).toBe('cats');
    expect(hashtagOf('https://s/tag/dogs')).toBe('dogs');
    expect(hashtagOf('https://other.example/tags/birds/')).toBe('birds');
    expect(hashtagOf('https://s/users/bob')).toBeNull();
  });
  it('routes users by name locally and by id for remote or restricted names', () => {
    expect(userPath({ id: '1', screen_name: 'bob' })).toBe('/bob');
    expect(userPath({ id: '2', screen_name: 'bob@remote.example' })).toBe('/users/2');
    expect(userPath({ id: '3', screen_name: 'about' }, ['about'])).toBe('/users/3');
  });
  it('builds remote interaction links', () => {
    expect(remoteInteractionLink('https://s.example/', { statusId: 'A1' })).toBe('https://s.example/main/ostatus?status_id=A1');
    expect(remoteInteractionLink('https://s.example', { nickname: 'bob' })).toBe('https://s.example/main/ostatus?nickname=bob');
  });
});
