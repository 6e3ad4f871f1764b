import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { act } from 'react';
import { getPreferences, reloadPreferences, setPreferences } from '@fedi/shared';
import { renderModal } from '../testing/harness';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

const upload = async (content: string, name = 'settings.json') => {
  const input = screen.getByLabelText('Import settings from a file');
  await userEvent.upload(input, new File([content], name, { type: 'application/json' }));
};
const file = (data: unknown) => JSON.stringify(data);

describe('settings import: the version rules of spec §5, each changing nothing when refused', () => {
  it.each([
    ['a file that is not JSON', '{ not json', 'invalid_file'],
    ['a version that is not an array', file({ _pleroma_settings_version: '1.0', hideNsfw: false }), 'invalid_file'],
    ['no version at all', file({ hideNsfw: false }), 'invalid_file'],
    ['major above 1', file({ _pleroma_settings_version: [2, 0], hideNsfw: false }), 'file_too_new'],
    ['major below 1', file({ _pleroma_settings_version: [0, 5], hideNsfw: false }), 'file_too_old'],
    ['no known setting', file({ _pleroma_settings_version: [1, 0], somethingElse: true }), 'invalid_settings_imported'],
  ])('%s: %s', async (_, content, error) => {
    renderModal({ tab: 'data' });
    const before = JSON.stringify(getPreferences());
    await upload(content);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18next.t(`settings:data.errors.${error}`));
    expect(JSON.stringify(getPreferences())).toBe(before);
  });

  it('minor above 0: the file_slightly_new warning, and the settings are imported', async () => {
    renderModal({ tab: 'data' });
    await upload(file({ _pleroma_settings_version: [1, 4], hideNsfw: false, maxThumbnails: 3 }));
    expect(await screen.findByText(i18next.t('settings:data.errors.file_slightly_new'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getPreferences()).toMatchObject({ hideNsfw: false, maxThumbnails: 3 });
  });

  it('[1, 0]: imported; an imported interface language is switched to live', async () => {
    setPreferences({ hideNsfw: false });
    renderModal({ tab: 'data' });
    await upload(file({ _pleroma_settings_version: [1, 0], hideNsfw: true, interfaceLanguage: 'ja' }));
    await waitFor(() => expect(i18next.language).toBe('ja'));
    expect(getPreferences()).toMatchObject({ hideNsfw: true, interfaceLanguage: 'ja' });
    await act(() => i18next.changeLanguage('en'));
  });
});
