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

  for (const path of ['/ibs/formål', '/ibs/menneskene-bak', '/ibs/personvern']) {
    test(`${path} speaks of the IBS guide only, not of Dina's pregnancy`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main).toContainText('IBS-veilederen');
      await expect(main).not.toContainText(/svangerskap|kvinners|jordm|gravid/i);
    });
  }

  test('the privacy page names controller, DPO, e-mail, legal basis, retention, rights and Datatilsynet', async ({
    page,
  }) => {
    await page.goto('/dina/personvern');
    const main = page.getByRole('main');
    for (const heading of [
      'Behandlingsansvarlig',
      'Personvernombud',
      'Hva vi lagrer',
      'Hvor lenge',
      'Rettslig grunnlag',
      'Dine rettigheter',
      'Klage til Datatilsynet',
    ]) {
      await expect(main.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(main).toContainText('Helse Eksempel HF er behandlingsansvarlig for Dina');
    await expect(
      main.getByRole('link', { name: 'personvernombud@helse-eksempel.test' }),
    ).toHaveAttribute('href', 'mailto:personvernombud@helse-eksempel.test');
    await expect(main).toContainText('Personvernforordningen artikkel 6');
    await expect(main).toContainText('slettes etter 90 dager');
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
