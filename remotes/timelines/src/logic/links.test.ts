import { hashtagOf, remoteInteractionLink, userPath } from './links';

describe('links', () => {
  it('reads hashtags from the tag attribute or tag(s)/{name} URLs', () => {
    expect(hashtagOf('https://s/whatever', 'cats')).toBe('cats');
    expect(hashtagOf('https://s/tag/dogs')).toBe('dogs');
    expect(hashtagOf('https://other.example/tags/birds/')).toBe('birds');
    expect(hashtagOf('https://s/users/bob')).toBeNull();
  });
  it('routes users by name locally and by id for remote or restricted names', () => {
    expect(userPath({ id: '1', acct: 'bob' })).toBe('/bob');
    expect(userPath({ id: '2', acct: 'bob@remote.example' })).toBe('/users/2');
    expect(userPath({ id: '3', acct: 'about' }, ['about'])).toBe('/users/3');
  });
  it('builds remote interaction links', () => {
    expect(remoteInteractionLink('https://s.example/', { statusId: 'A1' })).toBe(
      'https://s.example/main/ostatus?status_id=A1',
    );
    expect(remoteInteractionLink('https://s.example', { nickname: 'bob' })).toBe(
      'https://s.example/main/ostatus?nickname=bob',
    );
  });
});
