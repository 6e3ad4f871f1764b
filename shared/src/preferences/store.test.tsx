import { act, render, screen } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from './defaults';
import { getPreferences, PREFERENCES_STORAGE_KEY, reloadPreferences, setPreferences, usePreferences } from './store';

beforeEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

describe('preferences store', () => {
  it('starts from the spec defaults', () => {
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(getPreferences().hideNsfw).toBe(true);
    expect(getPreferences().userProfileDefaultTab).toBe('statuses');
    expect(getPreferences().notificationVisibility.followRequest).toBe(true);
  });

  it('stores only what differs from the defaults and survives a reload', () => {
    setPreferences({ modalOnLogout: true, hideNsfw: true });
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toEqual({ modalOnLogout: true });
    reloadPreferences();
    expect(getPreferences().modalOnLogout).toBe(true);
  });

  it('merges a partly stored notification visibility with the defaults', () => {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ notificationVisibility: { likes: false } }));
    reloadPreferences();
    expect(getPreferences().notificationVisibility).toEqual({
      ...DEFAULT_PREFERENCES.notificationVisibility,
      likes: false,
    });
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('re-renders subscribers when a preference changes', () => {
    function Probe() {
      const [preferences] = usePreferences();
      return <p>{preferences.replyVisibility}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('all')).toBeInTheDocument();
    act(() => {
      setPreferences({ replyVisibility: 'following' });
    });
    expect(screen.getByText('following')).toBeInTheDocument();
  });

  it('keeps the change for the page when storage refuses it', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceeded');
    });
    expect(setPreferences({ streaming: false })).toBe(false);
    expect(getPreferences().streaming).toBe(false);
    spy.mockRestore();
  });
});
