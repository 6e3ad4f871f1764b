import { leavingPage } from './leavingPage';

describe('leavingPage', () => {
  it('is false while the address shows the rendered page (also percent-encoded), true once it moved on', () => {
    window.history.pushState(null, '', '/main/friends');
    expect(leavingPage('/main/friends')).toBe(false);
    window.history.pushState(null, '', '/users/J%C3%BCrgen/interactions');
    expect(leavingPage('/users/Jürgen/interactions')).toBe(false);
    expect(leavingPage('/users/J%C3%BCrgen/interactions')).toBe(false);
    window.history.pushState(null, '', '/main/public');
    expect(leavingPage('/main/friends')).toBe(true);
  });
});
