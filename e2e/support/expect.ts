import { expect as base, type Page } from '@playwright/test';

/** An address as path and query, spelled one way (React Router may keep a link's Persian letters unencoded). */
function spelled(address: string): string {
  const url = new URL(address, 'http://page.invalid');
  const query = new URLSearchParams(url.search).toString();
  return decodeURIComponent(url.pathname) + (query ? `?${query}` : '');
}

/**
 * Playwright's `expect`, whose `toHaveURL` on a page also waits until the page drawn is the one at that address.
 * React Router changes the address first and draws the next page after (a transition): a journey that acted right
 * after the address changed chose «دسته» on the page still on the screen (ADR 0068). The root layout marks the
 * drawn page's address on `<html data-location>` (path and query), in the same commit as the page; pages drawn on
 * the server carry it from the start, with or without JavaScript.
 */
export const expect = base.extend({
  async toHaveURL(page: Page, url: string | RegExp, options?: { timeout?: number; ignoreCase?: boolean }) {
    const name = 'toHaveURL';
    try {
      if (this.isNot) {
        await base(page).not.toHaveURL(url, options);
        return { pass: false, name, message: () => `the address is not ${String(url)}` };
      }
      await base(page).toHaveURL(url, options);
      const address = spelled(page.url());
      await base
        .poll(
          async () => {
            const drawn = await page.locator('html').getAttribute('data-location');
            return drawn === null ? null : spelled(drawn);
          },
          { message: `the page drawn is the one at ${address}`, timeout: options?.timeout },
        )
        .toBe(address);
      return { pass: true, name, message: () => `the page at ${String(url)} is drawn` };
    } catch (error) {
      return { pass: this.isNot, name, message: () => (error instanceof Error ? error.message : String(error)) };
    }
  },
});
