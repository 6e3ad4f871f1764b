import { getRestrictedNicknames, profilePath, setRestrictedNicknames } from './profileLinks';

afterEach(() => setRestrictedNicknames([]));

describe('profile links (spec §2)', () => {
  it('uses /{name} for a local handle and /users/{id} for a remote one', () => {
    expect(profilePath({ id: '7', acct: 'alice' })).toBe('/alice');
    expect(profilePath({ id: '9', acct: 'bob@remote.example' })).toBe('/users/9');
    expect(profilePath({ id: '10', acct: '' })).toBe('/users/10');
  });
  it('uses /users/{id} for a restricted nickname, whatever its case, once the shell has set them', () => {
    expect(profilePath({ id: '3', acct: 'about' })).toBe('/about');
    setRestrictedNicknames(['About', 'main']);
    expect(getRestrictedNicknames()).toEqual(['about', 'main']);
    expect(profilePath({ id: '3', acct: 'about' })).toBe('/users/3');
    expect(profilePath({ id: '4', acct: 'Main' })).toBe('/users/4');
    expect(profilePath({ id: '3', acct: 'about' }, [])).toBe('/about');
  });
});
