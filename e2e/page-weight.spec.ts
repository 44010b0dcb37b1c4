import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { pageIsLive } from './support/forms.ts';
import { freshMobile, signInWithCode } from './support/session.ts';
import { consoleErrors } from './support/console.ts';
import { openFirstAd } from './support/lists.ts';

// The lighter pages (ADR 0046) still come alive the way the server drew them: the page carries only the words its
// render read and city choices packed, and React hydrates it without a mismatch (the browser console stays clean)
// and without showing a catalogue key.

/** Text that reads like a catalogue key (`listings.filters.city`): a word missing from the inlined catalogue. */
const KEY_LIKE = /\b(?:[a-z][A-Za-z]+\.){1,3}[a-z][A-Za-z]+\b/;

test('a list, an ad and a panel form hydrate cleanly with only the words they read', async ({ page, request }) => {
  const errors = consoleErrors(page);

  await page.goto('/ads/list');
  await pageIsLive(page);
  // The filter's city select (in the phone's closed bottom sheet): every city, grouped by state.
  const city = page.locator('select[name="city"]');
  await expect(city.locator('option', { hasText: 'تبریز' })).toHaveCount(1);
  await expect(city.locator('optgroup')).not.toHaveCount(0);
  expect(await page.locator('main').innerText()).not.toMatch(KEY_LIKE);

  await openFirstAd(page);
  await pageIsLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(KEY_LIKE);
  // The page's parts loaded on demand (its map, its chat) leave the styles in the server's order: every stylesheet is
  // linked once, the shell's included (ADR 0076; twice, Mantine's rules overrode the page's and the title grew).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.split('#')[0]));
  expect(sheets.some((href) => /\/shell-[\w-]+\.css$/.test(href!))).toBe(true);
  expect(sheets.filter((href, at) => sheets.indexOf(href) !== at)).toEqual([]);

  // The panel asks for a sign-in and comes back to the form.
  await page.goto('/panel/myAdvertise/create');
  await signInWithCode(page, request, freshMobile('0936'));
  await expect(page).toHaveURL(/\/panel\/myAdvertise\/create$/);
  await pageIsLive(page);
  const formCity = page.locator('select[name="city_id"]');
  await expect(formCity.locator('option', { hasText: 'تبریز' })).toHaveCount(1);
  // A city chosen from the packed choices is the city's id, as the form sends it.
  await formCity.selectOption({ label: 'تبریز' });
  await expect(formCity).toHaveValue(/^\d+$/);
  expect(await page.locator('main').innerText()).not.toMatch(KEY_LIKE);

  expect(errors).toEqual([]);
});

// On a slow phone the page's first pictures get the connection before its scripts (ADR 0073): the server writes the
// scripts held and the page starts them once its main picture (the first card's) is drawn. Every script the list
// page asks for is asked for after that picture was drawn, and the page still comes alive.
test('an ads list asks for its scripts only once its main picture is drawn', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/ads/list');
  await pageIsLive(page);
  const timing = await page.evaluate(
    () =>
      new Promise<{ drawn: number; firstScript: number; scripts: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { identifier: string; renderTime: number }>;
          const picture = entries.find((entry) => entry.identifier === 'main-picture');
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
          resolve({
            drawn: picture?.renderTime ?? Number.NaN,
            firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
            scripts: scripts.length,
          });
        }).observe({ type: 'element', buffered: true });
      }),
  );
  expect(timing.scripts, 'the page loaded its scripts').toBeGreaterThan(10);
  expect(timing.drawn, 'the main picture was drawn').toBeGreaterThan(0);
  expect(timing.firstScript, 'the first script was asked for after the picture was drawn').toBeGreaterThanOrEqual(
    timing.drawn,
  );
  expect(errors).toEqual([]);
});

// The list's fields keep the ids the server wrote once the page is alive: React's ids match between the server and
// the browser, and Mantine's switch to a random id redrew every field right after hydration (ADR 0074). On a phone the
// filter's panel becomes its bottom sheet in place: its fields are the server's too (issue 32), not drawn anew.
test('the list’s fields keep the server’s ids after hydration', { tag: '@desktop' }, async ({ page, request }) => {
  const names = ['q', 'city', 'category', 'sort'];
  const html = await (await request.get('/ads/list')).text();
  const served = new Map(
    [...html.matchAll(/<(?:input|select)[^>]*\bname="(\w+)"[^>]*>/g)].map((match) => [
      match[1],
      /\bid="([^"]+)"/.exec(match[0])?.[1],
    ]),
  );
  // The fields as the parser made them, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { served: Element[] }).served = [...document.querySelectorAll('[name]')];
    });
  });
  await page.goto('/ads/list');
  await pageIsLive(page);
  for (const name of names) {
    const id = served.get(name);
    expect(id, `${name} has an id`).toBeTruthy();
    await expect(page.locator(`[name="${name}"]`).first(), `${name} keeps its id`).toHaveAttribute('id', id!);
  }
  const drawnAnew = await page.evaluate(
    (names) =>
      names.filter(
        (name) =>
          !(window as unknown as { served: Element[] }).served.includes(document.querySelector(`[name="${name}"]`)!),
      ),
    names,
  );
  expect(drawnAnew, 'the fields the server drew are the ones in use').toEqual([]);
});
