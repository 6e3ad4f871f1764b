import { expect, signedIn, test } from './fixtures';
import { budget } from '../../pace';

test.describe.configure({ mode: 'serial' });

test('follow and unfollow between two snac users; the follow shows in notifications', async ({ browser, snac }) => {
  const alice = await signedIn(browser, snac.appUrl, 'alice', snac.passwords.alice ?? '');
  await alice.goto('/bob');
  const card = alice.getByRole('region', { name: /Profile of bob/ });
  await expect(card).toBeVisible();
  // Another spec of the leg (notifications) may have left alice following bob: start from not following.
  const relation = card.getByRole('button', { name: /^(Follow( back)?|Unfollow|Cancel follow request)$/ });
  await expect(relation).toBeVisible({ timeout: budget(15_000) });
  if (/Unfollow|Cancel/.test((await relation.textContent()) ?? '')) {
    await relation.click();
    await expect(card.getByRole('button', { name: /^Follow( back)?$/ })).toBeVisible({ timeout: budget(15_000) });
  }
  await card.getByRole('button', { name: /^Follow( back)?$/ }).click();
  await expect(card.getByRole('button', { name: /Unfollow|Cancel follow request/ })).toBeVisible({
    timeout: budget(15_000),
  });

  const bob = await signedIn(browser, snac.appUrl, 'bob', snac.passwords.bob ?? '');
  await bob.goto('/bob/notifications');
  const panel = bob.getByRole('region', { name: 'Notifications' });
  await expect(panel.locator('[data-type="follow"]').first()).toBeVisible({ timeout: budget(20_000) });
  await bob.context().close();

  await alice.reload();
  const again = alice.getByRole('region', { name: /Profile of bob/ });
  const unfollow = again.getByRole('button', { name: 'Unfollow' });
  await expect(unfollow.or(again.getByRole('button', { name: 'Cancel follow request' }))).toBeVisible({
    timeout: budget(15_000),
  });
  if (await unfollow.isVisible()) {
    // modalOnUnfollow is off by default: unfollowing asks nothing.
    await unfollow.click();
  } else {
    await again.getByRole('button', { name: 'Cancel follow request' }).click();
  }
  await expect(again.getByRole('button', { name: /^Follow( back)?$/ })).toBeVisible({ timeout: budget(15_000) });
  await alice.context().close();
});

test('search finds a post and a user on snac', async ({ browser, snac }) => {
  const alice = await signedIn(browser, snac.appUrl, 'alice', snac.passwords.alice ?? '');
  const stamp = `peoplesnac${Date.now()}`;
  const token = await alice.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key) ?? '';
      const match = /"access_token"\s*:\s*"([^"]+)"/.exec(value) ?? /"token"\s*:\s*"([^"]+)"/.exec(value);
      if (match) return match[1];
    }
    return null;
  });
  expect(token).toBeTruthy();
  const posted = await alice.request.post('/api/v1/statuses', {
    headers: { authorization: `Bearer ${token}` },
    form: { status: `searchable ${stamp}`, visibility: 'public' },
  });
  expect(posted.ok()).toBeTruthy();
  await alice.goto(`/search?query=${stamp}`);
  await expect(alice.getByRole('tab', { name: /^Posts \((\d+)\)$/ })).not.toHaveText('Posts (0)', {
    timeout: budget(15_000),
  });
  await expect(alice.getByText(`searchable ${stamp}`).first()).toBeVisible();
  // snac finds people by their full handle (it has no partial name search).
  const handle = `bob@${new URL(snac.snacUrl).host}`;
  await alice.goto(`/search?query=${encodeURIComponent(handle)}`);
  await expect(alice.getByRole('tab', { name: /^People \((\d+)\)$/ })).not.toHaveText('People (0)', {
    timeout: budget(15_000),
  });
  await alice.getByRole('tab', { name: /^People/ }).click();
  await expect(alice.getByText(/@bob/).first()).toBeVisible();
  await alice.context().close();
});

test('a list is created on snac', async ({ browser, snac }) => {
  const alice = await signedIn(browser, snac.appUrl, 'alice', snac.passwords.alice ?? '');
  await alice.goto('/lists/new/edit');
  await alice.getByLabel('Title').fill('snac people list');
  await alice.getByRole('button', { name: 'Create' }).click();
  await expect(alice).toHaveURL(/\/lists\/[^/]+$/);
  await alice.goto('/lists');
  await expect(alice.getByRole('link', { name: 'snac people list', exact: true })).toBeVisible();
  await alice.context().close();
});
