import { createContext, useContext } from 'react';
import type { CustomEmoji } from '../models/emoji';

export type Role = 'admin' | 'moderator' | 'member';

/** Who is signed in, as the shell knows it. */
export interface SessionUser {
  id: string;
  acct: string;
  display_name: string;
  /** The custom emoji of the display name. */
  emojis?: CustomEmoji[];
  avatar: string;
  role: Role;
  locked: boolean;
}

export interface Session {
  /** `loading` while a stored token is being verified. */
  status: 'loading' | 'anonymous' | 'signed-in';
  user: SessionUser | null;
  token: string | null;
  /** API origin; empty string = same origin as the app. */
  baseUrl: string;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs the shell’s SessionContext provider');
  return session;
}

export function isStaff(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'moderator';
}
