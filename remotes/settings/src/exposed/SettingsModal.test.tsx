import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getPreferences, reloadPreferences } from '@fedi/shared';
import SettingsModal from './SettingsModal';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

function open() {
  render(<SettingsModal state="visible" onClose={jest.fn()} onTogglePeek={jest.fn()} />);
}

it('shows the preferences with their defaults', () => {
  open();
  expect(screen.getByRole('checkbox', { name: 'Hide sensitive media' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Confirm before logging out' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Show replies in timelines' })).toHaveValue('all');
});

it('changes and keeps a preference', async () => {
  open();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Confirm before logging out' }));
  expect(getPreferences().modalOnLogout).toBe(true);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show replies in timelines' }), 'self');
  expect(getPreferences().replyVisibility).toBe('self');
  expect(JSON.parse(window.localStorage.getItem('fedi:preferences') ?? '{}')).toMatchObject({
    modalOnLogout: true,
    replyVisibility: 'self',
  });
});

it('tells when the browser refuses to store', async () => {
  const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  open();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hide sensitive media' }));
  expect(screen.getByRole('alert')).toHaveTextContent('this change lasts only until you reload');
  spy.mockRestore();
});
