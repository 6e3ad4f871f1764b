import { expect, test, type Page } from '@playwright/test';
import { resetInstance } from './support/app';

test.beforeEach(async ({ page }) => {
  await resetInstance(page);
});

async function fillForm(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Display name').fill('New Person');
  await page.getByLabel('Email (optional)').fill(`${username}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('hunter2hunter2');
  await page.getByLabel('Password confirmation').fill('hunter2hunter2');
}

async function answerCaptcha(page: Page, captchaToken: string) {
  const answer = await (await page.request.get(`/__dev/captcha/${captchaToken}`)).json();
  await page.getByLabel('CAPTCHA', { exact: true }).fill(String(answer.answer ?? answer));
}

/** Captures the captcha token the page receives. */
function captureCaptcha(page: Page): { token: string | null } {
  const holder: { token: string | null } = { token: null };
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/v1/pleroma/captcha')) return;
    // A captcha answer that arrives as the page navigates away has no readable body: it is not needed then.
    response
      .json()
      .then((body: { token: string }) => (holder.token = body.token))
      .catch(() => undefined);
  });
  return holder;
}

test('blank fields show “cannot be left blank”; mismatched passwords are caught', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('cannot be left blank').first()).toBeVisible();
  expect(await page.getByText('cannot be left blank').count()).toBeGreaterThanOrEqual(4);
  await page.getByLabel('Password', { exact: true }).fill('one');
  await page.getByLabel('Password confirmation').fill('two');
  await expect(page.getByText('should be the same as password')).toBeVisible();
});

test('registration with a captcha signs the new user in; a wrong answer shows the server error and a new captcha', async ({
  page,
}) => {
  const captcha = captureCaptcha(page);
  await page.goto('/registration');
  await expect(page.getByRole('img', { name: 'CAPTCHA image' })).toBeVisible();
  await fillForm(page, 'newperson');

  await page.getByLabel('CAPTCHA', { exact: true }).fill('00000');
  const firstToken = captcha.token;
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('Captcha Invalid CAPTCHA.');
  await expect.poll(() => captcha.token).not.toBe(firstToken);

  await answerCaptcha(page, captcha.token ?? '');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
  await expect(page.getByText('@newperson')).toBeVisible();
});

test('approval required: the reason is asked for and the result is the request-sent page', async ({ page }) => {
  await page.request.post('/__dev/config', { data: { approvalRequired: true } });
  const captcha = captureCaptcha(page);
  await page.goto('/registration');
  await fillForm(page, 'waitingperson');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('cannot be left blank')).toHaveCount(2);
  await page.getByLabel('Reason to register').fill('I like this place');
  await expect.poll(() => captcha.token).not.toBeNull();
  await answerCaptcha(page, captcha.token ?? '');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registration-request-sent$/);
  await expect(page.getByRole('heading', { name: 'Registration request sent' })).toBeVisible();
});

test('closed registrations: the page redirects, but an invite token still works', async ({ page }) => {
  await page.request.post('/__dev/config', { data: { registrationsOpen: false } });
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/main\/all$/);

  const captcha = captureCaptcha(page);
  await page.goto('/registration/dev-invite-token');
  await expect(page.getByLabel('Invite token')).toHaveValue('dev-invite-token');
  await fillForm(page, 'invitedperson');
  await expect.poll(() => captcha.token).not.toBeNull();
  await answerCaptcha(page, captcha.token ?? '');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/main\/friends$/);
});

test('password reset: 204 asks to check email and clears the field; the 4th attempt hits the limit', async ({
  page,
}) => {
  await page.goto('/password-reset');
  const email = page.getByLabel('Email or username');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await email.fill('alice@dev.local');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toHaveText('Check your email for a link to reset your password.');
    await expect(email).toHaveValue('');
  }
  await email.fill('alice@dev.local');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('You have reached the limit of attempts, try again later.');
  await expect(page.getByRole('link', { name: 'Return to the home page' })).toBeVisible();
});
