import { expect, test } from '@playwright/test';
import { infoOf, landingOf, textOf } from './api';

/** The text of the first paragraph of an information page's HTML. */
const firstParagraph = (html: string) => textOf(/<p>([\s\S]*?)<\/p>/.exec(html)![1]!);

test.describe('information pages', () => {
  test("'Menneskene bak Dina' shows the landing's people as illustrations with their alt texts", async ({
    page,
    request,
  }) => {
    const { images } = (await landingOf(request)).peopleBehind;
    await page.goto('/dina/menneskene-bak');
    const portraits = page.getByRole('main').getByRole('img');
    await expect(portraits).toHaveCount(images.length);
    for (const [i, image] of images.entries()) {
      expect(image.altText).toBeTruthy();
      await expect(portraits.nth(i)).toHaveAttribute('alt', image.altText!);
    }
  });

  test('the content can be hidden and shown again, and the chat button asks a question', async ({
    page,
    request,
  }) => {
    const purpose = firstParagraph((await infoOf(request)).about.purpose);
    await page.goto('/dina/formål');
    await expect(page.getByText(purpose)).toBeVisible();
    await page.getByRole('button', { name: 'Skjul innholdet' }).click();
    await expect(page.getByText(purpose)).toBeHidden();
    await page.getByRole('button', { name: 'Vis innholdet' }).click();
    await expect(page.getByText(purpose)).toBeVisible();
    await page.getByRole('link', { name: 'Chat med Dina' }).click();
    await expect(page).toHaveURL(/\/dina\/chat$/);
    await expect(page.getByRole('log').locator('.bubble--client')).toHaveText('Hvem er du?');
  });

  test('the footer links to the accessibility statement', async ({ page, request }) => {
    const { accessibilityStatementUrl } = (await infoOf(request)).about;
    await page.goto('/dina/personvern');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighetserklæring' }),
    ).toHaveAttribute('href', accessibilityStatementUrl);
  });

  const pages = [
    { path: 'formål', key: 'purpose' },
    { path: 'menneskene-bak', key: 'peopleBehind' },
    { path: 'personvern', key: 'privacy' },
  ] as const;
  for (const { path, key } of pages) {
    test(`/ibs/${path} shows the IBS guide's own page, not Dina's`, async ({ page, request }) => {
      const [ibs, dina] = [(await infoOf(request, 'ibs')).about, (await infoOf(request)).about];
      await page.goto(`/ibs/${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main).toContainText(firstParagraph(ibs[key]));
      await expect(main).not.toContainText(firstParagraph(dina[key]));
    });
  }

  test("the privacy page shows the content's sections, the DPO's e-mail as a link and the retention", async ({
    page,
    request,
  }) => {
    const { privacy } = (await infoOf(request)).about;
    const headings = [...privacy.matchAll(/<h2>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1]!));
    expect(headings.length).toBeGreaterThan(3);
    await page.goto('/dina/personvern');
    const main = page.getByRole('main');
    for (const heading of headings) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(main).toContainText(firstParagraph(privacy));
    const addresses = new Set([...privacy.matchAll(/href="mailto:([^"]+)"/g)].map((m) => m[1]!));
    expect(addresses.size).toBeGreaterThan(0);
    for (const address of addresses) {
      await expect(main.getByRole('link', { name: address }).first()).toHaveAttribute(
        'href',
        `mailto:${address}`,
      );
    }
    // The retention is the server's setting (STATS_RETENTION_DAYS, 90 by default).
    expect(privacy).toContain('90 dager');
    await expect(main).toContainText('90 dager');
    await expect(main).not.toContainText('{{');
    // The development deployment's facts are made up, and the page says so.
    await expect(main.getByRole('note')).toContainText('oppdiktede eksempler');
  });

  // Every answer and page is still a draft: no text may say health personnel wrote, tested or
  // approved it (clinical review M1). "ennå ikke gjennomgått" is the honest wording.
  const claim =
    /kvalitetssikr|godkjent av|testet av|skrevet av (jordm|lege|helse)|(?<!ikke\s)gjennomgått\s+av\s+helsepersonell/i;
  for (const path of [
    '/dina',
    '/dina/formål',
    '/dina/menneskene-bak',
    '/dina/personvern',
    '/ibs/formål',
    '/ibs/menneskene-bak',
    '/ibs/personvern',
  ]) {
    test(`${path} claims no professional review while the content is a draft`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await main.innerText()).not.toMatch(claim);
    });
  }
});
