import { type Locator, type Page } from '@playwright/test';
import { expect } from './expect.ts';

/**
 * Presses a form's submit button and waits for the action's answer. A save that stays on its page (the page is read
 * again with «saved») shows the same notice each time: waiting for the answer tells one save from the next.
 */
export async function submitForm(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button.click()]);
}

/**
 * Waits until React has hydrated the page (root.tsx marks <html data-hydrated>): what needs JavaScript, such as a
 * select that sends its form on change or an upload picker, works only from then on. A slow machine may take a while.
 */
export async function pageIsLive(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * The posting form's «بعدی» (a new listing is posted a step at a time): its step's checks pass and the next step
 * shows, named in «گام n از m».
 */
export async function nextStep(page: Page) {
  const count = page.getByText(/^گام [۰-۹]+ از [۰-۹]+/);
  const before = await count.textContent();
  await page.getByRole('button', { name: 'بعدی', exact: true }).click();
  await expect(count).not.toHaveText(before ?? '');
}
