import { type APIRequestContext } from '@playwright/test';
import { expect } from './expect.ts';

/** The ids a lawyer profile is registered with: the demo city, the free lawyer package, the family specialty. */
export async function lawyerIds(api: APIRequestContext) {
  const initial = (await (await api.get('/api/v1/app/initial-data')).json()) as {
    cities: Array<{ id: number; slug: string }>;
    generalCategory: Array<{ type: string; subCategories: Array<{ id: number; slug: string }> }>;
  };
  const packages = (await (await api.get('/api/v1/packages?type=11')).json()) as {
    items: Array<{ id: number; planType: number }>;
  };
  const family = initial.generalCategory
    .filter((category) => category.type === 'lawyer')
    .flatMap((category) => category.subCategories)
    .find((sub) => sub.slug === 'lawyer-family');
  return {
    city: initial.cities.find((city) => city.slug === 'ardabil')!.id,
    pkg: packages.items.find((item) => item.planType === 0)!.id,
    family: family!.id,
  };
}

/**
 * Registers the signed-in user of `api` as a lawyer the real way: a lawyer profile (the demo city, the free lawyer
 * package, a licence valid for a year) that a manager approves. Answers the live profile's listing id.
 */
export async function registerLawyer(api: APIRequestContext, name: string, manager: APIRequestContext) {
  const ids = await lawyerIds(api);
  const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const created = await api.post('/api/v1/me/lawyer', {
    data: {
      city_id: ids.city,
      package_id: ids.pkg,
      general_sub_category_id: ids.family,
      title: name,
      description: 'دعاوی خانواده و مهریه',
      licenseNumber: String(10_000 + Math.floor(Math.random() * 89_999)),
      licenseExpiry: expiry,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const approved = await manager.post(`/api/v1/manager/listings/${id}/status`, { data: { status: 2 } });
  expect(approved.ok()).toBe(true);
  return id;
}
