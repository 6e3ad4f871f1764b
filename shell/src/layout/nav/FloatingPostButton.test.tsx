import { act, fireEvent, screen } from '@testing-library/react';
import { reloadPreferences, setPreferences } from '@fedi/shared';
import { renderShellPart } from '../../testing/renderShellPart';
import { FloatingPostButton } from './FloatingPostButton';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
  jest.useFakeTimers();
  Object.assign(window, { innerWidth: 375, innerHeight: 740 });
  scrollTo(0);
});
afterEach(() => jest.useRealTimers());

const button = () => screen.getByRole('button', { name: 'New post' });

it('opens the composer; visitors and desktop (without alwaysShowNewPostButton) get no button', () => {
  const { bus, unmount } = renderShellPart(<FloatingPostButton mobile />);
  const opened = jest.fn();
  bus.on('composer:open', opened);
  fireEvent.click(button());
  expect(opened).toHaveBeenCalledWith({});
  unmount();
  renderShellPart(<FloatingPostButton mobile />, { userId: null });
  expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
});

it('shows on desktop only with alwaysShowNewPostButton', () => {
  const { unmount } = renderShellPart(<FloatingPostButton mobile={false} />);
  expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
  unmount();
  setPreferences({ alwaysShowNewPostButton: true });
  renderShellPart(<FloatingPostButton mobile={false} />);
  expect(button()).toBeVisible();
});

it('with autohideFloatingPostButton hides on scroll down and comes back on scroll up (100 ms throttle)', () => {
  setPreferences({ autohideFloatingPostButton: true });
  renderShellPart(<FloatingPostButton mobile />);
  act(() => scrollTo(400));
  expect(button()).toHaveClass('hidden-by-scroll');
  act(() => scrollTo(300));
  // Within 100 ms of the last check: the trailing check reads the position afterwards.
  expect(button()).toHaveClass('hidden-by-scroll');
  act(() => jest.advanceTimersByTime(100));
  expect(button()).not.toHaveClass('hidden-by-scroll');
});

it('stays put on scroll without autohideFloatingPostButton', () => {
  renderShellPart(<FloatingPostButton mobile />);
  act(() => scrollTo(400));
  act(() => jest.advanceTimersByTime(200));
  expect(button()).not.toHaveClass('hidden-by-scroll');
});

it('steps aside when the window is small enough for an on-screen keyboard', () => {
  renderShellPart(<FloatingPostButton mobile />);
  act(() => {
    Object.assign(window, { innerWidth: 375, innerHeight: 400 });
    fireEvent(window, new Event('resize'));
  });
  expect(button()).toHaveClass('hidden-by-scroll');
});

it('steps aside in a chat conversation, whose message box has its own send (issue 28 #19)', () => {
  const { unmount } = renderShellPart(<FloatingPostButton mobile />, { path: '/users/alice/chats/B' });
  expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
  unmount();
  renderShellPart(<FloatingPostButton mobile />, { path: '/users/alice/chats' });
  expect(button()).toBeVisible();
});
