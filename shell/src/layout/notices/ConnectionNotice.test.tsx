import { act, screen } from '@testing-library/react';
import { renderShellPart } from '../../testing/renderShellPart';
import { ConnectionNotice } from './ConnectionNotice';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => setOnline(true));

it('says the app is offline while the browser has no network, and goes when it is back', () => {
  renderShellPart(<ConnectionNotice />);
  expect(screen.queryByRole('status')).toBeNull();
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent(
    'You are offline. What was saved stays readable; posts wait until you are back.',
  );
  setOnline(true);
  expect(screen.queryByRole('status')).toBeNull();
});
