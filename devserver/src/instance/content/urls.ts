import type { UserRec } from '../store/types';
import { ORIGIN } from './html';

export function userApId(u: UserRec): string {
  return u.domain ? `https://${u.domain}/users/${u.username}` : `${ORIGIN}/users/${u.username}`;
}

export function userHtmlUrl(u: UserRec): string {
  return u.domain ? `https://${u.domain}/@${u.username}` : `${ORIGIN}/users/${u.username}`;
}

export function statusUri(u: UserRec, id: string): string {
  return u.domain ? `https://${u.domain}/objects/${id}` : `${ORIGIN}/objects/${id}`;
}

export function statusUrl(u: UserRec, id: string): string {
  return u.domain ? `https://${u.domain}/notice/${id}` : `${ORIGIN}/notice/${id}`;
}
