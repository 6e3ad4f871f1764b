import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { totpFor, verifyTotp } from '../actions/auth';
import { checkPassword, setPassword } from '../actions/password';
import { deleteUser } from '../actions/accountAdmin';
import { renderAccount } from '../entities/account';
import { abs, iso } from '../entities/context';
import { ctx, requireUser, type Core, type Ctx } from '../http/context';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { bool, file, str } from '../http/params';
import { block, follow, mute } from '../store/relations';
import type { UserRec } from '../store/types';
import { storeUpload } from './media';

function withPassword(c: Ctx): UserRec {
  const u = requireUser(c);
  if (!checkPassword(u, str(c.p, 'password') ?? '')) throw forbidden('Invalid password.');
  return u;
}

/** An account by its address; `name@<this server's host>` is a local account, as Akkoma reads it. */
function byAcct(c: Ctx, acct: string): UserRec | undefined {
  const clean = acct.trim().replace(/^@/, '');
  const host = new URL(c.origin).host.toLowerCase();
  const local = clean.toLowerCase().endsWith(`@${host}`) ? clean.slice(0, -(host.length + 1)) : clean;
  return c.store.userByAcct(local);
}

function importList(c: Ctx, key: string): UserRec[] {
  const f = file(c.p, 'list');
  const text = f ? f.data.toString('utf8') : (str(c.p, key) ?? '');
  return text
    .split(/[\r\n,]+/)
    .map((l) => l.trim().replace(/^@/, ''))
    .filter((l) => l && !/^account address/i.test(l))
    .map((l) => byAcct(c, l))
    .filter((u): u is UserRec => !!u);
}

export function registerPleromaAccount(app: FastifyInstance, core: Core): void {
  app.get('/api/pleroma/accounts/mfa', async (req) => {
    const u = requireUser(ctx(core, req));
    return { settings: { enabled: !!u.totpSecret, totp: !!u.totpSecret } };
  });
  app.get('/api/pleroma/accounts/mfa/backup_codes', async (req) => {
    const u = requireUser(ctx(core, req));
    u.recoveryCodes = Array.from({ length: 5 }, () => randomBytes(5).toString('hex'));
    return { codes: u.recoveryCodes };
  });
  app.get('/api/pleroma/accounts/mfa/setup/totp', async (req) => {
    const u = requireUser(ctx(core, req));
    u.totpPendingSecret = new OTPAuth.Secret({ size: 20 }).base32;
    return { key: u.totpPendingSecret, provisioning_uri: totpFor(u.totpPendingSecret, u.username).toString() };
  });
  app.post('/api/pleroma/accounts/mfa/confirm/totp', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    if (!u.totpPendingSecret) throw unprocessable('Two-factor setup was not started');
    if (!verifyTotp(u.totpPendingSecret, str(c.p, 'code') ?? '')) throw unprocessable('Invalid code');
    u.totpSecret = u.totpPendingSecret;
    u.totpPendingSecret = null;
    return {};
  });
  app.delete('/api/pleroma/accounts/mfa/totp', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    u.totpSecret = null;
    u.recoveryCodes = [];
    return {};
  });

  app.post('/api/pleroma/change_password', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    const np = str(c.p, 'new_password') ?? '';
    if (np.length < 6) throw unprocessable('New password is too short');
    if (np !== (str(c.p, 'new_password_confirmation') ?? ''))
      throw unprocessable('New password does not match confirmation.');
    setPassword(u, np);
    return { status: 'success' };
  });
  app.post('/api/pleroma/change_email', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    const email = (str(c.p, 'email') ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw unprocessable('Email has invalid format');
    u.email = email;
    return { status: 'success' };
  });
  app.post('/api/pleroma/delete_account', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    deleteUser(c.store, u);
    return { status: 'success' };
  });
  app.post('/api/pleroma/disable_account', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    u.deactivated = true;
    return { status: 'success' };
  });
  app.post('/api/pleroma/move_account', async (req) => {
    const c = ctx(core, req);
    const u = withPassword(c);
    const target = byAcct(c, str(c.p, 'target_account') ?? '');
    if (!target) throw notFound('Target account not found.');
    if (target.id === u.id) throw unprocessable("You can't move to yourself");
    u.movedToId = target.id;
    for (const f of c.store.ix.followers.get(u.id) ?? [])
      c.store.addNotification(f, 'move', u.id, { targetId: target.id });
    return { status: 'success' };
  });
  app.get('/api/pleroma/aliases', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    return { aliases: u.aliases };
  });
  app.put('/api/pleroma/aliases', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const alias = (str(c.p, 'alias') ?? '').trim();
    const target = byAcct(c, alias);
    if (!target) throw notFound('Account not found');
    const ap = target.domain
      ? `https://${target.domain}/users/${target.username}`
      : `${c.origin}/users/${target.username}`;
    if (!u.aliases.includes(ap)) u.aliases.push(ap);
    return { status: 'success' };
  });
  app.delete('/api/pleroma/aliases', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const alias = (str(c.p, 'alias') ?? '').trim();
    const target = c.store.userByAcct(alias);
    const before = u.aliases.length;
    u.aliases = u.aliases.filter((a) => a !== alias && (!target || !a.endsWith(`/users/${target.username}`)));
    if (u.aliases.length === before) throw notFound('Account has no such alias.');
    return { status: 'success' };
  });

  for (const kind of ['follow_import', 'blocks_import', 'mutes_import'] as const) {
    app.post(`/api/pleroma/${kind}`, async (req) => {
      const c = ctx(core, req);
      const u = requireUser(c);
      const key = kind === 'follow_import' ? 'list' : 'list';
      for (const t of importList(c, key)) {
        if (t.id === u.id) continue;
        if (kind === 'follow_import') follow(c.store, u.id, t.id);
        else if (kind === 'blocks_import') block(c.store, u.id, t.id);
        else mute(c.store, u.id, t.id, true, 0);
      }
      return 'job started';
    });
  }

  // Akkoma makes a backup in a background job: it is listed `pending` (processed false) first, and the
  // dev instance finishes it 2 s after it was asked for (on the next read).
  const BACKUP_MS = 2000;
  const backupsOf = (c: Ctx, u: UserRec) => {
    const now = c.store.now();
    // Newest first, as Pleroma lists them.
    return [...c.store.s.backups.values()]
      .filter((b) => b.userId === u.id)
      .reverse()
      .map((b) => {
        if (!b.processed && now - b.createdAt >= BACKUP_MS) Object.assign(b, { processed: true, state: 'complete' });
        return {
          id: b.id,
          content_type: 'application/zip',
          file_size: b.processed ? b.fileSize : 0,
          processed: b.processed,
          state: b.state,
          url: b.processed ? `${c.origin}/media/${b.fileName}` : '',
          inserted_at: iso(b.createdAt),
        };
      });
  };
  app.get('/api/v1/pleroma/backups', async (req) => {
    const c = ctx(core, req);
    return backupsOf(c, requireUser(c));
  });
  app.post('/api/v1/pleroma/backups', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const now = c.store.now();
    const recent = [...c.store.s.backups.values()].find((b) => b.userId === u.id && b.createdAt > now - 60_000);
    if (recent) throw unprocessable('Last export was less than a minute ago');
    const id = c.store.seq('backup');
    const fileName = `archive-${u.username}-${id}.zip`;
    const data = Buffer.from(JSON.stringify({ account: renderAccount(c.rc, u), exported_at: iso(now) }));
    c.store.s.files.set(`/media/${fileName}`, { mime: 'application/zip', data });
    c.store.s.backups.set(id, {
      id,
      userId: u.id,
      createdAt: now,
      processed: false,
      fileSize: data.length,
      fileName,
      state: 'pending',
    });
    return backupsOf(c, u);
  });

  app.get('/api/v1/pleroma/mascot', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const url = abs(c.rc, u.mascot ?? '/media/instance-logo.png');
    return { id: 'default', url, type: 'image', pleroma: { mime_type: 'image/png' } };
  });
  app.put('/api/v1/pleroma/mascot', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const f = file(c.p, 'file');
    if (!f) throw unprocessable('file is required');
    if (!f.mimetype.startsWith('image/')) throw unprocessable('mascots can only be images');
    const m = storeUpload(c, u.id, f);
    u.mascot = `/media/${m.file}`;
    return { id: m.id, url: abs(c.rc, u.mascot), type: 'image', pleroma: { mime_type: m.mime } };
  });
  app.put('/api/pleroma/notification_settings', async (req) => {
    const c = ctx(core, req);
    const u = requireUser(c);
    const b1 = bool(c.p, 'block_from_strangers');
    const b2 = bool(c.p, 'hide_notification_contents');
    if (b1 !== undefined) u.notificationSettings.block_from_strangers = b1;
    if (b2 !== undefined) u.notificationSettings.hide_notification_contents = b2;
    return { status: 'success' };
  });
}
