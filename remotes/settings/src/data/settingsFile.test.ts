import { DEFAULT_PREFERENCES } from '@fedi/shared';
import { exportSettings, parseSettingsFile } from './settingsFile';

const file = (data: unknown) => JSON.stringify(data);

describe('settings import version rules (spec §5)', () => {
  it('not JSON, not an object or a version that is not an array: invalid_file', () => {
    expect(parseSettingsFile('nope')).toEqual({ ok: false, error: 'invalid_file' });
    expect(parseSettingsFile('[1,0]')).toEqual({ ok: false, error: 'invalid_file' });
    expect(parseSettingsFile(file({ hideNsfw: false }))).toEqual({ ok: false, error: 'invalid_file' });
    expect(parseSettingsFile(file({ _pleroma_settings_version: '1.0', hideNsfw: false }))).toEqual({
      ok: false,
      error: 'invalid_file',
    });
  });
  it('major above 1: file_too_new; below 1: file_too_old', () => {
    expect(parseSettingsFile(file({ _pleroma_settings_version: [2, 0], hideNsfw: false }))).toEqual({
      ok: false,
      error: 'file_too_new',
    });
    expect(parseSettingsFile(file({ _pleroma_settings_version: [0, 9], hideNsfw: false }))).toEqual({
      ok: false,
      error: 'file_too_old',
    });
  });
  it('minor above 0 imports with the warning file_slightly_new', () => {
    expect(parseSettingsFile(file({ _pleroma_settings_version: [1, 3], hideNsfw: false }))).toEqual({
      ok: true,
      preferences: { hideNsfw: false },
      warning: 'file_slightly_new',
    });
  });
  it('takes only known preferences of the right shape; none is invalid_settings_imported', () => {
    const result = parseSettingsFile(
      file({
        _pleroma_settings_version: [1, 0],
        hideNsfw: 'yes',
        maxThumbnails: 4,
        muteWords: ['a', { word: 'b', regex: true }],
        notificationVisibility: { likes: false, unknown: true, polls: 'no' },
        somethingElse: 1,
      }),
    );
    expect(result).toEqual({
      ok: true,
      warning: null,
      preferences: {
        maxThumbnails: 4,
        muteWords: ['a', { word: 'b', regex: true }],
        notificationVisibility: { ...DEFAULT_PREFERENCES.notificationVisibility, likes: false },
      },
    });
    expect(parseSettingsFile(file({ _pleroma_settings_version: [1, 0], other: true }))).toEqual({
      ok: false,
      error: 'invalid_settings_imported',
    });
  });
  it('an export marks [1, 0], leaves the theme out and reads back to the same preferences', () => {
    const { customTheme: _leftOut, ...preferences } = {
      ...DEFAULT_PREFERENCES,
      hideNsfw: false,
      muteWords: ['x'],
      theme: 'custom',
    };
    const customTheme = { name: 'Mine', palette: { bg: '#000000' } };
    const text = exportSettings({ ...preferences, customTheme, colors: { bg: '#000' } } as never);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data._pleroma_settings_version).toEqual([1, 0]);
    expect(data).not.toHaveProperty('colors');
    expect(data).not.toHaveProperty('customTheme');
    // The theme's name is a preference like any other; the user's own theme stays out (spec §5).
    expect(parseSettingsFile(text)).toEqual({ ok: true, preferences, warning: null });
    expect(parseSettingsFile(JSON.stringify({ ...data, customTheme }))).toEqual({
      ok: true,
      preferences,
      warning: null,
    });
  });
});
