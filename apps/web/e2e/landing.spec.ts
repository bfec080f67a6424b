import { expect, test } from '@playwright/test';
import { answerOf, landingOf, tilesOf } from './api';
import { expectNoFocusUnderBars } from './screens';

test.describe('landing screen of dina', () => {
  test('shows the tiles from the API, even ones left and odd ones right', async ({
    page,
    request,
  }) => {
    const tiles = await tilesOf(request);
    await page.goto('/dina');
    const articles = page.locator('article.tile');
    await expect(articles).toHaveCount(tiles.length);
    for (const [i, tile] of tiles.entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(tile.header);
      await expect(article).toHaveClass(i % 2 === 0 ? /tile--left/ : /tile--right/);
      await expect(article.getByRole('link', { name: `Les om ${tile.linkText}` })).toBeVisible();
      await expect(
        article.getByRole('link', { name: `Spør Dina om ${tile.linkText}` }),
      ).toBeVisible();
    }
  });

  test('shows the four facts with the fixed links, people behind, follow-along and partners', async ({
    page,
    request,
  }) => {
    const landing = await landingOf(request);
    await page.goto('/dina');
    const facts = page.getByRole('region', { name: landing.facts.heading });
    await expect(facts.getByRole('listitem')).toHaveCount(4);
    for (const fact of landing.facts.items) {
      await expect(facts.getByRole('heading', { name: fact.title })).toBeVisible();
    }
    await expect(facts.getByRole('link', { name: 'Les om personvern' })).toHaveAttribute(
      'href',
      '/dina/personvern',
    );
    await facts.getByRole('link', { name: 'Les om menneskene bak' }).click();
    await expect(page).toHaveURL(/\/dina\/menneskene-bak$/);
    await page.goBack();
    const people = page.getByRole('region', { name: landing.peopleBehind.heading });
    await expect(people.getByRole('img')).toHaveCount(landing.peopleBehind.images.length);
    await expect(
      page.getByRole('heading', { name: landing.followAlong.appComingSoon.heading }),
    ).toBeVisible();
    const partners = page.getByRole('region', { name: landing.partners.heading });
    for (const partner of landing.partners.items) {
      await expect(partners.getByRole('heading', { name: partner.name })).toBeVisible();
    }
  });

  test("'Les om …' opens the tile's sub-page", async ({ page, request }) => {
    const [tile] = await tilesOf(request);
    await page.goto('/dina');
    await page.getByRole('link', { name: `Les om ${tile!.linkText}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dina/side/${tile!.subPageId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("'Spør Dina om …' sends the tile's whole question, and every tile's question is answered", async ({
    page,
    request,
  }) => {
    const tiles = await tilesOf(request);
    for (const tile of tiles) {
      const reply = await answerOf(request, tile.question);
      // null is «Mente du …?», a question back; fallback is not understood.
      expect([tile.question, reply.exchange_id]).not.toEqual([tile.question, null]);
      expect(reply.exchange_id).not.toBe('fallback');
    }
    const [first] = tiles;
    await page.goto('/dina');
    await page.getByRole('link', { name: `Spør Dina om ${first!.linkText}` }).click();
    await expect(page).toHaveURL(/\/dina\/chat$/);
    const log = page.getByRole('log', { name: 'Samtale' });
    await expect(log.locator('.bubble--client')).toHaveText([first!.question]);
  });

  test('an empty question opens the chat with the welcome alone, and no error', async ({
    page,
  }) => {
    await page.goto('/dina');
    await page.getByRole('button', { name: 'Chat med Dina!' }).click();
    await expect(page).toHaveURL(/\/dina\/chat$/);
    const log = page.getByRole('log', { name: 'Samtale' });
    await expect(log.locator('.block--bot')).toHaveCount(1);
    await expect(log.locator('.bubble--client')).toHaveCount(0);
    await expect(page.getByText('Svaret kom ikke fram')).toHaveCount(0);
  });

  test('the skip link moves to the content', async ({ page }) => {
    await page.goto('/dina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hopp til innholdet' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#innhold$/);
  });

  test('Enter in the question field opens the chat and clears the field', async ({ page }) => {
    await page.goto('/dina');
    const input = page.getByPlaceholder('Skriv ditt spørsmål her');
    await input.fill('Hva er blodsukkermålene?');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/dina\/chat$/);
  });

  test("the button reads 'Chat med Dina!' and the title tells the landing from the chat", async ({
    page,
  }) => {
    await page.goto('/dina');
    await expect(page.getByRole('button', { name: 'Chat med Dina!' })).toBeVisible();
    await expect(page).toHaveTitle('Forside – Dina');
    await page.getByRole('button', { name: 'Chat med Dina!' }).click();
    await expect(page).toHaveTitle('Dina');
  });

  test("a phone's landing has one footer landmark: 'Spør meg!' is a bar, not a second footer", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the bar is shown on phones only');
    await page.goto('/dina');
    await expect(page.getByRole('link', { name: 'Spør meg!' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighetserklæring' }),
    ).toBeVisible();
  });

  test("on a phone no link focused by Tab hides under the sticky 'Spør meg!' bar", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the bar is shown on phones only');
    await page.goto('/dina');
    // Tab both ways as a keyboard user does: an element already partly on screen is not
    // scrolled, so one under the bar would stay there.
    await expectNoFocusUnderBars(page);
  });

  test("a move to another page puts focus on that page's main heading", async ({ page }) => {
    await page.goto('/dina');
    await page
      .getByRole('link', { name: /^Les om / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dina\/side\/\d+$/);
    await expect(page.locator('#innhold h1')).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, jeg er Dina!' })).toBeFocused();
  });

  test('makes no request to any other origin and sets no cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto('/dina');
    await page.goto('/dina/side/1');
    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('password gate', () => {
  test("an empty password passes and any other shows 'Feil passord'", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Passord').fill('hemmelig');
    await page.getByRole('button', { name: 'Kom i gang' }).click();
    await expect(page.getByRole('alert')).toHaveText('Feil passord');
    await page.getByLabel('Passord').fill('');
    await page.getByRole('button', { name: 'Kom i gang' }).click();
    await expect(page).toHaveURL(/\/dina\/chat$/);
    expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');
  });
});
