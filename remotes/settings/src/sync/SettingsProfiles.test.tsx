import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPreferences, reloadPreferences } from '@fedi/shared';
import type { FetchCall } from '../../../../shared/testing/fetchRouter';
import { PROFILES_PATH, renderModal, snac } from '../testing/harness';
import { PUSH_DELAY_MS } from './settingsSync';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

// A change's send waits PUSH_DELAY_MS and outlives the modal (it must reach the server): let it land before the
// next test, whose fresh engine shares this browser's storage.
afterEach(() => new Promise((resolve) => setTimeout(resolve, PUSH_DELAY_MS + 100)));

/** Akkoma's frontend_settings over a map, as fetch routes. */
function profilesServer(initial: Record<string, { version: number; settings: Record<string, unknown> }>) {
  const profiles = new Map(Object.entries(initial));
  const one = (call: FetchCall) => decodeURIComponent(call.path.slice(PROFILES_PATH.length + 1));
  const routes = {
    [`GET ${PROFILES_PATH}`]: () => ({ body: [...profiles].map(([name, { version }]) => ({ name, version })) }),
  } as Record<string, (call: FetchCall) => { status?: number; body?: unknown }>;
  for (const name of ['default', 'work', 'phone']) {
    routes[`GET ${PROFILES_PATH}/${name}`] = (call) => {
      const stored = profiles.get(one(call));
      return stored ? { body: { name: one(call), ...stored } } : { status: 404, body: { error: 'Not found' } };
    };
    routes[`PUT ${PROFILES_PATH}/${name}`] = (call) => {
      const body = JSON.parse(String(call.body)) as { version: number; settings: Record<string, unknown> };
      profiles.set(one(call), body);
      return { body: { name: one(call), ...body } };
    };
    routes[`DELETE ${PROFILES_PATH}/${name}`] = (call) => {
      profiles.delete(one(call));
      return { body: { deleted: 'ok' } };
    };
  }
  return { profiles, routes };
}

it('opening the settings reads the server profile now: a newer copy is applied live', async () => {
  const { routes } = profilesServer({ default: { version: 4, settings: { hideNsfw: false } } });
  renderModal({ routes });
  const section = screen.getByRole('region', { name: 'Settings on the server' });
  expect(await within(section).findByText('Synchronized (version 4)')).toBeInTheDocument();
  expect(getPreferences().hideNsfw).toBe(false);
  expect(screen.getByRole('checkbox', { name: 'Hide sensitive media' })).not.toBeChecked();
  expect(within(section).getByRole('combobox', { name: 'Settings profile in use' })).toHaveValue('default');
});

it('a profile missing on the server is created from the settings here', async () => {
  const { routes, profiles } = profilesServer({});
  renderModal({ routes });
  const section = screen.getByRole('region', { name: 'Settings on the server' });
  expect(await within(section).findByText('Synchronized (version 1)')).toBeInTheDocument();
  expect(profiles.get('default')).toMatchObject({ version: 1, settings: { hideNsfw: true } });
});

it('a change made here is sent with the version bumped', async () => {
  const { routes, profiles } = profilesServer({ default: { version: 2, settings: {} } });
  const { fetch } = renderModal({ routes });
  const section = screen.getByRole('region', { name: 'Settings on the server' });
  await within(section).findByText('Synchronized (version 2)');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hide sensitive media' }));
  await waitFor(() => expect(fetch.calls.map((c) => c.key)).toContain(`PUT ${PROFILES_PATH}/default`), {
    timeout: 4000,
  });
  await waitFor(() => expect(section.textContent).toContain('Synchronized (version 3)'));
  expect(profiles.get('default')).toMatchObject({ version: 3, settings: { hideNsfw: false } });
});

it('creates, chooses and deletes profiles', async () => {
  const { routes, profiles } = profilesServer({
    default: { version: 1, settings: {} },
    work: { version: 3, settings: { maxThumbnails: 4 } },
  });
  renderModal({ routes });
  const section = screen.getByRole('region', { name: 'Settings on the server' });
  await within(section).findByText('Synchronized (version 1)');
  const select = within(section).getByRole('combobox', { name: 'Settings profile in use' });
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['default', 'work']),
  );

  await userEvent.selectOptions(select, 'work');
  await within(section).findByText('Synchronized (version 3)');
  expect(getPreferences().maxThumbnails).toBe(4);

  await userEvent.type(within(section).getByRole('textbox', { name: 'New profile name' }), 'phone');
  await userEvent.click(within(section).getByRole('button', { name: 'Create from these settings' }));
  await waitFor(() => expect(select).toHaveValue('phone'));
  expect(profiles.get('phone')).toMatchObject({ version: 1, settings: { maxThumbnails: 4 } });

  await userEvent.click(within(section).getByRole('button', { name: 'Delete work' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(section).queryByRole('button', { name: 'Delete work' })).not.toBeInTheDocument());
  expect(profiles.has('work')).toBe(false);
});

it('a server without profiles (snac) says the settings stay in this browser and asks nothing', () => {
  const { fetch } = renderModal({ capabilities: snac() });
  expect(screen.getByText('This server does not keep settings: they are saved in this browser only.')).toBeVisible();
  expect(fetch.calls.some((call) => call.path.startsWith(PROFILES_PATH))).toBe(false);
});
