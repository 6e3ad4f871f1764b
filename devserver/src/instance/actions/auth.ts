import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Store } from '../store/store';
import type { AppRec, TokenRec, UserRec } from '../store/types';
import { checkPassword } from './password';
import { DAY } from '../time';

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function totpFor(secret: string, label = 'dev'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Fedi Dev',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function verifyTotp(secret: string, code: string): boolean {
  return totpFor(secret).validate({ token: code.replace(/\s/g, ''), window: 1 }) !== null;
}

export function useRecoveryCode(u: UserRec, code: string): boolean {
  const i = u.recoveryCodes.indexOf(code.trim());
  if (i < 0) return false;
  u.recoveryCodes.splice(i, 1);
  return true;
}

export function issueToken(store: Store, app: AppRec, userId: string | null, scopes: string): TokenRec {
  const t: TokenRec = {
    id: store.seq('token'),
    token: randomToken(),
    refreshToken: randomToken(),
    appId: app.id,
    userId,
    scopes: scopes || app.scopes,
    createdAt: store.now(),
    validUntil: store.now() + 365 * DAY,
  };
  store.s.tokens.set(t.token, t);
  return t;
}

export function tokenResponse(t: TokenRec, origin: string, store: Store): Record<string, unknown> {
  const u = store.user(t.userId);
  return {
    token_type: 'Bearer',
    access_token: t.token,
    refresh_token: t.refreshToken,
    expires_in: Math.floor((t.validUntil - store.now()) / 1000),
    scope: t.scopes,
    created_at: Math.floor(t.createdAt / 1000),
    id: Number(t.id),
    me: u ? `${origin}/users/${u.username}` : null,
  };
}

export function findLoginUser(store: Store, name: string): UserRec | undefined {
  const n = name.trim().replace(/^@/, '');
  const byName = store.localUser(n);
  if (byName) return byName;
  for (const u of store.s.users.values()) if (!u.domain && u.email.toLowerCase() === n.toLowerCase()) return u;
  return undefined;
}

export type LoginCheck = { ok: true; user: UserRec } | { ok: false; status: number; body: Record<string, unknown> };

/** Password check plus Akkoma's account-state errors (disabled, awaiting approval, unconfirmed). */
export function checkLogin(store: Store, name: string, password: string): LoginCheck {
  const u = findLoginUser(store, name);
  if (!u || !checkPassword(u, password)) return { ok: false, status: 400, body: { error: 'Invalid credentials' } };
  if (u.deactivated)
    return {
      ok: false,
      status: 403,
      body: { error: 'Your account is currently disabled', identifier: 'account_is_disabled' },
    };
  if (u.approvalPending)
    return {
      ok: false,
      status: 403,
      body: { error: 'Your account is awaiting approval.', identifier: 'awaiting_approval' },
    };
  if (!u.isConfirmed)
    return {
      ok: false,
      status: 403,
      body: { error: 'Your login is missing a confirmed e-mail address', identifier: 'missing_confirmed_email' },
    };
  return { ok: true, user: u };
}

export function createMfaToken(store: Store, u: UserRec, app: AppRec, scopes: string): string {
  const token = randomToken();
  store.s.mfaTokens.set(token, { token, userId: u.id, appId: app.id, scopes, expiresAt: store.now() + 15 * 60_000 });
  return token;
}
