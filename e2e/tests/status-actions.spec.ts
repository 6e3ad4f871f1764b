import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { apiToken, clearFaults, injectFault, postStatus } from './support/timelines';

// Every status action of spec §6 applies on the server, and rolls back with the server's message in the
// post's own banner when the call fails (the favourite and reaction paths are in timelines.spec.ts).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const response = await request.post('/__dev/reset');
  expect(response.ok()).toBeTruthy();
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

interface WireStatusFlags {
  reblogged?: boolean;
  bookmarked?: boolean;
  muted?: boolean;
  pinned?: boolean;
}

async function statusAsSeenBy(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<{ status: number; body: WireStatusFlags }> {
  const response = await request.get(`/api/v1/statuses/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), body: response.ok() ? ((await response.json()) as WireStatusFlags) : {} };
}

async function openStatus(page: Page, id: string): Promise<Locator> {
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article.status[data-status-id="${id}"]`);
  await expect(card).toBeVisible();
  return card;
}

async function chooseFromMenu(card: Locator, item: string): Promise<void> {
  await card.getByRole('button', { name: 'More actions' }).click();
  await card.getByRole('menu', { name: 'More actions' }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** The call fails once, slowly: the change shows at once, then rolls back with the server's message. */
async function failOnce(request: APIRequestContext, method: string, path: string, message: string): Promise<void> {
  await injectFault(request, { method, path, status: 500, body: { error: message }, times: 1, delayMs: 1500 });
}

test('repeat, bookmark and conversation mute on another user’s post: optimistic, rolled back on failure, then saved', async ({
  page,
  request,
}) => {
  const bobToken = await apiToken(request, 'bob');
  const aliceToken = await apiToken(request, 'alice');
  const { id } = await postStatus(request, bobToken, {
    status: `Bob’s post for the status actions ${Date.now()}`,
    visibility: 'public',
  });
  await signIn(page, 'alice');
  const card = await openStatus(page, id);

  // Repeat.
  await failOnce(request, 'POST', `/api/v1/statuses/${id}/reblog`, 'Injected repeat failure');
  await card.getByRole('button', { name: /^Repeat(, |$)/ }).click();
  await expect(card.getByRole('button', { name: 'Undo repeat' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('alert')).toContainText('Injected repeat failure');
  await expect(card.getByRole('button', { name: /^Repeat(, |$)/ })).toHaveAttribute('aria-pressed', 'false');
  expect((await statusAsSeenBy(request, aliceToken, id)).body.reblogged).toBe(false);
  await card.getByRole('button', { name: /^Repeat(, |$)/ }).click();
  await expect(card.getByRole('button', { name: 'Undo repeat' })).toBeVisible();
  await expect.poll(async () => (await statusAsSeenBy(request, aliceToken, id)).body.reblogged).toBe(true);

  // Bookmark (from the extra menu).
  await failOnce(request, 'POST', `/api/v1/statuses/${id}/bookmark`, 'Injected bookmark failure');
  await chooseFromMenu(card, 'Bookmark');
  await expect(card.getByRole('alert')).toContainText('Injected bookmark failure');
  await card.getByRole('button', { name: 'More actions' }).click();
  await expect(card.getByRole('menuitem', { name: 'Bookmark', exact: true })).toBeVisible();
  await card.getByRole('menuitem', { name: 'Bookmark', exact: true }).click();
  await expect.poll(async () => (await statusAsSeenBy(request, aliceToken, id)).body.bookmarked).toBe(true);
  await card.getByRole('button', { name: 'More actions' }).click();
  await expect(card.getByRole('menuitem', { name: 'Remove bookmark' })).toBeVisible();
  await card.getByRole('button', { name: 'More actions' }).click();

  // Mute conversation.
  await failOnce(request, 'POST', `/api/v1/statuses/${id}/mute`, 'Injected mute failure');
  await chooseFromMenu(card, 'Mute conversation');
  await expect(card.getByRole('alert')).toContainText('Injected mute failure');
  expect((await statusAsSeenBy(request, aliceToken, id)).body.muted).toBe(false);
  await chooseFromMenu(card, 'Mute conversation');
  await expect.poll(async () => (await statusAsSeenBy(request, aliceToken, id)).body.muted).toBe(true);
  await card.getByRole('button', { name: 'More actions' }).click();
  await expect(card.getByRole('menuitem', { name: 'Unmute conversation' })).toBeVisible();
  // Someone else's post offers neither pin nor delete.
  await expect(card.getByRole('menuitem', { name: 'Pin on profile' })).toHaveCount(0);
  await expect(card.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
});

test('pin and delete on one’s own post: rolled back on failure, then saved; delete asks first', async ({
  page,
  request,
}) => {
  const aliceToken = await apiToken(request, 'alice');
  const { id } = await postStatus(request, aliceToken, {
    status: `Alice’s post to pin and delete ${Date.now()}`,
    visibility: 'public',
  });
  await signIn(page, 'alice');
  const card = await openStatus(page, id);

  await failOnce(request, 'POST', `/api/v1/statuses/${id}/pin`, 'Injected pin failure');
  await chooseFromMenu(card, 'Pin on profile');
  await expect(card.getByRole('alert')).toContainText('Injected pin failure');
  expect((await statusAsSeenBy(request, aliceToken, id)).body.pinned).toBe(false);
  await card.getByRole('button', { name: 'More actions' }).click();
  await expect(card.getByRole('menuitem', { name: 'Pin on profile' })).toBeVisible();
  await card.getByRole('menuitem', { name: 'Pin on profile' }).click();
  await expect.poll(async () => (await statusAsSeenBy(request, aliceToken, id)).body.pinned).toBe(true);

  // Delete asks first (modalOnDelete is on by default); a failed delete keeps the post.
  await failOnce(request, 'DELETE', `/api/v1/statuses/${id}`, 'Injected delete failure');
  await chooseFromMenu(card, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Do you really want to delete this status?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByRole('alert')).toContainText('Injected delete failure');
  expect((await statusAsSeenBy(request, aliceToken, id)).status).toBe(200);

  await chooseFromMenu(card, 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This status has been deleted')).toBeVisible();
  await expect.poll(async () => (await statusAsSeenBy(request, aliceToken, id)).status).toBe(404);
});
