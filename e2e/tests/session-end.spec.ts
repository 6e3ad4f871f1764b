import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { addFault, clearFaults, openComposer } from './support/composer';
import { accountId, apiPost } from './support/people';
import { apiToken } from './support/timelines';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
  await clearFaults(page);
});

/** The session's token, as the app stored it. */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('fedi:oauth') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  return token as string;
}

/** Revokes a token on the server, as another device's "log out everywhere" would. */
async function revoke(page: Page, token: string): Promise<void> {
  const response = await page.request.post('/oauth/revoke', { form: { token } });
  expect(response.ok()).toBeTruthy();
}

/** Requests that still carry `token` from now on. */
function callsWith(page: Page, token: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization === `Bearer ${token}`) urls.push(request.url());
  });
  return urls;
}

const ENDED = 'Your session has ended. Log in again.';

test('a token revoked mid-session: one message, sockets closed, nothing polls; the draft is kept and sign-in returns to the page', async ({
  page,
}) => {
  // The sockets of the document in view (the app opens them after its document has loaded): one the
  // previous page was still opening when it was left may never be reported closed (the browser drops it
  // with its document).
  let sockets: WebSocket[] = [];
  page.on('domcontentloaded', () => {
    sockets = [];
  });
  page.on('websocket', (socket) => sockets.push(socket));
  await signIn(page, 'alice');
  await page.goto('/main/all');
  await expect(page.locator('article[data-status-id]').first()).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const token = await storedToken(page);

  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Words written before the session ended');
  // The server closes the revoked token's socket; the next call the app makes (the catch-up) gets a 401.
  const sessionSockets = [...sockets];
  await revoke(page, token);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ENDED)).toHaveCount(1);
  // The one message: no error notice or other alert besides it.
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(ENDED);
  await expect.poll(() => sessionSockets.every((socket) => socket.isClosed())).toBe(true);

  // Nothing keeps calling with the dead token (pollers stopped, sockets not reopened).
  const late = callsWith(page, token);
  await page.waitForTimeout(3000);
  expect(late).toEqual([]);
  await expect(page.getByText(ENDED)).toHaveCount(1);

  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/all$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The draft of the composer that was open is kept (in localStorage per user): a new post starts from it.
  await page.getByRole('button', { name: 'New post' }).first().click();
  const again = page.getByRole('dialog', { name: 'New post' });
  await expect(again.getByLabel('Post text')).toHaveValue('Words written before the session ended');
});

test('a chat message refused because the session ended is back in the field after signing in again', async ({
  page,
}) => {
  const apiTokenOfAlice = await apiToken(page.request, 'alice');
  const bobId = await accountId(page.request, apiTokenOfAlice, 'bob');
  const chat = (await apiPost(page.request, apiTokenOfAlice, `/api/v1/pleroma/chats/by-account-id/${bobId}`)) as {
    id: string;
  };
  await signIn(page, 'alice');
  await page.goto(`/users/alice/chats/${bobId}`);
  const field = page.getByRole('textbox', { name: 'Message' });
  await expect(field).toBeVisible();
  // The send is the call refused (the server's token check answering 401 to it, injected).
  await addFault(page, { method: 'POST', path: `/api/v1/pleroma/chats/${chat.id}/messages`, status: 401, times: 1 });
  await field.fill('Sent as the session ended');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ENDED)).toHaveCount(1);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/alice/chats/${bobId}$`));
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Sent as the session ended');
});
