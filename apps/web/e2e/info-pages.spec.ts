import { expect, test } from '@playwright/test';

test.describe('information pages', () => {
  test("'Menneskene bak Dina' shows the midwife and the user as illustrations with alt texts", async ({
    page,
  }) => {
    await page.goto('/dina/menneskene-bak');
    const portraits = page.getByRole('main').getByRole('img');
    await expect(portraits).toHaveCount(2);
    await expect(portraits.nth(0)).toHaveAttribute('alt', /jordmor/);
    await expect(portraits.nth(1)).toHaveAttribute('alt', /gravid kvinne/);
  });

  test('the content can be hidden and shown again, and the chat button asks a question', async ({
    page,
  }) => {
    await page.goto('/dina/formål');
    await expect(page.getByText('Å styrke kvinners egen helse!')).toBeVisible();
    await page.getByRole('button', { name: 'Skjul innholdet' }).click();
    await expect(page.getByText('Å styrke kvinners egen helse!')).toBeHidden();
    await page.getByRole('button', { name: 'Vis innholdet' }).click();
    await expect(page.getByText('Å styrke kvinners egen helse!')).toBeVisible();
    await page.getByRole('link', { name: 'Chat med Dina' }).click();
    await expect(page).toHaveURL(/\/dina\/chat$/);
    await expect(page.getByRole('log').locator('.bubble--client')).toHaveText('Hvem er du?');
  });

  test('the footer links to the accessibility statement', async ({ page }) => {
    await page.goto('/dina/personvern');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighetserklæring' }),
    ).toHaveAttribute('href', /^https:\/\/uustatus\.no\//);
  });
});
