import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPreferences, reloadPreferences } from '@fedi/shared';
import { ownAccount, renderModal, snac } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const settingsAccount = () =>
  ownAccount({
    pleroma: {
      ...(ownAccount().pleroma as object),
      notification_settings: { block_from_strangers: false, hide_notification_contents: true },
    },
  });

it('saves a server notification setting, and restores it with the reason when the save fails', async () => {
  let fail = false;
  const { fetch } = renderModal({
    tab: 'notifications',
    routes: {
      'GET /api/v1/accounts/verify_credentials': { body: settingsAccount() },
      'PUT /api/pleroma/notification_settings': () => (fail ? { status: 500, body: 'x' } : { body: {} }),
    },
  });
  const strangers = await screen.findByRole('checkbox', { name: 'Block notifications from people I do not follow' });
  expect(strangers).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Hide the contents of push notifications' })).toBeChecked();
  await userEvent.click(strangers);
  await screen.findByText('Settings saved');
  expect(strangers).toBeChecked();
  expect(
    fetch.calls
      .find((call) => call.key === 'PUT /api/pleroma/notification_settings')
      ?.query.get('block_from_strangers'),
  ).toBe('true');
  fail = true;
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await userEvent.click(strangers);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error saving settings: Internal Server Error');
  expect(strangers).toBeChecked();
  errorSpy.mockRestore();
});

it('chooses which notifications are pushed (a preference the shell subscribes with); snac has no web push', async () => {
  const { unmount } = renderModal({ tab: 'notifications' });
  const group = await screen.findByRole('group', { name: 'Pushed to this browser' });
  expect(group).toHaveAccessibleDescription(/Used once desktop notifications are on/);
  const favourites = within(group).getByRole('checkbox', { name: 'Favourites' });
  expect(favourites).toBeChecked();
  await userEvent.click(favourites);
  expect(favourites).not.toBeChecked();
  expect(getPreferences().webPushAlerts).toEqual({
    mention: true,
    favourite: false,
    reblog: true,
    follow: true,
    move: true,
  });
  unmount();
  renderModal({ tab: 'notifications', capabilities: snac() });
  await screen.findByRole('checkbox', { name: 'Desktop notifications' });
  expect(screen.queryByRole('group', { name: 'Pushed to this browser' })).not.toBeInTheDocument();
});
