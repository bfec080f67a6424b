import { expect, test } from '@playwright/test';
import { infoOf } from './api';
import { expectNoAxeViolations } from './axe';

const menuLinks = ['Hjem', 'Chat', 'Personvern', 'Formål', 'Menneskene bak'];

test.describe('the full-page menu', () => {
  test("'Meny' opens the menu in the spec's order; Escape closes it and focus returns", async ({
    page,
    request,
  }) => {
    const info = await infoOf(request);
    await page.goto('/dina');
    const button = page.getByRole('button', { name: 'Meny' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const names = await menu
      .getByRole('navigation', { name: 'Alle sider' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual([
      'Hjem',
      'Chat',
      ...info.mainMenuItems.map((item) => item.title),
      'Personvern',
      'Formål',
      'Menneskene bak',
    ]);
    await expect(menu.getByRole('link', { name: 'Tidsbruk' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Chat med Dina' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Lukk' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('works by keyboard alone: Tab reaches Meny, Enter opens it, Tab walks its links', async ({
    page,
  }) => {
    await page.goto('/dina/personvern');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Meny' });
    for (
      let i = 0;
      i < 15 && !(await menuButton.evaluate((b) => b === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu.getByRole('button', { name: 'Lukk' })).toBeFocused();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(['Hjem', 'Tema']).toContain(focused);
    // The modal menu keeps focus inside itself.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  });

  for (const name of menuLinks) {
    test(`the menu link '${name}' navigates and the menu closes`, async ({ page }) => {
      await page.goto('/dina/personvern');
      await page.getByRole('button', { name: 'Meny' }).click();
      const menu = page.getByRole('dialog', { name: 'Meny' });
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test("'Lukk' closes the menu", async ({ page }) => {
    await page.goto('/dina/chat');
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lukk' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('topics on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, "'Tema' belongs to the mobile menu");

  test("'Tema' shows the topics and 'Tilbake' returns to the menu", async ({ page, request }) => {
    const info = await infoOf(request);
    await page.goto('/dina');
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('button', { name: 'Tema' }).click();
    const topics = page.getByRole('dialog', { name: 'Tema' });
    await expect(topics.getByRole('link')).toHaveCount(info.mainMenuTopics.length);
    await expect(topics.getByRole('button', { name: 'Tilbake' })).toBeFocused();
    await expectNoAxeViolations(page);
    await topics.getByRole('button', { name: 'Tilbake' }).click();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tema' })).toBeFocused();
    await page.getByRole('button', { name: 'Tema' }).click();
    const first = info.mainMenuTopics[0]!;
    await topics.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dina/side/${first.id}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('the top links on a narrow screen', () => {
  for (const url of ['/dina', '/dina/chat', '/ibs/chat']) {
    test(`at 320 px every top link on ${url} is whole on screen, none cut off or scrolled away`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(url);
      const links = page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x, `${await link.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(
          box!.x + box!.width,
          `${await link.textContent()} ends on screen`,
        ).toBeLessThanOrEqual(320);
        // Nothing inside the link is clipped either.
        expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
      }
    });
  }
});
