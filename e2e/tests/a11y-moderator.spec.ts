import { STOPS, walk } from './support/a11yWalk';

/**
 * The a11y walk of a moderator (mod) at 390 and 1280 px: a user's screens plus the Moderation window's
 * sections and the staff menus, one test each, axe-core and the screen invariants at each stop.
 */
// e2e-weight: 48
walk(__filename, ['moderator'], STOPS);
