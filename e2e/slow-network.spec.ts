import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { pageIsLive } from './support/forms.ts';
import { freshMobile, signInByCode } from './support/session.ts';

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

// A doctor's page draws its own blocks (the consultation buttons) on the server from a chunk of their own (ADR 0064)
// and comes alive only once that chunk is here too (ADR 0068): hydrated without it, the blocks vanished for a moment
// when anything above them changed, and a patient's tap on «شروع مشاوره متنی» was lost on a loaded machine. Until
// then the server's buttons are plain links.
test('a doctor’s «شروع مشاوره متنی» works while its block’s script is on the way and once the page is alive', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/doctor/list')).text();
  const doctor = /href="(\/doctor\/(?!list")[A-Za-z0-9]{4,16})"/.exec(list)?.[1];
  expect(doctor, 'the demo data lists a doctor').toBeTruthy();
  const signIn = /\/auth\/panel\/login\?redirectTo=%2Fpanel%2Fconsultations%2Fbuy%2F\d+$/;
  // What the page announces (its modulepreloads and entry) arrives at once; what it asks for later is held.
  const html = await (await request.get(doctor!)).text();
  const announced = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    if (!announced.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  try {
    // The page is meant to stay not alive here: only its load is waited for.
    await page.goto(doctor!, { waitUntil: 'load' });
    await expect.poll(() => held, 'the page asked for its blocks’ script').toBeGreaterThan(0);
    await expect(page.locator('html[data-hydrated]'), 'the page waits for its blocks to come alive').toHaveCount(0);
    await page.getByRole('link', { name: 'شروع مشاوره متنی' }).click();
    await expect(page).toHaveURL(signIn);
    await expect(page.getByLabel('شماره موبایل')).toBeVisible();
  } finally {
    release();
  }

  // With the script here the page comes alive with its blocks, and the same tap works in the live page.
  await page.goto(doctor!);
  await pageIsLive(page);
  await page.getByRole('link', { name: 'شروع مشاوره متنی' }).click();
  await expect(page).toHaveURL(signIn);
  await expect(page.getByLabel('شماره موبایل')).toBeVisible();
});

// On a slow phone the posting form is on the screen before its scripts run, and a visitor may choose the category
// then: that choice must survive the page coming alive (React does not replay it, and the form's redraw after
// hydrating put the select back to «انتخاب کنید», leaving the next level disabled; ADR 0068).
test('a category chosen before the posting form comes alive is kept, and the next level opens', async ({ page }) => {
  await signInByCode(page.request, freshMobile('0936'));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const category = page.getByRole('combobox', { name: 'دسته', exact: true });
  try {
    await page.goto('/panel/myAds/create', { waitUntil: 'commit' });
    await category.selectOption({ index: 1 });
  } finally {
    release();
  }
  const chosen = await category.inputValue();
  expect(chosen).not.toBe('');
  await pageIsLive(page);
  await expect(category).toHaveValue(chosen);
  await expect(page.getByRole('combobox', { name: 'زیردسته', exact: true })).toBeEnabled();
});
