import { test } from './support/test.ts';
import { expect } from './support/expect.ts';

// In the running product the web is mounted next to the API; its pages must not break the API's own document.
test('the running product serves its OpenAPI document and docs UI next to the pages', async ({ request }) => {
  expect((await request.get('/')).status()).toBe(200);
  const res = await request.get('/api/v1/openapi.json');
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, unknown>; components: { schemas: object } };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/ads', '/api/v1/app/initial-data']));
  expect(doc.components.schemas).toHaveProperty('GeneralCategory');
  expect((await request.get('/api/docs/')).status()).toBe(200);
});

// Issue 31 item 5, ADR 0118: integrators are told to use a client generated from the same document the web uses.
test('the developers page tells integrators how to type their client and lists every error code', async ({
  page,
  request,
}) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'API شهربازار برای توسعه‌دهندگان' })).toBeVisible();
  await expect(page.getByText('npx openapi-typescript', { exact: false })).toContainText('/api/v1/openapi.json');
  await expect(page.getByText("import createClient from 'openapi-fetch';", { exact: false })).toBeVisible();
  const errors = page.getByRole('region', { name: 'خطاها' }).getByRole('row');
  // A header row and one row per code of the API's error catalogue.
  await expect(errors).toHaveCount(13);
  await expect(errors.filter({ hasText: 'rate_limited' })).toContainText('429');
  await expect(errors.filter({ hasText: 'validation' })).toContainText('422');
  const contract = page.getByRole('link', { name: 'قرارداد (OpenAPI ۳، JSON)' });
  expect((await request.get((await contract.getAttribute('href'))!)).status()).toBe(200);
});
