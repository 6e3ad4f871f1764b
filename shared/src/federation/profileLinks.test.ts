import { getRestrictedNicknames, profilePath, setRestrictedNicknames } from './profileLinks';

afterEach(() => setRestrictedNicknames([]));

describe('profile links (spec §2)', () => {
  it('uses /{name} for a local handle and /users/{id} for a remote one', () => {
    expect(profilePath({ id: '7', screen_name: 'alice' })).toBe('/alice');
    expect(profilePath({ id: '9', screen_name: 'bob@remote.example' })).toBe('/users/9');
    expect(profilePath({ id: '10', screen_name: '' })).toBe('/users/10');
  });
  it('uses /users/{id} for a restricted nickname, whatever its case, once the shell has set them', () => {
    expect(profilePath({ id: '3', screen_name: 'about' })).toBe('/about');
    setRestrictedNicknames(['About', 'main']);
    expect(getRestrictedNicknames()).toEqual(['about', 'main']);
    expect(profilePath({ id: '3', screen_name: 'about' })).toBe('/users/3');
    expect(profilePath({ id: '4', screen_name: 'Main' })).toBe('/users/4');
    expect(profilePath({ id: '3', screen_name: 'about' }, [])).toBe('/about');
  });
});
