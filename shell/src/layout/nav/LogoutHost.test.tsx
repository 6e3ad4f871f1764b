import { act, screen } from '@testing-library/react';
import { reloadPreferences, setPreferences } from '@fedi/shared';
import { renderShellPart } from '../../testing/renderShellPart';
import { LogoutHost } from './LogoutHost';

afterEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

function renderHost() {
  const signOut = jest.fn(async () => undefined);
  const { bus } = renderShellPart(<LogoutHost />, { path: '/main/all', signOut });
  return { bus, signOut };
}

it('session:logout signs out (no confirm by default)', () => {
  const { bus, signOut } = renderHost();
  act(() => {
    bus.emit('session:logout');
  });
  expect(signOut).toHaveBeenCalled();
});

it('session:logout asks first when modalOnLogout is set; confirm false (account deleted or disabled) does not', async () => {
  setPreferences({ modalOnLogout: true });
  const { bus, signOut } = renderHost();
  act(() => {
    bus.emit('session:logout');
  });
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  expect(signOut).not.toHaveBeenCalled();
  act(() => {
    bus.emit('session:logout', { confirm: false });
  });
  expect(signOut).toHaveBeenCalled();
});
