import { expect, type APIRequestContext } from '@playwright/test';

/** Account id of a seeded user (ids change per run). */
export async function accountId(request: APIRequestContext, token: string, acct: string): Promise<string> {
  const response = await request.get('/api/v1/accounts/lookup', {
    params: { acct },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

export interface WireRelationship {
  id: string;
  following?: boolean;
  requested?: boolean;
  muting?: boolean;
  blocking?: boolean;
  followed_by?: boolean;
}

/** The token user's relationship to one account. */
export async function relationshipTo(request: APIRequestContext, token: string, id: string): Promise<WireRelationship> {
  const response = await request.get('/api/v1/accounts/relationships', {
    params: { 'id[]': id },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const list = (await response.json()) as WireRelationship[];
  return list[0] ?? { id };
}

/** POSTs an API call as the token's user. */
export async function apiPost(
  request: APIRequestContext,
  token: string,
  path: string,
  json?: unknown,
): Promise<unknown> {
  const response = await request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    ...(json === undefined ? {} : { data: json }),
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.json().catch(() => null);
}
