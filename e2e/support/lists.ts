import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect.ts';
import { pageIsLive } from './forms.ts';

// The back office's lists render a table on desktop and cards on phones, and only one of the two is displayed: these
// find the one a person sees.

/** A link of a list as shown, by its exact name. */
export const shownLink = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).filter({ visible: true });

/** A text of a list as shown, exactly. */
export const shownText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

/** A record's table row (desktop) or card (phones) as shown, by a text in it. */
export const shownRow = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text }).filter({ visible: true });

/**
 * Chooses in a public list's filter panel (ADR 0036): on a phone a button with the number of applied filters opens it
 * as a bottom sheet (a dialog) sent with «نمایش نتایج»; on a wide screen it is always there and a choice is sent at once.
 * Both need the page alive (its scripts start once the main picture is drawn, ADR 0073): it is waited for first.
 */
export async function withFilters(page: Page, phone: boolean, choose: (panel: Page | Locator) => Promise<unknown>) {
  await pageIsLive(page);
  if (!phone) {
    await choose(page);
    return;
  }
  await page.getByRole('button', { name: /فیلترها و مرتب‌سازی/ }).click();
  const sheet = page.getByRole('dialog', { name: 'فیلترها و مرتب‌سازی' });
  await expect(sheet).toBeVisible();
  await choose(sheet);
  await sheet.getByRole('button', { name: 'نمایش نتایج' }).click();
  await expect(sheet).toBeHidden();
}

/** The first ad card of a list page (a link to an ad holding its title heading). */
export const firstAdCard = (page: Page) =>
  page
    .locator('main a[href^="/ads/"]')
    .filter({ has: page.locator('h3') })
    .first();

/** Opens the first ad of a list page by its card (a client navigation) and waits for the ad's address. */
export async function openFirstAd(page: Page) {
  await firstAdCard(page).click();
  await expect(page).toHaveURL(/\/ads\/[^/]+\/[^/]+$/);
}
