import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { UserRec } from '../store/types';

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

export function setPassword(u: UserRec, password: string, salt: string = randomBytes(8).toString('hex')): void {
  u.salt = salt;
  u.passwordHash = hashPassword(password, salt);
}

export function checkPassword(u: UserRec, password: string): boolean {
  if (!u.passwordHash) return false;
  const a = Buffer.from(hashPassword(password, u.salt), 'hex');
  const b = Buffer.from(u.passwordHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
