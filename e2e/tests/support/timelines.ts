import { expect, type APIRequestContext } from '@playwright/test';

/** A bearer token for a seeded user, through the dev instance's OAuth password grant. */
export async function apiToken(request: APIRequestContext, username: string, password = 'password'): Promise<string> {
  const app = await request.post('/api/v1/apps', {
    form: {
      client_name: 'e2e-timelines',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write follow push',
    },
  });
  expect(app.ok()).toBeTruthy();
  const { client_id, client_secret } = (await app.json()) as { client_id: string; client_secret: string };
  const token = await request.post('/oauth/token', {
    form: { client_id, client_secret, grant_type: 'password', username, password, scope: 'read write follow push' },
  });
  expect(token.ok()).toBeTruthy();
  return ((await token.json()) as { access_token: string }).access_token;
}

export interface PostedStatus {
  id: string;
  content: string;
}

/** Posts a status as the token's user (form fields as the API takes them). */
export async function postStatus(
  request: APIRequestContext,
  token: string,
  form: Record<string, string | string[]>,
): Promise<PostedStatus> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const response = await request.post('/api/v1/statuses', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    data: params.toString(),
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as PostedStatus;
}

/** Finds a seeded status by a piece of its text (search API). */
export async function findStatus(request: APIRequestContext, token: string, text: string): Promise<string> {
  const response = await request.get('/api/v2/search', {
    params: { q: text, type: 'statuses', limit: '5' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { statuses: Array<{ id: string; content: string }> };
  const plain = (html: string) => html.replace(/<[^>]*>/g, '');
  const hit = body.statuses.find((status) => plain(status.content).includes(text)) ?? body.statuses[0];
  expect(hit, `status with "${text}"`).toBeTruthy();
  return hit!.id;
}

/** Sets a test fault on the dev instance; `clearFaults` removes them all. */
export async function injectFault(
  request: APIRequestContext,
  fault: { method?: string; path: string; status?: number; body?: unknown; times?: number; delayMs?: number },
): Promise<void> {
  const response = await request.post('/__dev/faults', { data: fault });
  expect(response.ok()).toBeTruthy();
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete('/__dev/faults');
}
