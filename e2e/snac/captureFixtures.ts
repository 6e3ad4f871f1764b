/**
 * Captures real snac2 answers as data-layer fixtures (run by hand, not part of the test run):
 *
 *   pnpm --filter @fedi/e2e capture:snac            # writes shared/src/__fixtures__/snac/*.json
 *   pnpm --filter @fedi/e2e capture:snac -- --out DIR
 *
 * It starts a throw-away snac (like the e2e leg), signs alice and bob in through snac's authorize form
 * (the authorization-code flow, without a browser), makes alice and bob follow each other, has alice post
 * a status with a poll, and bob favourite it, react to it and vote. It saves: instance, nodeinfo,
 * verify_credentials (account), the status with its poll, a notification and a relationship.
 * snac's random host (127.0.0.1:PORT over http) is written as https://snac.example, like the other fixtures.
 * Files that tests import already (status.json) are only overwritten with --overwrite-status.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensuredSnacBinary } from './snacBinary';
import { startSnac, type SnacServer } from './snacServer';

const DEFAULT_OUT = resolve(__dirname, '..', '..', 'shared', 'src', '__fixtures__', 'snac');
const REDIRECT = 'http://127.0.0.1:1/oauth-callback';

type Json = Record<string, unknown>;

async function http(
  snac: SnacServer,
  path: string,
  init: RequestInit & { token?: string; form?: Record<string, string | readonly string[]> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(init.form)) for (const one of [value].flat()) form.append(key, one);
    // snac's web forms want the plain type, without `;charset=UTF-8`.
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = form.toString();
  }
  const response = await fetch(`${snac.url}${path}`, { ...init, headers, body, redirect: 'manual' });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // HTML or empty
  }
  return { status: response.status, location: response.headers.get('location'), data };
}

async function must<T = Json>(snac: SnacServer, path: string, init: Parameters<typeof http>[2] = {}): Promise<T> {
  const answer = await http(snac, path, init);
  if (answer.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${answer.status}: ${String(answer.data).slice(0, 200)}`);
  return answer.data as T;
}

/** The authorization-code flow as the browser does it: app, snac's login form, code, token. */
async function signIn(snac: SnacServer, user: string): Promise<string> {
  const app = await must(snac, '/api/v1/apps', {
    method: 'POST',
    form: { client_name: 'fixture capture', redirect_uris: REDIRECT, scopes: 'read write follow push' },
  });
  const login = await http(snac, '/oauth/x-snac-login', {
    method: 'POST',
    form: {
      login: user,
      passwd: snac.passwords[user] ?? '',
      redir: REDIRECT,
      cid: String(app.client_id),
      state: 'capture',
    },
  });
  const code = login.location ? new URL(login.location).searchParams.get('code') : null;
  if (!code) throw new Error(`snac's login form gave no code for ${user} (${login.status})`);
  const token = await must(snac, '/oauth/token', {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: String(app.client_id),
      client_secret: String(app.client_secret),
      redirect_uri: REDIRECT,
    },
  });
  return String(token.access_token);
}

/**
 * Posts alice's status with a poll and answers its id, as the app does: form-encoded `poll[options][]`
 * (snac reads poll options only so; it creates polls through its Mastodon API since 2.90). An older snac
 * answers without a poll, and then the status is made with snac's own web form (as its users do).
 */
async function postPoll(snac: SnacServer, token: string): Promise<string> {
  const text = 'Tea or coffee? A poll from snac';
  const posted = await must(snac, '/api/v1/statuses', {
    method: 'POST',
    token,
    form: { status: text, visibility: 'public', 'poll[options][]': ['Tea', 'Coffee'], 'poll[expires_in]': '86400' },
  });
  if (posted.poll) return String(posted.id);
  const deleted = await http(snac, `/api/v1/statuses/${String(posted.id)}`, { method: 'DELETE', token });
  console.log(`snac ignored the API poll (deleting that status: HTTP ${deleted.status}); using its web form`);
  const form = await http(snac, '/alice/admin/note', {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`alice:${snac.passwords.alice ?? ''}`).toString('base64')}` },
    form: { content: text, poll_options: 'Tea\nCoffee', poll_end_secs: '86400' },
  });
  if (form.status >= 400) throw new Error(`snac's web form refused the poll: ${form.status}`);
  const made = await poll('the poll on alice’s home timeline', async () =>
    (await must<Json[]>(snac, '/api/v1/timelines/home?limit=5', { token })).find((status) => status.poll),
  );
  if (!made)
    throw new Error(
      `no status with a poll on alice’s home timeline (web form: HTTP ${form.status} → ${form.location})`,
    );
  return String(made.id);
}

async function poll<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.warn(`! gave up waiting for ${what}`);
  return undefined;
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'overwrite-status': { type: 'boolean' } } });
  const out = resolve(values.out ?? DEFAULT_OUT);
  const snac = await startSnac({ users: ['alice', 'bob'], bin: ensuredSnacBinary() });
  console.log(`snac ${snac.version} at ${snac.url}`);
  const saved: Record<string, unknown> = {};
  try {
    const [alice, bob] = [await signIn(snac, 'alice'), await signIn(snac, 'bob')];
    saved.instance = await must(snac, '/api/v1/instance');
    const links = await must<{ links: Array<{ href: string }> }>(snac, '/.well-known/nodeinfo');
    saved.nodeinfo = await must(snac, new URL(links.links[0]?.href ?? '/nodeinfo_2_0', snac.url).pathname);
    const aliceAccount = await must(snac, '/api/v1/accounts/verify_credentials', { token: alice });
    const bobAccount = await must(snac, '/api/v1/accounts/verify_credentials', { token: bob });

    // snac finds a local account by id only after a lookup has stored its actor.
    await must(snac, '/api/v1/accounts/lookup?acct=bob', { token: alice });
    await must(snac, '/api/v1/accounts/lookup?acct=alice', { token: bob });
    await must(snac, `/api/v1/accounts/${String(bobAccount.id)}/follow`, { method: 'POST', token: alice });
    await must(snac, `/api/v1/accounts/${String(aliceAccount.id)}/follow`, { method: 'POST', token: bob });

    const id = await postPoll(snac, alice);
    // Delivery to bob goes through snac's queue: wait until bob can act on the status.
    await poll('bob to see the status', async () =>
      (await http(snac, `/api/v1/statuses/${id}/favourite`, { method: 'POST', token: bob })).status === 200
        ? true
        : undefined,
    );
    for (const [label, path, form] of [
      ['vote', `/api/v1/polls/${id}/votes`, { 'choices[]': ['0'] }],
      ['reaction', `/api/v1/statuses/${id}/react/${encodeURIComponent('🔥')}`, undefined],
    ] as const) {
      const answer = await http(snac, path, { method: 'POST', token: bob, ...(form ? { form } : {}) });
      console.log(`bob ${label}: HTTP ${answer.status}`);
    }
    await poll(
      'the vote to be counted',
      async () => {
        const status = await must(snac, `/api/v1/statuses/${id}`, { token: alice });
        return Number((status.poll as Json | null)?.votes_count ?? 0) > 0 ? true : undefined;
      },
      10_000,
    );

    saved.account = await must(snac, '/api/v1/accounts/verify_credentials', { token: alice });
    saved.status = await must(snac, `/api/v1/statuses/${id}`, { token: alice });
    saved.notification = await poll('a notification for alice', async () => {
      const list = await must<Json[]>(snac, '/api/v1/notifications', { token: alice });
      return list.find((n) => n.type === 'favourite') ?? list.find((n) => n.status) ?? undefined;
    });
    const relationships = await must<Json[]>(snac, `/api/v1/accounts/relationships?id[]=${String(bobAccount.id)}`, {
      token: alice,
    });
    saved.relationship = relationships[0];
  } finally {
    await snac.stop();
  }

  mkdirSync(out, { recursive: true });
  const host = new URL(snac.url).host;
  const names: Record<string, string> = {
    instance: 'instance.json',
    nodeinfo: 'nodeinfo.json',
    account: 'account.json',
    status: values['overwrite-status'] ? 'status.json' : 'status-poll.json',
    notification: 'notification.json',
    relationship: 'relationship.json',
  };
  for (const [key, data] of Object.entries(saved)) {
    if (data === undefined) continue;
    const text = JSON.stringify(data, null, 2)
      .replaceAll(`http://${host}`, 'https://snac.example')
      .replaceAll(`wss://${host}`, 'wss://snac.example')
      .replaceAll(host, 'snac.example');
    writeFileSync(join(out, names[key] ?? `${key}.json`), `${text}\n`);
    console.log(`wrote ${join(out, names[key] ?? `${key}.json`)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
