import { hiddenAfterScroll, keyboardLikelyOpen, postButtonShown } from './postButtonVisibility';

describe('floating post button', () => {
  it('shows for signed-in users on mobile, or everywhere with alwaysShowNewPostButton', () => {
    expect(postButtonShown({ signedIn: true, mobile: true, alwaysShow: false })).toBe(true);
    expect(postButtonShown({ signedIn: true, mobile: false, alwaysShow: false })).toBe(false);
    expect(postButtonShown({ signedIn: true, mobile: false, alwaysShow: true })).toBe(true);
    expect(postButtonShown({ signedIn: false, mobile: true, alwaysShow: true })).toBe(false);
  });
  it('hides on scroll down and shows on scroll up', () => {
    expect(hiddenAfterScroll(0, 120, false)).toBe(true);
    expect(hiddenAfterScroll(120, 60, true)).toBe(false);
    expect(hiddenAfterScroll(60, 60, true)).toBe(true);
    expect(hiddenAfterScroll(60, 60, false)).toBe(false);
  });
  it('steps aside when the on-screen keyboard is likely open (spec §9 sizes)', () => {
    expect(keyboardLikelyOpen(320, 300)).toBe(true);
    expect(keyboardLikelyOpen(320, 345)).toBe(false);
    expect(keyboardLikelyOpen(375, 500)).toBe(true);
    expect(keyboardLikelyOpen(375, 560)).toBe(false);
    expect(keyboardLikelyOpen(450, 300)).toBe(false);
  });
});

it('is not shown over a chat conversation (its message box has its own send)', () => {
  expect(postButtonShown({ signedIn: true, mobile: true, alwaysShow: true, inChat: true })).toBe(false);
  expect(postButtonShown({ signedIn: true, mobile: true, alwaysShow: false, inChat: false })).toBe(true);
});
