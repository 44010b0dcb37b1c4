import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { makeCategoryChain, makeCity, makePackage } from './catalogue.ts';
import { adminSession } from './users.ts';

/** A clinic as the API answers it, with the fields these tests read. */
export type ClinicJson = Record<string, unknown> & {
  id: number;
  slugId: string;
  status: number;
  medicalSystemNumber: string;
  durationVisit: number;
  onlineReservation: boolean;
  isVerified: boolean;
};

/**
 * What a clinic test publishes into (a city, a clinic category chain, a clinic package) and the calls it makes
 * through the API: the owner publishes (the raw answer, so bad input can be checked), an admin approves, a visitor
 * lists.
 */
export async function clinicDesk(app: App, db: Db) {
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db, CategoryType.clinic);
  const pkg = await makePackage(db, { type: PackageType.clinic });
  const admin = (await adminSession(db)).cookie;
  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: pkg.id,
    general_sub_category_id: chain.sub.id,
    title: 'دکتر نمونه، متخصص قلب و عروق',
    description: 'ویزیت بیماران قلبی',
    medicalSystemNumber: '۱۲۳۴۵۶',
    experience: '۱۰',
    callNumber: '۰۴۵-۳۳۱۲۳۴۵۶',
    address: 'خیابان امام',
    ...overrides,
  });
  const publish = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/clinic', headers: { cookie }, payload: body(overrides) });
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
  const listIds = async (query: string) =>
    (await app.inject({ url: `/api/v1/clinic?${query}` })).json<{ items: ClinicJson[] }>().items.map((item) => item.id);
  return { city, chain, pkg, admin, body, publish, approve, listIds };
}
