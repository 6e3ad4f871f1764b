import { STOPS, walk } from './support/a11yWalk';

/**
 * The a11y walk of a visitor (signed out) at 390 and 1280 px: one test per screen, axe-core (0 serious or
 * critical violations) and the screen invariants at each stop. See `support/a11yWalk.ts`.
 */
// e2e-weight: 18
walk(__filename, ['visitor'], STOPS);
