import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { applyDocumentLanguage, getPreferences } from '@fedi/shared';
import de from './locales/de.json';
import { initI18n } from './i18n';
import { LanguagePicker } from './LanguagePicker';

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

it('switches the interface language live: strings, <html lang dir> and the stored choice', async () => {
  const i18n = initI18n();
  await act(() => i18n.changeLanguage('en'));
  render(
    <I18nextProvider i18n={i18n}>
      <LanguagePicker />
    </I18nextProvider>,
  );
  const picker = screen.getByRole('combobox', { name: 'Language' });
  expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  await userEvent.selectOptions(picker, 'de');
  await waitFor(() => expect(screen.getByRole('combobox', { name: de.general.language })).toHaveValue('de'));
  expect(document.documentElement).toHaveAttribute('lang', 'de');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(getPreferences().interfaceLanguage).toBe('de');
});

it('right-to-left languages set dir="rtl" on the document', () => {
  applyDocumentLanguage('ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  applyDocumentLanguage('en');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});
