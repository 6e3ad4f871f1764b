import type { Ctx } from '../http/context';
import { stripHtml, escapeHtml } from '../content/html';
import type { StatusRec } from '../store/types';

/** Deterministic fake machine translation, clearly labelled so nobody mistakes it for a real one. */
export function translate(
  c: Ctx,
  st: StatusRec,
  target: string,
  from: string | undefined,
): { detected_language: string; text: string } {
  const source = stripHtml(st.content.split('__ORIGIN__').join(c.origin));
  const detected = from ?? st.language ?? 'en';
  return {
    detected_language: detected,
    text: `<p>[dev translation → ${escapeHtml(target)}] ${escapeHtml(source)}</p>`,
  };
}
