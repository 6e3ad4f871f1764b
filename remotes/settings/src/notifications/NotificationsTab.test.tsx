import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences } from '@fedi/shared';
import { ownAccount, renderModal } from '../testing/harness';

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
