import { act, screen } from '@testing-library/react';
import {
  deriveInstanceConfig,
  entityKeys,
  instanceKeys,
  reloadPreferences,
  setPreferences,
  type User,
} from '@fedi/shared';
import { renderShellPart, TEST_BASE } from '../../testing/renderShellPart';
import { PageBackground } from './PageBackground';

const wallpaper = `${TEST_BASE}/media/instance-background.png`;

function renderWith(userBackground: string | undefined, userId: string | null = 'alice') {
  return renderShellPart(<PageBackground />, {
    userId,
    setup: (queryClient) => {
      queryClient.setQueryData(
        instanceKeys.config(TEST_BASE),
        deriveInstanceConfig({ staticConfig: { background: '/media/instance-background.png' } }, TEST_BASE),
      );
      queryClient.setQueryData(entityKeys.account('alice'), {
        id: 'alice',
        acct: 'alice',
        background_image: userBackground,
      } as unknown as User);
    },
  });
}

const shownImage = () => (screen.queryByTestId('page-background') as HTMLElement | null)?.style.backgroundImage ?? null;

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

it('shows the signed-in user’s background, else the instance wallpaper', () => {
  const { unmount } = renderWith('https://server.test/media/alice-bg.png');
  expect(shownImage()).toBe('url("https://server.test/media/alice-bg.png")');
  unmount();
  renderWith(undefined);
  expect(shownImage()).toBe(`url("${wallpaper}")`);
});

it('shows visitors the instance wallpaper, and nothing once hideInstanceWallpaper is set', () => {
  renderWith('https://server.test/media/alice-bg.png', null);
  expect(shownImage()).toBe(`url("${wallpaper}")`);
  act(() => {
    setPreferences({ hideInstanceWallpaper: true });
  });
  expect(shownImage()).toBeNull();
});

it('leaves the user’s background out when displayPageBackgrounds is off', () => {
  setPreferences({ displayPageBackgrounds: false });
  renderWith('https://server.test/media/alice-bg.png');
  expect(shownImage()).toBe(`url("${wallpaper}")`);
});
