import type { Page } from '@playwright/test';
import { signInOnServerPage } from '../../tests/support/serverSignIn';
import { expect, snacForm, test } from './fixtures';

const chatsLinks = (page: Page) => page.getByRole('link', { name: /^Chats/ });

test('snac has no chats (no pleroma_chat_messages): no Chats entry in the nav, side drawer or mobile nav; the chat route says so plainly', async ({
  page,
  snac,
}) => {
  const chatCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/pleroma/chats')) chatCalls.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOnServerPage(page, snacForm('alice', snac.passwords.alice ?? ''));
  await expect(page.locator('.user-acct')).toHaveText('@alice');
  // the signed-in entries are there (so the check below is not vacuous), Chats is not
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(chatsLinks(page)).toHaveCount(0);

  // mobile: the bottom nav has no chats link, nor has the side drawer
  await page.setViewportSize({ width: 375, height: 740 });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(chatsLinks(page)).toHaveCount(0);
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Interactions' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /^Chats/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // a chat link people already have: an honest page, no failing list, no error
  for (const path of ['/users/alice/chats', '/users/alice/chats/someone']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
    await expect(page.getByText('Chats are not available on this server.')).toBeVisible();
    await expect(page.getByText('Something went wrong when loading the chat.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  // no chat call ever reached snac
  expect(chatCalls).toEqual([]);
});
