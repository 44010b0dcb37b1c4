import { expect, test } from '@playwright/test';
import { pageIsLive } from './support/forms.ts';

// Our users are on a mid-range phone over a slow network: the page's HTML arrives slowly while its scripts, kept
// from an earlier page, run at once. The page must still come alive: React Router's entry script is an async
// module that may run before the parser reaches the words the server inlined after it (a journey's page hung dead
// in CI, "Unterminated string in JSON" in entry.client).
test('on a slow network a page whose scripts are cached still comes alive', async ({ page }) => {
  // The first visit keeps the scripts (hashed, cached for a year).
  await page.goto('/ads');
  await pageIsLive(page);

  // Now about 3G speed: the next page's HTML takes seconds to arrive; its scripts come from the cache at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: 24 * 1024,
    uploadThroughput: 16 * 1024,
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/search?q=%D9%85%D9%88%D8%A8%D8%A7%DB%8C%D9%84', { timeout: 60_000 });
  await pageIsLive(page);
  expect(errors, 'no script failed while the page came alive').toEqual([]);
});
