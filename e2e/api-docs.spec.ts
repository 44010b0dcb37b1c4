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
