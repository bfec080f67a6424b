import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSidewaysScroll, headingOf, screens } from './screens';

/**
 * A screenshot of every screen, at each project's viewport (desktop 1280×800, mobile 390×844),
 * saved in the test's output folder (test-results/) and attached to the report, so the look can
 * be reviewed without running the app. Each one is also a smoke test: the screen's heading is
 * shown and nothing scrolls sideways.
 */

/** Waits until the page is still: the fonts and every image (lazy ones too) loaded. */
async function settle(page: Page) {
  // Lazy images below the fold would be blank in a full-page shot.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all([
      document.fonts.ready,
      ...images.map((image) => image.decode().catch(() => undefined)),
    ]);
  });
}

/** The skip link stays out of sight until it has focus. */
async function expectSkipLinkHidden(page: Page) {
  const widths = await page
    .locator('.ds-skip-link')
    .evaluateAll((links) =>
      links.filter((l) => l !== document.activeElement).map((l) => l.getBoundingClientRect().width),
    );
  for (const width of widths) expect(width).toBeLessThanOrEqual(1);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await settle(page);
  await expectNoSidewaysScroll(page);
  await expectSkipLinkHidden(page);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

test.describe('screenshots', () => {
  for (const screen of screens) {
    const { shot: name, url } = screen;
    if (!name) continue;
    test(`${name}: ${url}`, async ({ page, request }, testInfo) => {
      const heading = await headingOf(screen, request);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (name === 'ibs-chat') {
        await expect(page.locator('.block--bot')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'ibs');
      }
      await shoot(page, testInfo, name);
    });
  }

  test('chat after one answered question', async ({ page }, testInfo) => {
    await page.goto('/dina/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat med Dina' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dina');
    const log = page.getByRole('log', { name: 'Samtale' });
    await expect(log.locator('.block--bot')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Ditt spørsmål' }).fill('Hva er svangerskapsdiabetes?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log.locator('.bubble--client')).toHaveText('Hva er svangerskapsdiabetes?');
    await expect(log.locator('.block--bot')).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveCount(0);
    await shoot(page, testInfo, 'chat');
    await page.getByRole('button', { name: 'Forslag' }).click();
    await expect(page.getByRole('group', { name: 'Forslag til spørsmål' })).toBeVisible();
    await shoot(page, testInfo, 'chat-suggestions', false);
  });

  test('the open menu', async ({ page }, testInfo) => {
    await page.goto('/dina');
    await page.getByRole('button', { name: 'Meny' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Chat med Dina' })).toBeVisible();
    await shoot(page, testInfo, 'menu', false);
  });
});
