import { pageBackground } from './pageBackgroundRule';

const on = { displayPageBackgrounds: true, hideInstanceWallpaper: false };

describe('page background (spec §2)', () => {
  it('is the user’s background first', () => {
    expect(pageBackground({ ...on, userBackground: '/u.png', instanceBackground: '/i.png' })).toBe('/u.png');
  });
  it('else the instance wallpaper', () => {
    expect(pageBackground({ ...on, userBackground: null, instanceBackground: '/i.png' })).toBe('/i.png');
    expect(pageBackground({ ...on, userBackground: '', instanceBackground: '/i.png' })).toBe('/i.png');
  });
  it('hides the instance wallpaper when the setting says so, but not the user’s background', () => {
    expect(pageBackground({ ...on, hideInstanceWallpaper: true, instanceBackground: '/i.png' })).toBeNull();
    expect(
      pageBackground({ ...on, hideInstanceWallpaper: true, userBackground: '/u.png', instanceBackground: '/i.png' }),
    ).toBe('/u.png');
  });
  it('leaves out the user’s background when page backgrounds are off', () => {
    expect(
      pageBackground({ ...on, displayPageBackgrounds: false, userBackground: '/u.png', instanceBackground: '/i.png' }),
    ).toBe('/i.png');
    expect(
      pageBackground({
        displayPageBackgrounds: false,
        hideInstanceWallpaper: true,
        userBackground: '/u.png',
        instanceBackground: '/i.png',
      }),
    ).toBeNull();
  });
  it('is nothing when there is nothing', () => {
    expect(pageBackground(on)).toBeNull();
  });
});
