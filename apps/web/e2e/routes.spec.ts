import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Every client route of SPEC §2 that renders, with what proves it rendered the right screen. */
const routes = [
  { url: '/dina', heading: 'Hei, jeg er Dina!', title: 'Dina' },
  { url: '/home', heading: 'Hei, jeg er Dina!', title: 'Dina' },
  { url: '/dina/side/1', heading: /svangerskapsdiabetes/i, title: / – Dina$/ },
  { url: '/dina/personvern', heading: 'Personvern', title: 'Personvern – Dina' },
  { url: '/dina/formål', heading: 'Formål', title: 'Formål – Dina' },
  {
    url: '/dina/menneskene-bak',
    heading: 'Menneskene bak Dina',
    title: 'Menneskene bak Dina – Dina',
  },
  { url: '/dina/tidsbruk', heading: 'Total tidsbruk', title: 'Total tidsbruk – Dina' },
  { url: '/dina/chat', heading: 'Chat med Dina', title: 'Dina' },
  { url: '/ibs/chat', heading: 'Chat med IBS-veilederen', title: 'IBS-veilederen' },
  { url: '/login', heading: 'Velkommen til chatboten Dina', title: 'Velkommen til chatboten Dina' },
  { url: '/dina/side/999999', heading: 'Fant ikke siden', title: 'Fant ikke siden' },
  { url: '/ukjent-bot', heading: 'Fant ikke siden', title: 'Fant ikke siden' },
];

for (const { url, heading, title } of routes) {
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
