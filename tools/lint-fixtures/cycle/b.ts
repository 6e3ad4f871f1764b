// Deliberately broken: the other half of the cycle in a.ts.
import { a } from './a';

export const b = (): number => (Math.random() > 2 ? a() : 0);
