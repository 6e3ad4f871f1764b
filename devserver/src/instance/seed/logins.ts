/** Seeded local accounts. Every account's password is "password". */
export const SEED_PASSWORD = 'password';

/** Base32 TOTP secret of erin (SHA1, 6 digits, 30 s period). Add it to any authenticator app. */
export const ERIN_TOTP_SECRET = 'FEDIDEVERINTOTPSECRETKEY';

/** Single-use recovery codes of erin, valid after every reset. */
export const ERIN_RECOVERY_CODES = ['erin-rc-0001', 'erin-rc-0002', 'erin-rc-0003', 'erin-rc-0004', 'erin-rc-0005'];

export const SEEDED_LOGINS: Array<{ username: string; password: string; role: string; note: string }> = [
  {
    username: 'admin',
    password: SEED_PASSWORD,
    role: 'admin',
    note: 'Administrator: moderation, announcements, admin API',
  },
  { username: 'mod', password: SEED_PASSWORD, role: 'moderator', note: 'Moderator: reports and user moderation' },
  {
    username: 'alice',
    password: SEED_PASSWORD,
    role: 'user',
    note: 'Regular user with lists, chats, bookmarks and many notifications',
  },
  { username: 'bob', password: SEED_PASSWORD, role: 'user', note: 'Regular user, follows alice' },
  { username: 'carol', password: SEED_PASSWORD, role: 'user', note: 'Locked account with a pending follow request' },
  { username: 'dave', password: SEED_PASSWORD, role: 'user', note: 'Bot account' },
  {
    username: 'erin',
    password: SEED_PASSWORD,
    role: 'user',
    note: `Two-factor (TOTP) enabled: secret ${ERIN_TOTP_SECRET}; recovery codes ${ERIN_RECOVERY_CODES.join(', ')}`,
  },
];
