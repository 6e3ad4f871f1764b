import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { getPreferences, INTERFACE_LANGUAGES, reloadPreferences, setPreferences } from '@fedi/shared';
import { PROFILES_PATH, renderModal } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

it('shows the preferences with their defaults, grouped', () => {
  renderModal();
  expect(screen.getByRole('checkbox', { name: 'Hide sensitive media' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Confirm before logging out' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Show replies in timelines' })).toHaveValue('all');
  const filtering = screen.getByRole('region', { name: 'Filtering' });
  expect(within(filtering).getByRole('checkbox', { name: 'Mute posts by bots' })).not.toBeChecked();
  const notifications = screen.getByRole('region', { name: 'Notifications to show' });
  expect(within(notifications).getByRole('checkbox', { name: 'Favourites' })).toBeChecked();
});

it('changes and keeps a preference in the one shared store', async () => {
  renderModal();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Confirm before logging out' }));
  expect(getPreferences().modalOnLogout).toBe(true);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show replies in timelines' }), 'self');
  expect(getPreferences().replyVisibility).toBe('self');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Favourites' }));
  expect(getPreferences().notificationVisibility).toMatchObject({ likes: false, mentions: true });
  expect(JSON.parse(window.localStorage.getItem('fedi:preferences') ?? '{}')).toMatchObject({
    modalOnLogout: true,
    replyVisibility: 'self',
  });
});

it('follows a change made elsewhere (another remote or tab) without a reload', async () => {
  renderModal();
  const box = screen.getByRole('checkbox', { name: 'Hide post statistics (numbers of replies, repeats, favourites)' });
  expect(box).not.toBeChecked();
  act(() => {
    setPreferences({ hidePostStats: true });
  });
  expect(box).toBeChecked();
});

it('edits mute words with whole-word and regular-expression options', async () => {
  renderModal();
  await userEvent.type(screen.getByRole('textbox', { name: 'New mute word' }), 'spoiler{Enter}');
  expect(getPreferences().muteWords).toEqual(['spoiler']);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Whole word' }));
  expect(getPreferences().muteWords).toEqual([{ word: 'spoiler', wholeWord: true }]);
  await userEvent.type(screen.getByRole('textbox', { name: 'New mute word' }), 'season');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const second = screen.getByRole('textbox', { name: 'Mute word 2' });
  await userEvent.type(second, ' (\\d');
  await userEvent.click(screen.getAllByRole('checkbox', { name: 'Regular expression' })[1]!);
  expect(screen.getByRole('alert')).toHaveTextContent('This regular expression is not valid');
  await userEvent.type(second, ')');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(getPreferences().muteWords).toEqual([
    { word: 'spoiler', wholeWord: true },
    { word: 'season (\\d)', regex: true },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove mute word spoiler' }));
  expect(getPreferences().muteWords).toEqual([{ word: 'season (\\d)', regex: true }]);
});

it('offers the post formats the server takes', () => {
  renderModal();
  // Akkoma's capabilities without an instance answer: plain text only, so the choice is not shown.
  expect(screen.queryByRole('combobox', { name: 'Default post format' })).not.toBeInTheDocument();
});

it('the interface language is switched the one way (shared setInterfaceLanguage) and sent with the server-side settings', async () => {
  const { fetch } = renderModal();
  const select = screen.getByRole('combobox', { name: 'Interface language' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(Object.keys(INTERFACE_LANGUAGES));
  await userEvent.selectOptions(select, 'de');
  await waitFor(() => expect(i18next.language).toBe('de'));
  expect(getPreferences().interfaceLanguage).toBe('de');
  await waitFor(
    () => {
      const put = fetch.calls.filter((call) => call.key === `PUT ${PROFILES_PATH}/default`).at(-1);
      expect(JSON.parse(String(put?.body ?? '{}'))).toMatchObject({ settings: { interfaceLanguage: 'de' } });
    },
    { timeout: 4000 },
  );
  await act(() => i18next.changeLanguage('en'));
});

it('names post languages as the interface language picker does (the shared INTERFACE_LANGUAGES)', () => {
  renderModal();
  const select = screen.getByRole('combobox', { name: 'Default language of posts' });
  for (const [code, label] of Object.entries(INTERFACE_LANGUAGES)) {
    const option = within(select).getByRole('option', { name: label });
    expect(option).toHaveAttribute('value', code);
    expect(option).toHaveAttribute('lang', code);
  }
});
