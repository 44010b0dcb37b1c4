import { type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

/** Counts of the local database's stores, read in the page once the app has created it (never creating it here). */
function localCache(page: Page) {
  return page.evaluate(async () => {
    const found = (await indexedDB.databases()).find((db) => db.name === 'shahrbazar');
    if (!found) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('shahrbazar');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const result = {
      version: db.version,
      stores: [...db.objectStoreNames].sort(),
      cities: await count('cities'),
      generalCategories: await count('generalCategories'),
      setting: await count('setting'),
    };
    db.close();
    return result;
  });
}

test('the home page fills the local cache (IndexedDB shahrbazar, version 12) after it has loaded', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect.poll(async () => (await localCache(page))?.cities ?? 0, { timeout: 15_000 }).toBeGreaterThan(100);
  const cache = await localCache(page);
  expect(cache).toMatchObject({ version: 12 });
  expect(cache?.stores).toEqual(
    [
      'banners',
      'basket',
      'cities',
      'generalCategories',
      'groupings',
      'options',
      'recentSearch',
      'serviceSettings',
      'setting',
      'user',
    ].sort(),
  );
  expect(cache?.generalCategories).toBeGreaterThan(0);
  expect(cache?.setting).toBeGreaterThanOrEqual(10);

  // A recent search of the same type and text is stored only once (spec: Local cached data).
  const kept = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('shahrbazar');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const add = () =>
      new Promise<string>((resolve) => {
        const transaction = db.transaction('recentSearch', 'readwrite');
        transaction.objectStore('recentSearch').add({ type: 'product', text: 'لپ‌تاپ' });
        transaction.oncomplete = () => resolve('added');
        transaction.onabort = () => resolve(transaction.error?.name ?? 'aborted');
      });
    const first = await add();
    const second = await add();
    const count = await new Promise<number>((resolve) => {
      const request = db
        .transaction('recentSearch')
        .objectStore('recentSearch')
        .index('typeText')
        .count(IDBKeyRange.only(['product', 'لپ‌تاپ']));
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return { first, second, count };
  });
  expect(kept).toEqual({ first: 'added', second: 'ConstraintError', count: 1 });
});

test('the cache is filled once per session, not on every page', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/app/initial-data')) calls.push(request.url());
  });
  await page.goto('/');
  await expect.poll(async () => (await localCache(page))?.cities ?? 0, { timeout: 15_000 }).toBeGreaterThan(100);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Server-rendered pages read the initial data on the server; the browser asked for it once.
  expect(calls).toHaveLength(1);
});
