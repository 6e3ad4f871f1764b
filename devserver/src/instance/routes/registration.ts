import type { FastifyInstance } from 'fastify';
import { issueToken, randomToken, tokenResponse } from '../actions/auth';
import { checkCaptcha, newCaptcha } from '../actions/captcha';
import { newUser } from '../actions/users';
import { RESTRICTED_NICKNAMES, PASSWORD_RESET_LIMIT } from '../config';
import { ctx, type Core } from '../http/context';
import { str } from '../http/params';
import type { AppRec } from '../store/types';
import { HOUR } from '../time';

export function registerRegistration(app: FastifyInstance, core: Core): void {
  app.get('/api/v1/pleroma/captcha', async (req) => newCaptcha(ctx(core, req).store));

  app.post('/api/v1/accounts', async (req, reply) => {
    const c = ctx(core, req);
    const cfg = c.store.s.config;
    const username = (str(c.p, 'username') ?? str(c.p, 'nickname') ?? '').trim();
    const email = (str(c.p, 'email') ?? '').trim();
    const password = str(c.p, 'password') ?? '';
    const fullname = (str(c.p, 'fullname') ?? str(c.p, 'display_name') ?? '').trim();
    const reason = (str(c.p, 'reason') ?? '').trim();
    const inviteToken = str(c.p, 'token');
    const invite = inviteToken ? c.store.s.invites.get(inviteToken) : undefined;
    if (!cfg.registrationsOpen && !invite) return reply.code(403).send({ error: 'Registrations are closed' });
    if (
      inviteToken &&
      (!invite || invite.uses >= invite.maxUse || (invite.expiresAt !== null && invite.expiresAt < c.store.now()))
    ) {
      return reply.code(400).send({ error: 'Invalid token' });
    }
    const errors: Record<string, string[]> = {};
    const add = (k: string, m: string) => (errors[k] ??= []).push(m);
    if (!username) add('nickname', "can't be blank");
    else if (!/^[a-zA-Z0-9_]+$/.test(username)) add('nickname', 'has invalid format');
    else if (username.length > 100) add('nickname', 'should be at most 100 character(s)');
    else if (RESTRICTED_NICKNAMES.includes(username.toLowerCase())) add('nickname', 'is reserved');
    else if (c.store.localUser(username)) {
      add('nickname', 'has already been taken');
      add('ap_id', 'has already been taken');
    }
    if (!email && cfg.accountActivationRequired) add('email', "can't be blank");
    if (email && !/^[^@\s]+@[^@\s]+$/.test(email)) add('email', 'has invalid format');
    if (email && [...c.store.s.users.values()].some((u) => !u.domain && u.email.toLowerCase() === email.toLowerCase()))
      add('email', 'has already been taken');
    if (!password) add('password', "can't be blank");
    else if (password.length < 6) add('password', 'should be at least 6 character(s)');
    const confirm = str(c.p, 'confirm') ?? str(c.p, 'password_confirmation');
    if (confirm !== undefined && confirm !== password) add('password_confirmation', 'does not match password');
    if (cfg.approvalRequired && !reason) add('reason', "can't be blank");
    const agreement = str(c.p, 'agreement');
    if (agreement !== undefined && !['true', '1', 'on'].includes(agreement)) add('agreement', 'must be accepted');
    if (!checkCaptcha(c.store, str(c.p, 'captcha_token'), str(c.p, 'captcha_solution')))
      add('captcha', 'Invalid CAPTCHA');
    if (Object.keys(errors).length > 0) return reply.code(400).send({ error: errors });

    const u = newUser(
      c.store,
      {
        username,
        displayName: fullname || username,
        bio: str(c.p, 'bio') ?? '',
        email,
        language: (str(c.p, 'language') ?? str(c.p, 'locale') ?? 'en').slice(0, 2),
        approvalPending: cfg.approvalRequired,
        isConfirmed: !cfg.accountActivationRequired,
        registrationReason: reason || null,
      },
      c.store.now(),
      password,
    );
    c.store.addUser(u);
    if (invite) invite.uses++;
    for (const staff of c.store.s.users.values())
      if (!staff.domain && staff.isAdmin) c.store.addNotification(staff.id, 'admin.sign_up', u.id);
    if (cfg.approvalRequired)
      return {
        identifier: 'awaiting_approval',
        message: 'You have been registered. Your account will be reviewed by an administrator.',
        approval_pending: true,
      };
    if (cfg.accountActivationRequired)
      return {
        identifier: 'missing_confirmed_email',
        message: 'You have been registered. Please check your email for further instructions.',
      };
    let appRec: AppRec | undefined = c.token
      ? [...c.store.s.apps.values()].find((a) => a.id === c.token?.appId)
      : undefined;
    if (!appRec) {
      appRec = {
        id: c.store.seq('app'),
        name: 'Registration',
        website: null,
        redirectUris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write follow push',
        clientId: randomToken(16),
        clientSecret: randomToken(24),
        createdAt: c.store.now(),
      };
      c.store.s.apps.set(appRec.clientId, appRec);
    }
    return tokenResponse(issueToken(c.store, appRec, u.id, 'read write follow push'), c.origin, c.store);
  });

  app.post('/auth/password', async (req, reply) => {
    const c = ctx(core, req);
    const email = (str(c.p, 'email') ?? str(c.p, 'nickname') ?? '').trim().toLowerCase();
    if (!email) return reply.code(400).send({ error: 'email is required' });
    const now = c.store.now();
    const attempts = (c.store.s.passwordResets.get(email) ?? []).filter((t) => t > now - HOUR);
    if (attempts.length >= PASSWORD_RESET_LIMIT) return reply.code(429).send({ error: 'Throttled' });
    attempts.push(now);
    c.store.s.passwordResets.set(email, attempts);
    return reply.code(204).send();
  });
}
