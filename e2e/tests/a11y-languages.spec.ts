import { STOPS, walk } from './support/a11yWalk';

/**
 * The a11y walk of a visitor in German and in Arabic (right to left) at 390 and 1280 px, on the screens
 * whose way there reads no English: axe-core and the screen invariants at each stop, among them "no
 * untranslated English" (which an English walk cannot check) and no sideways overflow in RTL.
 */
// e2e-weight: 10

const SCREENS = new Set(['registration', 'timeline: public', 'timeline: known network', 'thread']);

for (const locale of ['de-DE', 'ar']) {
  walk(
    __filename,
    ['visitor'],
    STOPS.filter((stop) => SCREENS.has(stop.screen)),
    {
      locale,
      title: (place) => `visitor in ${locale} at ${place.width}px`,
      column: (place) => `visitor ${locale} ${place.width}`,
    },
  );
}
