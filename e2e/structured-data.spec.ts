import { type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { expect } from './support/expect.ts';
import { itemsOfType, jsonLdOf, schemaProblems, type LdNode } from './support/schema-org.ts';

// What a search engine reads from each kind of public page (ADR 0029, 0043): the schema.org items of the server's
// HTML, parsed as JSON-LD and checked for their types' required properties, on the seeded demo listings of every
// section. No browser: a crawler runs no JavaScript.

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The first link of a page whose address matches (a listing's page in a list). */
async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await htmlOf(request, listPath);
  const found = [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)]
    .map(([, href]) => (href ?? '').replace(/&amp;/g, '&'))
    .find((href) => pattern.test(href));
  expect(found, `a link like ${pattern} on ${listPath}`).toBeTruthy();
  return found!;
}

/** A page's items, each valid, and the ones of `type` (at least one). */
async function itemsOf(request: APIRequestContext, path: string, type: string): Promise<LdNode[]> {
  const items = jsonLdOf(await htmlOf(request, path));
  for (const item of items) expect(schemaProblems(item), `${path}: ${String(item['@type'])}`).toEqual([]);
  const typed = itemsOfType(items, type);
  expect(typed.length, `${type} on ${path}`).toBeGreaterThan(0);
  return typed;
}

test('every section’s pages carry valid schema.org items of their kind, with their breadcrumbs', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const [site] = await itemsOf(request, '/', 'WebSite');
  expect(site).toHaveProperty('potentialAction.@type', 'SearchAction');

  // A list: its trail.
  const [trail] = await itemsOf(request, '/ads/list', 'BreadcrumbList');
  expect((trail!.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(2);

  const ad = await firstLink(request, '/ads/list', /^\/ads\/(?!list\/)[^/]+\/[A-Za-z0-9]{4,16}$/);
  const [product] = await itemsOf(request, ad, 'Product');
  expect(product).toHaveProperty('offers.priceCurrency', 'IRR');
  await itemsOf(request, ad, 'BreadcrumbList');

  const booth = await firstLink(request, '/booth/list', /^\/booth\/(?!list$)[^/]+$/);
  const [business] = await itemsOf(request, booth, 'LocalBusiness');
  expect(business).toHaveProperty('address.addressCountry', 'IR');
  await itemsOf(request, booth, 'BreadcrumbList');
  // A booth's product: a Product whose offer is sold by the booth.
  const item = await firstLink(request, booth, /^\/booth\/[^/]+\/(product|jewelry|realEstate|autoExpo)\/\d+$/);
  const [sold] = await itemsOf(request, item, 'Product');
  expect(sold).toHaveProperty('offers.seller.@type', 'Organization');
  await itemsOf(request, item, 'BreadcrumbList');

  const doctor = await firstLink(request, '/doctor/list', /^\/doctor\/(?!list$|specialties$)[A-Za-z0-9]{4,16}$/);
  const doctorItems = jsonLdOf(await htmlOf(request, doctor));
  for (const item of doctorItems) expect(schemaProblems(item), doctor).toEqual([]);
  expect([...itemsOfType(doctorItems, 'Physician'), ...itemsOfType(doctorItems, 'MedicalClinic')], doctor).toHaveLength(
    1,
  );

  const job = await firstLink(request, '/work/list', /^\/work\/(?!list\/)[^/]+\/[A-Za-z0-9]{4,16}$/);
  const [posting] = await itemsOf(request, job, 'JobPosting');
  expect(posting).toHaveProperty('hiringOrganization.@type', 'Organization');

  await itemsOf(
    request,
    await firstLink(request, '/expert/list', /^\/expert\/(?!list\/)[^/]+\/[A-Za-z0-9]{4,16}$/),
    'ProfessionalService',
  );
  await itemsOf(
    request,
    await firstLink(request, '/advertise/list', /^\/advertise\/(?!list\/)[^/]+\/[A-Za-z0-9]{4,16}$/),
    'LocalBusiness',
  );

  // A lawyer: an Attorney (the seeded ones in the demo city).
  await itemsOf(
    request,
    await firstLink(
      request,
      '/lawyer/list',
      /^\/lawyer\/(?!list\/|questions|advice|projects)[^/]+\/[A-Za-z0-9]{4,16}$/,
    ),
    'Attorney',
  );

  // Pages with breadcrumbs carry them for search engines too.
  for (const path of ['/page/terms', '/map', '/doctor/specialties']) await itemsOf(request, path, 'BreadcrumbList');
});
