// Deliberately broken: a imports b, b imports a (import-x/no-cycle must reject it).
import { b } from './b';

export const a = () => b() + 1;
