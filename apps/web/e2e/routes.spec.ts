import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { screens } from './screens';

for (const { url, heading, title } of screens) {
  test(`${url} loads on a hard reload and has no axe violations`, async ({ page }) => {
    await page.goto(url);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle(title);
    await expectNoAxeViolations(page);
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
