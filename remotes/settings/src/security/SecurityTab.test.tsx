import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPreferences } from '@fedi/shared';
import { bodyEntries } from '../../../../shared/testing/fetchRouter';
import { renderModal, snac } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const MFA = '/api/pleroma/accounts/mfa';

it('two-factor: preset → scan (QR code and key) → verify → enabled with recovery codes shown once', async () => {
  let enabled = false;
  const { fetch } = renderModal({
    tab: 'security',
    routes: {
      [`GET ${MFA}`]: () => ({ body: { settings: { enabled, totp: enabled } } }),
      [`GET ${MFA}/setup/totp`]: {
        body: { key: 'ABCDEFGH', provisioning_uri: 'otpauth://totp/dev:alice?secret=ABCDEFGH' },
      },
      [`POST ${MFA}/confirm/totp`]: (call) => {
        const form = Object.fromEntries(bodyEntries(call.form ?? call.body));
        if (form.code !== '123456') return { status: 422, body: { error: 'Invalid code' } };
        enabled = true;
        return { body: {} };
      },
      [`GET ${MFA}/backup_codes`]: { body: { codes: ['aaa111', 'bbb222'] } },
    },
  });
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  await within(section).findByText('Two-factor sign-in is off.');
  await userEvent.click(within(section).getByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(within(section).getByText('ABCDEFGH')).toBeInTheDocument();
  await userEvent.type(within(section).getByLabelText('Code from the app'), '000000');
  await userEvent.type(within(section).getByLabelText('Current password'), 'password');
  await userEvent.click(within(section).getByRole('button', { name: 'Verify and turn on' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Invalid code');
  expect(within(section).getByLabelText('Code from the app')).toHaveValue('');
  await userEvent.type(within(section).getByLabelText('Code from the app'), '123456');
  await userEvent.click(within(section).getByRole('button', { name: 'Verify and turn on' }));
  const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['aaa111', 'bbb222']);
  await userEvent.click(within(section).getByRole('button', { name: 'I saved them' }));
  expect(await within(section).findByText('Two-factor sign-in is on.')).toBeInTheDocument();
  expect(within(section).queryByText('aaa111')).not.toBeInTheDocument();
  const confirmCall = fetch.calls.filter((call) => call.key === `POST ${MFA}/confirm/totp`)[1]!;
  expect(Object.fromEntries(bodyEntries(confirmCall.form ?? confirmCall.body))).toEqual({
    password: 'password',
    code: '123456',
  });
});

it('two-factor on: new recovery codes, and off with the password', async () => {
  let enabled = true;
  renderModal({
    tab: 'security',
    routes: {
      [`GET ${MFA}`]: () => ({ body: { settings: { enabled, totp: enabled } } }),
      [`GET ${MFA}/backup_codes`]: { body: { codes: ['ccc333'] } },
      [`DELETE ${MFA}/totp`]: () => {
        enabled = false;
        return { body: {} };
      },
    },
  });
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  await userEvent.click(await within(section).findByRole('button', { name: 'Generate new recovery codes' }));
  expect(await within(section).findByText('ccc333')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'I saved them' }));
  await userEvent.type(within(section).getByLabelText('Current password'), 'password');
  await userEvent.click(within(section).getByRole('button', { name: 'Turn two-factor sign-in off' }));
  expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
});

it('lists the OAuth tokens and revokes one', async () => {
  const { fetch } = renderModal({
    tab: 'security',
    routes: {
      'GET /api/oauth_tokens.json': {
        body: [
          { id: 1, app_name: 'Fedi web', valid_until: '2030-01-01T00:00:00Z' },
          { id: 2, app_name: 'Phone app', valid_until: '2030-01-01T00:00:00Z' },
        ],
      },
      'DELETE /api/oauth_tokens/2': { status: 201, body: {} },
    },
  });
  const section = await screen.findByRole('region', { name: 'Signed-in apps and sessions' });
  await userEvent.click(await within(section).findByRole('button', { name: 'Revoke Phone app (token 2)' }));
  await waitFor(() => expect(within(section).queryByText('Phone app')).not.toBeInTheDocument());
  expect(within(section).getByText('Fedi web')).toBeInTheDocument();
  expect(fetch.calls.some((call) => call.key === 'DELETE /api/oauth_tokens/2')).toBe(true);
});

it('a refused password change says why and keeps what was typed', async () => {
  renderModal({
    tab: 'security',
    routes: { 'POST /api/pleroma/change_password': { status: 403, body: { error: 'Invalid password.' } } },
  });
  const form = await screen.findByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
  await userEvent.type(within(form).getByLabelText('New password'), 'newsecret');
  await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'newsecret');
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'There was an issue changing your password. Invalid password.',
  );
  expect(within(form).getByLabelText('New password')).toHaveValue('newsecret');
});

it('a 200 answer carrying an error is a failure too (Pleroma)', async () => {
  renderModal({
    tab: 'security',
    routes: { 'POST /api/pleroma/change_email': { body: { error: 'Email has invalid format' } } },
  });
  const form = await screen.findByRole('form', { name: 'Change e-mail address' });
  await userEvent.type(within(form).getByLabelText('New e-mail address'), 'a@b');
  await userEvent.type(within(form).getByLabelText('Current password'), 'password');
  await userEvent.click(within(form).getByRole('button', { name: 'Change e-mail' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('There was an issue changing your email.');
});

it('snac has no security tab', () => {
  renderModal({ capabilities: snac() });
  expect(screen.queryByRole('tab', { name: 'Security' })).not.toBeInTheDocument();
});
