import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectNoFocusUnderBars, headingOf, screens } from './screens';

for (const screen of screens) {
  const { url, title } = screen;
  test(`${url} loads on a hard reload and has no axe violations`, async ({ page, request }) => {
    const heading = await headingOf(screen, request);
    await page.goto(url);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle(title);
    await expectNoAxeViolations(page);
  });
}

for (const screen of screens) {
  const { url } = screen;
  test(`on ${url} no element focused by Tab or Shift+Tab hides under a sticky bar`, async ({
    page,
    request,
  }) => {
    const heading = await headingOf(screen, request);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The chat scrolls to its welcome over 650 ms; a scroll still running moves the page
    // under the element just focused.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await expectNoFocusUnderBars(page);
  });
}

test('the empty path redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('/ibs has no landing page and redirects to its chat', async ({ page }) => {
  await page.goto('/ibs');
  await expect(page).toHaveURL(/\/ibs\/chat$/);
});

test('a percent-encoded /dina/form%C3%A5l is the purpose page', async ({ page }) => {
  await page.goto('/dina/form%C3%A5l');
  await expect(page.getByRole('heading', { level: 1, name: 'Formål' })).toBeVisible();
});

/** Makes an API path answer `status` with an empty JSON body. */
const failing = (page: Page, path: string, status: number) =>
  page.route(path, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: '{}' }),
  );
const errorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Noe gikk galt' });

test('a chatbot the server cannot load right now gets a reload, not «Fant ikke siden»', async ({
  page,
}) => {
  await failing(page, '**/api/ChatBot/GetPublicInfo/**', 503);
  await page.goto('/dina');
  await expect(errorHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last inn på nytt' })).toBeVisible();
  await expect(page).toHaveTitle('Noe gikk galt');
  await expectNoAxeViolations(page);
});

test('without a network the page says so and offers a reload', async ({ page }) => {
  await page.route('**/api/ChatBot/GetPublicInfo/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/dina/chat');
  await expect(page.getByText('Det ser ut til at du er uten nett')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last inn på nytt' })).toBeVisible();
});

test('a sub-page the server fails to send gets a reload, a missing one «Fant ikke siden»', async ({
  page,
}) => {
  await failing(page, '**/api/Page/GetSubPageForClient/**', 500);
  await page.goto('/dina/side/1');
  await expect(errorHeading(page)).toBeVisible();
  await page.unroute('**/api/Page/GetSubPageForClient/**');
  await page.goto('/dina/side/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says to turn it on and how to get help now', async ({ page }) => {
    await page.goto('/dina/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Slå på JavaScript' })).toBeVisible();
    // Playwright's text locators skip <noscript>; its text content is what the visitor sees.
    await expect(page.locator('main p').last()).toContainText('ring 113 ved fare for liv');
  });
});
