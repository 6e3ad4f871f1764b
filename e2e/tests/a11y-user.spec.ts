import { STOPS, walk } from './support/a11yWalk';

/**
 * The a11y walk of a signed-in user (alice) at 390 and 1280 px: every screen, menu and dialog she opens,
 * one test each, axe-core and the screen invariants at each stop. See `support/a11yWalk.ts`.
 */
// e2e-weight: 40
walk(__filename, ['user'], STOPS);
