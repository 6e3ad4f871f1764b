import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetInstance, signIn } from './support/app';
import { apiToken, clearFaults, postStatus } from './support/timelines';

test.beforeEach(async ({ page, request }) => {
  await resetInstance(page);
  await clearFaults(request);
});

/** Alice posts with a poll, then edits twice through the API: three versions. */
async function editedPost(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'alice');
  const posted = await postStatus(request, token, {
    status: 'Tea or coffee, first try',
    'poll[options][]': ['tea', 'coffee'],
    'poll[expires_in]': '3600',
  });
  const edit = async (data: Record<string, unknown>) => {
    const response = await request.put(`/api/v1/statuses/${posted.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  };
  await edit({
    status: 'Tea or water, second try',
    spoiler_text: 'drinks',
    poll: { options: ['tea', 'water'], expires_in: 3600 },
  });
  await edit({ status: 'Tea it is :blobcat:', spoiler_text: '' });
  return posted.id;
}

async function expectVersions(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Edit history' });
  const versions = dialog.getByTestId('status-version');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Tea it is');
  await expect(versions.nth(0)).toContainText('Current version');
  await expect(versions.nth(0).getByRole('img', { name: ':blobcat:' })).toBeVisible();
  await expect(versions.nth(1)).toContainText('Content warning: drinks');
  await expect(versions.nth(1)).toContainText('Tea or water, second try');
  await expect(versions.nth(1).getByRole('list', { name: 'Poll' }).getByRole('listitem')).toHaveText(['tea', 'water']);
  await expect(versions.nth(2)).toContainText('Tea or coffee, first try');
  await expect(versions.nth(2)).toContainText('Original');
  await expect(versions.nth(2).getByRole('list', { name: 'Poll' }).getByRole('listitem')).toHaveText(['tea', 'coffee']);
  return dialog;
}

test('a visitor opens the edit history from the edited mark: every version newest first; Escape closes and the focus returns', async ({
  page,
  request,
}) => {
  const id = await editedPost(request);
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article.status[data-status-id="${id}"]`);
  const mark = card.getByRole('button', { name: '(edited) — show edit history' });
  await mark.click();
  const dialog = await expectVersions(page);
  await expect(dialog.locator('script')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('status-history-1280.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mark).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await mark.click();
  await expectVersions(page);
  await page.screenshot({ path: test.info().outputPath('status-history-375.png') });
});

test('the author opens it from the extra menu; Tab stays inside the dialog; Escape gives the focus back to the menu button', async ({
  page,
  request,
}) => {
  const id = await editedPost(request);
  await signIn(page, 'alice');
  await page.goto(`/notice/${id}`);
  const card = page.locator(`article.status[data-status-id="${id}"]`);
  const more = card.getByRole('button', { name: 'More actions' });
  await more.click();
  await card.getByRole('menuitem', { name: 'Edit history' }).click();
  const dialog = await expectVersions(page);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  // The page behind did not move while the dialog had the keys: the card is still there, unedited.
  await expect(card.getByRole('button', { name: '(edited) — show edit history' })).toBeVisible();
});

test("the server's error shows in the dialog, and Try again loads the versions", async ({ page, request }) => {
  const id = await editedPost(request);
  const fault = await request.post('/__dev/faults', {
    data: { method: 'GET', path: `/api/v1/statuses/${id}/history`, status: 500, times: 1 },
  });
  expect(fault.ok()).toBeTruthy();
  await page.goto(`/notice/${id}`);
  await page
    .locator(`article.status[data-status-id="${id}"]`)
    .getByRole('button', { name: '(edited) — show edit history' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit history' });
  await expect(dialog.getByRole('alert')).toContainText('Could not load the edit history: Internal Server Error');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expectVersions(page);
});
