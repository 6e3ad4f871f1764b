/** Spec §9: the mobile post button reacts to scrolling at most every 100 ms. */
export const POST_BUTTON_SCROLL_THROTTLE_MS = 100;

/**
 * Spec §9: a small window most likely means the on-screen keyboard is open, and the button would
 * cover what is typed: under 350 px wide when under 345 px tall, or under 450 px wide when under 560 px tall.
 */
export function keyboardLikelyOpen(width: number, height: number): boolean {
  if (width < 350) return height < 345;
  if (width < 450) return height < 560;
  return false;
}

/**
 * Where the floating new-post button shows at all: signed in, and on mobile unless alwaysShowNewPostButton;
 * never over a chat conversation, whose message box at the bottom has its own send button.
 */
export function postButtonShown({
  signedIn,
  mobile,
  alwaysShow,
  inChat = false,
}: {
  signedIn: boolean;
  mobile: boolean;
  alwaysShow: boolean;
  inChat?: boolean;
}): boolean {
  return signedIn && !inChat && (mobile || alwaysShow);
}

/** Auto-hide (autohideFloatingPostButton): scrolling down hides the button, scrolling up shows it again. */
export function hiddenAfterScroll(previousY: number, currentY: number, wasHidden: boolean): boolean {
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
