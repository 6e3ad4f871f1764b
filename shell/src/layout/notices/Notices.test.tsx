import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShellPart } from '../../testing/renderShellPart';
import { Notices } from './Notices';

afterEach(() => jest.useRealTimers());

it('shows each level with its role; a timeout counts from the notice’s own start; no timeout stays', () => {
  jest.useFakeTimers();
  const { bus } = renderShellPart(<Notices />);
  act(() => bus.emit('notice:show', { level: 'error', messageKey: 'errors.storage_unavailable', timeout: 5000 }));
  expect(screen.getByRole('alert')).toHaveClass('notice-error');
  act(() => jest.advanceTimersByTime(3000));
  act(() => bus.emit('notice:show', { level: 'success', messageKey: 'notice.dismiss', timeout: 2000 }));
  act(() => bus.emit('notice:show', { level: 'warning', messageKey: 'login.hint' }));
  expect(screen.getAllByRole('status').map((n) => n.className)).toEqual([
    'notice notice-success',
    'notice notice-warning',
  ]);
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getAllByRole('status')).toHaveLength(1);
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole('status')).toHaveTextContent('Log in to join the discussion');
});

it('is dismissible', async () => {
  const { bus } = renderShellPart(<Notices />);
  act(() => bus.emit('notice:show', { level: 'info', messageKey: 'login.hint' }));
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('status')).toBeNull();
});

it('words the realtime notices the data layer sends (spec §8)', () => {
  const { bus } = renderShellPart(<Notices />);
  act(() =>
    bus.emit('notice:show', {
      level: 'error',
      messageKey: 'timeline.socket_broke',
      messageArgs: { code: 1006 },
      timeout: 5000,
    }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Realtime connection lost: CloseEvent code 1006');
  act(() => bus.emit('notice:show', { level: 'success', messageKey: 'timeline.socket_reconnected', timeout: 5000 }));
  expect(screen.getByRole('status')).toHaveTextContent('Realtime connection established');
});

describe('offline', () => {
  const setOnline = (online: boolean) => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  afterEach(() => jest.restoreAllMocks());

  it('going offline shows one notice; the outage’s errors are not added; it goes when the connection is back', () => {
    const { bus } = renderShellPart(<Notices />);
    act(() =>
      bus.emit('notice:show', { level: 'error', messageKey: 'timeline.socket_broke', messageArgs: { code: 1006 } }),
    );
    setOnline(false);
    setOnline(false);
    act(() =>
      bus.emit('notice:show', { level: 'error', messageKey: 'notifications.fetch_error', messageArgs: { error: 'x' } }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Updates are paused until the connection is back.',
    );
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
    // Online again, errors show as before.
    act(() =>
      bus.emit('notice:show', { level: 'error', messageKey: 'timeline.socket_broke', messageArgs: { code: 1006 } }),
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
