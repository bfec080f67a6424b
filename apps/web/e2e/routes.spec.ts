import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Every client route of SPEC §2 that renders, with what proves it rendered the right screen. */
const routes = [
  { url: '/dina', heading: 'Hei, jeg er Dina!' },
  { url: '/home', heading: 'Hei, jeg er Dina!' },
  { url: '/dina/side/1', heading: /svangerskapsdiabetes/i },
  { url: '/dina/personvern', heading: 'Personvern' },
  { url: '/dina/formål', heading: 'Formål' },
  { url: '/dina/menneskene-bak', heading: 'Menneskene bak Dina' },
  { url: '/dina/tidsbruk', heading: 'Total tidsbruk' },
  { url: '/dina/chat', heading: 'Chat med Dina' },
  { url: '/ibs/chat', heading: 'Chat med IBS-veilederen' },
  { url: '/login', heading: 'Velkommen til chatboten Dina' },
  { url: '/dina/side/999999', heading: 'Fant ikke siden' },
  { url: '/ukjent-bot', heading: 'Fant ikke siden' },
];

for (const { url, heading } of routes) {
  test(`${url} loads on a hard reload and has no axe violations`, async ({ page }) => {
    await page.goto(url);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
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
