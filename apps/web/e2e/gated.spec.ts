import { expect, test } from '@playwright/test';

// The second server of playwright.config.ts: REQUIRE_LOGIN and SHOW_USAGE_PAGE switched on.
const gated = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 1}`;
test.use({ baseURL: gated });

test.describe('with REQUIRE_LOGIN on', () => {
  for (const url of ['/home', '/dina', '/dina/chat', '/dina/side/1']) {
    test(`${url} sends a visitor who has not passed the gate to /login`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/login$/);
      await expect(
        page.getByRole('heading', { name: 'Velkommen til chatboten Dina' }),
      ).toBeVisible();
    });
  }

  test('the information pages stay open without the gate', async ({ page }) => {
    await page.goto('/dina/personvern');
    await expect(page.getByRole('heading', { level: 1, name: 'Personvern' })).toBeVisible();
  });

  test('an empty password opens the chat, and the guarded routes let the visitor in', async ({
    page,
  }) => {
    await page.goto('/dina/chat');
    await page.getByRole('button', { name: 'Kom i gang' }).click();
    await expect(page).toHaveURL(/\/dina\/chat$/);
    await expect(page.getByRole('log', { name: 'Samtale' })).toBeVisible();
    await page.goto('/dina');
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, jeg er Dina!' })).toBeVisible();
    // SPEC §2: opening the gate again clears the stored pass.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Kom i gang' })).toBeVisible();
    await page.goto('/dina');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('with SHOW_USAGE_PAGE on', () => {
  test("the menu links to 'Tidsbruk', which counts this visit", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Kom i gang' }).click();
    await expect(page.getByRole('log', { name: 'Samtale' })).toBeVisible();
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Tidsbruk' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Total tidsbruk' })).toBeVisible();
    await expect(page.getByText('1 minutt, 1 økt', { exact: true })).toBeVisible();
  });
});
