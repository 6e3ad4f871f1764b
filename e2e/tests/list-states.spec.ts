import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';

/**
 * The designed list states (issue 20) for an account with nothing yet: each list says what is missing and
 * how to fill it; one list's failure shows the spec §8 text with Retry, and Retry recovers. (The fault
 * matrix covers the other lists' failures.) Screenshots of two empty states at phone and desktop widths go
 * to `.reports/list-states-*.png`.
 */

const USER = 'newcomer';

/** A fresh account through the API (captcha answered by the dev instance), no sign-in. */
async function register(page: Page, username: string): Promise<void> {
  await page.request.post('/__dev/config', { data: { approvalRequired: false, accountActivationRequired: false } });
  const captcha = (await (await page.request.get('/api/v1/pleroma/captcha')).json()) as { token: string };
  const { answer } = (await (await page.request.get(`/__dev/captcha/${captcha.token}`)).json()) as { answer: string };
  const response = await page.request.post('/api/v1/accounts', {
    form: {
      username,
      email: `${username}@example.test`,
      password: 'password',
      agreement: 'true',
      captcha_token: captcha.token,
      captcha_solution: answer,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** The empty state's title and hint, together in one block. */
async function expectEmpty(page: Page, title: string, hint: string): Promise<void> {
  const block = page.locator('.empty-state', { hasText: title });
  await expect(block).toBeVisible();
  await expect(block).toContainText(hint);
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = join(__dirname, '..', '..', '.reports');
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: join(dir, `list-states-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.afterEach(async ({ page }) => {
  await page.request.delete('/__dev/faults');
});

test('a new account: every list says what is missing and how to fill it; a failed list retries', async ({ page }) => {
  await resetInstance(page);
  await register(page, USER);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, USER);

  await page.goto('/main/friends');
  await expectEmpty(page, 'Your home timeline is empty', 'Follow people to see their posts here.');

  await page.goto('/bookmarks');
  await expectEmpty(page, 'No bookmarks yet', 'Bookmark a post from its menu to find it here.');
  await shoot(page, 'bookmarks');

  await page.goto('/lists');
  await expectEmpty(page, 'You have no lists yet.', 'Lists let you read chosen people on a timeline of their own.');

  await page.goto(`/users/${USER}/chats`);
  await expectEmpty(page, 'No chats yet', 'Press “New chat” to start one.');
  await shoot(page, 'chats');

  // One list's failure: the §8 message with Retry; Retry after the fault is gone shows the empty state.
  const fault = await page.request.post('/__dev/faults', {
    data: { method: 'GET', path: '/api/v1/follow_requests', status: 500, body: {} },
  });
  expect(fault.ok()).toBeTruthy();
  await page.goto('/friend-requests');
  const alert = page.getByRole('alert').filter({ hasText: 'Internal Server Error' });
  await expect(alert).toBeVisible();
  await page.request.delete('/__dev/faults');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expectEmpty(page, 'No follow requests.', 'When someone asks to follow you, you can accept them here.');
  await expect(alert).toHaveCount(0);
});
