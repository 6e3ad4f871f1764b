import type { ComponentType } from 'react';
import { headlessPart } from './lazyPart';

/**
 * Everything of the frame that only a signed-in user has — the notification source, the nav's session
 * actions, the mobile nav's bell, chats link and accounts button, the sidebar's accounts toggle and
 * notifications, the logout handler and the signed-in mounts — is one chunk (`signed-in`): a visitor's
 * first load carries none of it, and a signed-in user fetches it once, when the frame first renders.
 */
const load = () => import(/* webpackChunkName: "signed-in" */ './signedInChunk');

type Parts = Awaited<ReturnType<typeof load>>;

/** One part of the `signed-in` chunk, shown once the chunk is there (nothing before; a failure is a notice). */
export function signedInPart<P extends object>(pick: (parts: Parts) => ComponentType<P>): ComponentType<P> {
  return headlessPart('signed-in', () => load().then(pick));
}
