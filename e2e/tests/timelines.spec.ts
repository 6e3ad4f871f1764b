import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { apiToken, clearFaults, findStatus, injectFault, postStatus } from './support/timelines';
import { budget } from '../pace';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const response = await request.post('/__dev/reset');
  expect(response.ok()).toBeTruthy();
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

const statuses = (page: Page) => page.locator('article.status');
const statusWith = (page: Page, text: string) => page.locator('article.status', { hasText: text }).first();

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('public, federated and bubble timelines load and page older statuses', async ({ page }) => {
  for (const [path, heading] of [
    ['/main/public', 'Public timeline'],
    ['/main/all', 'Known network'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(statuses(page).first()).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/timelines/public') && request.url().includes('max_id='))
        requests.push(request.url());
    });
    // Older pages come when scrolled near the bottom.
    for (let attempt = 0; attempt < 5 && requests.length === 0; attempt += 1) {
      await scrollToBottom(page);
      await page.waitForTimeout(600);
    }
    expect(requests.length).toBeGreaterThan(0);
  }
  // Only statuses near the viewport are in the DOM (virtualized).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  expect(await statuses(page).count()).toBeLessThan(40);
});

test('home, direct messages and bookmarks load for a signed-in user; j/k moves focus', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/main/friends');
  await expect(page.getByRole('heading', { name: 'Home timeline' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.locator('article.status:focus')).toHaveCount(1);
  // The timeline's own tabs (the sidebar's nav panel has the same destinations).
  await page.locator('#main').getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  await expect(statusWith(page, 'Welcome to the Fedi Dev instance')).toBeVisible();
  await page.locator('#main').getByRole('link', { name: 'Direct messages' }).click();
  await expect(page.getByRole('heading', { name: 'Direct messages' })).toBeVisible();
  await expect(statusWith(page, 'secret plans')).toBeVisible();
});

test('new statuses wait behind Show new and the "." key shows them', async ({ page, request }) => {
  const token = await apiToken(request, 'bob');
  await page.goto('/main/public');
  await expect(statuses(page).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForTimeout(1000);
  await postStatus(request, token, { status: 'Pending status for the show-new test', visibility: 'public' });
  const showNew = page.getByRole('button', { name: /Show new \(\d+\)/ });
  await expect(showNew).toBeVisible({ timeout: budget(25_000) });
  await page.keyboard.press('.');
  await expect(statusWith(page, 'Pending status for the show-new test')).toBeVisible();
  await expect(showNew).toHaveCount(0);
});

test('tag timeline with follow button', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/tag/photography');
  await expect(page.getByRole('heading', { name: '#photography' })).toBeVisible();
  await expect(statuses(page).first()).toBeVisible();
  const follow = page.getByRole('button', { name: /^(Follow|Unfollow) hashtag$/ });
  await expect(follow).toBeVisible();
  const before = await follow.textContent();
  await follow.click();
  await expect(follow).not.toHaveText(before ?? '');
});

test('favourite is optimistic and rolls back with an error banner on failure', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  const id = await findStatus(request, token, 'Great article about the small web');
  await signIn(page, 'alice');
  await page.goto(`/notice/${id}`);
  const status = page.locator(`article.status[data-status-id="${id}"]`);
  await expect(status).toBeVisible();
  await expect(status.locator('.link-card')).toHaveAttribute('rel', 'noopener noreferrer');
  const favourite = status.getByRole('button', { name: /^Favorite(, |$)/ });
  await favourite.click();
  await expect(status.getByRole('button', { name: 'Undo favorite' })).toHaveAttribute('aria-pressed', 'true');

  await injectFault(request, {
    method: 'POST',
    path: `/api/v1/statuses/${id}/unfavourite`,
    status: 500,
    body: { error: 'Injected failure' },
    delayMs: 3000,
  });
  await status.getByRole('button', { name: 'Undo favorite' }).click();
  // Optimistic first…
  await expect(status.getByRole('button', { name: /^Favorite(, |$)/ })).toBeVisible();
  // …then rolled back, with the server's message in the per-post banner.
  await expect(status.getByRole('alert')).toContainText('Injected failure');
  await expect(status.getByRole('button', { name: 'Undo favorite' })).toHaveAttribute('aria-pressed', 'true');
});

test('poll vote follows the rules and shows results', async ({ page, request }) => {
  const token = await apiToken(request, 'mod');
  const id = await findStatus(request, token, 'What should I photograph next');
  await signIn(page, 'mod');
  await page.goto(`/notice/${id}`);
  const status = page.locator(`article.status[data-status-id="${id}"]`);
  const vote = status.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled();
  await status.getByLabel('Lakes').check();
  await status.getByLabel('Mountains').check();
  await expect(status.getByLabel('Lakes')).not.toBeChecked();
  await vote.click();
  await expect(status.locator('.poll-results')).toBeVisible();
  await expect(status.locator('.poll-option.own')).toContainText('Mountains');
});

test('reaction toggles on and off', async ({ page, request }) => {
  const token = await apiToken(request, 'mod');
  const id = await findStatus(request, token, 'Welcome to the Fedi Dev instance');
  await signIn(page, 'mod');
  await page.goto(`/notice/${id}`);
  const status = page.locator(`article.status[data-status-id="${id}"]`);
  const thumbs = status.getByRole('button', { name: /^👍: \d+ reaction/ });
  await expect(thumbs).toHaveAttribute('aria-pressed', 'false');
  await thumbs.click();
  await expect(status.getByRole('button', { name: '👍: 3 reactions' })).toHaveAttribute('aria-pressed', 'true');
  await status.getByRole('button', { name: '👍: 3 reactions' }).click();
  await expect(status.getByRole('button', { name: '👍: 2 reactions' })).toHaveAttribute('aria-pressed', 'false');
});

test("the react button opens composer's emoji picker: Escape closes it, a picked emoji reacts", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'mod');
  const id = await findStatus(request, token, 'Welcome to the Fedi Dev instance');
  await signIn(page, 'mod');
  await page.goto(`/notice/${id}`);
  const status = page.locator(`article.status[data-status-id="${id}"]`);
  const react = status.getByRole('button', { name: 'Add reaction' });
  await react.click();
  const picker = page.getByRole('dialog', { name: 'Pick a reaction' });
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeVisible();
  await expect(picker.getByRole('tab', { name: 'Stickers' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(react).toBeFocused();
  await react.click();
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('tada');
  await picker.getByRole('button', { name: 'tada' }).first().click();
  await expect(picker).toBeHidden();
  // The dev instance keeps state between runs: others may have reacted with 🎉 too.
  const mine = status.getByRole('button', { name: /^🎉: \d+ reaction/, pressed: true });
  await expect(mine).toHaveCount(1);
  await mine.click();
  await expect(mine).toHaveCount(0);
});

test('content warnings and sensitive media stay hidden until asked', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  const cw = await findStatus(request, token, 'Content warning on text only');
  await page.goto(`/notice/${cw}`);
  const status = page.locator(`article.status[data-status-id="${cw}"]`);
  await expect(status).toContainText('Spoilers for the finale');
  await expect(status).not.toContainText('Content warning on text only');
  await status.getByRole('button', { name: 'Show more' }).click();
  await expect(status).toContainText('Content warning on text only');

  const sensitive = await findStatus(request, token, 'This one is a bit much');
  await page.goto(`/notice/${sensitive}`);
  const media = page.locator(`article.status[data-status-id="${sensitive}"]`);
  await media.getByRole('button', { name: 'Show more' }).click();
  await expect(media.locator('.attachments-sensitive')).toBeVisible();
  await expect(media.locator('.attachment-image')).toHaveCount(0);
  await media.getByRole('button', { name: /Sensitive media/ }).click();
  await expect(media.locator('.attachment-image')).toHaveCount(1);
});

/** The reply at `depth` of the seeded deep thread (its text exactly: "Reply at depth 1" plus a count of 1 reads "…11"). */
const depthReply = (page: Page, depth: number) =>
  page.locator('article.status', { has: page.getByText(`Reply at depth ${depth}`, { exact: true }) });

test('thread tree hides deep replies, show full thread and dive', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  const root = await findStatus(request, token, 'A deep thread starts here');
  await page.goto(`/notice/${root}`);
  await expect(page.getByRole('heading', { name: 'Conversation' })).toBeVisible();
  await page.getByRole('button', { name: 'Tree view' }).click();
  await expect(depthReply(page, 4)).toBeVisible();
  await expect(depthReply(page, 5)).toHaveCount(0);
  await page.locator('.thread-more').first().click();
  await expect(page).toHaveURL(/\/notice\//);
  await expect(depthReply(page, 5)).toBeVisible();
  await page.getByRole('button', { name: 'Show full thread' }).click();
  await expect(depthReply(page, 11)).toBeVisible();
  await page.getByRole('button', { name: 'Linear view' }).click();
});

test('media viewer: counter, arrows wrap, Escape closes', async ({ page, request }) => {
  const token = await apiToken(request, 'alice');
  const id = await findStatus(request, token, 'Two new photos from the weekend hike');
  await page.goto(`/notice/${id}`);
  const status = page.locator(`article.status[data-status-id="${id}"]`);
  await status.locator('.attachment-image').first().click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(viewer).toContainText('1 of 2');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('2 of 2');
  await expect(viewer).toContainText('Stripes on the trail');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('1 of 2');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText('2 of 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  // Browser back closes it too.
  await status.locator('.attachment-image').first().click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/notice/${id}`));
});

test('visitors get remote interaction links instead of actions', async ({ page }) => {
  await page.goto('/main/public');
  const first = statuses(page).first();
  await expect(first).toBeVisible();
  const reply = first.getByRole('link', { name: /^Reply/ });
  await expect(reply).toHaveAttribute('href', /\/main\/ostatus\?status_id=/);
  await expect(first.getByRole('button', { name: 'Favorite' })).toHaveCount(0);
});

test('hostile HTML in content, CW, names and poll options never runs', async ({ page, request }) => {
  const token = await apiToken(request, 'bob');
  const hostile =
    '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">js link</a><svg onload="window.__xss=4"></svg>';
  const profile = await request.patch('/api/v1/accounts/update_credentials', {
    headers: { authorization: `Bearer ${token}` },
    form: { display_name: '<img src=x onerror="window.__xss=5">Bob' },
  });
  expect(profile.ok()).toBeTruthy();
  const posted = await postStatus(request, token, {
    status: `<p>hostile ${hostile}</p>`,
    content_type: 'text/html',
    spoiler_text: '<img src=x onerror="window.__xss=6">cw',
    'poll[options][]': ['<img src=x onerror="window.__xss=7">one', 'two'],
    'poll[expires_in]': '3600',
    visibility: 'public',
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/notice/${posted.id}`);
  const status = page.locator(`article.status[data-status-id="${posted.id}"]`);
  await expect(status).toBeVisible();
  await status.getByRole('button', { name: 'Show more' }).click();
  await expect(status).toContainText('hostile');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Only the app's own icons (the header's visibility, the action row's) are SVG: none from the content.
  expect(await status.locator('script, svg:not(header svg, .status-actions svg), [onerror], [onload]').count()).toBe(0);
  for (const href of await status
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).not.toMatch(/^\s*javascript:/i);
  }
  expect(dialogs).toEqual([]);
});

test('Reload appears when a gap was too large to fill, and starts over', async ({ page }) => {
  // Every newer page (min_id) comes back full: the gap never closes within the fill limit.
  let template: Record<string, unknown> | null = null;
  let faking = true;
  const pattern = /\/api\/v1\/timelines\/public\?/;
  await page.route(pattern, async (route) => {
    const minId = new URL(route.request().url()).searchParams.get('min_id');
    if (!minId || !template || !faking) {
      const response = await route.fetch();
      const body = (await response.json()) as Array<Record<string, unknown>>;
      template ??= body.find((item) => !item.reblog) ?? null;
      await route.fulfill({ response, json: body });
      return;
    }
    const page20 = Array.from({ length: 20 }, (_, index) => ({
      ...template,
      id: `${minId}z${String(19 - index).padStart(2, '0')}`,
      content: `<p>Gap filler ${index}</p>`,
    }));
    await route.fulfill({ json: page20 });
  });
  await page.goto('/main/public');
  await expect(statuses(page).first()).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible({ timeout: budget(30_000) });
  // The header may move while the gap fills: click it in place, then stop faking.
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('button.timeline-reload')?.click());
  faking = false;
  await expect(reload).toHaveCount(0);
  await expect(statuses(page).first()).toBeVisible();
  await expect(page.locator('article.status', { hasText: 'Gap filler' })).toHaveCount(0);
});

test.afterAll(async ({ request }) => {
  await request.post('/__dev/reset');
});
