import type { Store } from '../store/store';

/**
 * Revoke an access token the way Mastodon and Akkoma do: the token goes, and so does the web push
 * subscription registered with it (a push must not outlive the session that asked for it), and its
 * streaming sockets are closed.
 */
export function revokeAccessToken(store: Store, token: string): boolean {
  const rec = store.s.tokens.get(token);
  if (!rec) return false;
  store.s.tokens.delete(token);
  for (const [id, sub] of store.s.pushSubs) if (sub.tokenId === rec.id) store.s.pushSubs.delete(id);
  store.emit({ type: 'token_revoked', token });
  return true;
}
