import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { makeCategoryChain, makeCity, makePackage } from './catalogue.ts';
import { adminSession } from './users.ts';

/** An ad as the API answers it, with the fields these tests read. */
export type AdJson = Record<string, unknown> & { id: number; slugId: string; status: number; title: string };

/**
 * What an ads test publishes into (a city, an ads category chain, an active free package) and the calls it makes
 * through the API: the owner publishes, the back office (an admin) approves.
 */
export async function adsDesk(app: App, db: Db) {
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db);
  const free = await makePackage(db);
  const admin = (await adminSession(db)).cookie;
  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: free.id,
    general_sub_sub_category_id: chain.subSub.id,
    title: 'دوچرخه کوهستان سالم',
    description: 'کم‌کار، با لوازم یدکی',
    price: 3_500_000,
    ...overrides,
  });
  /** The owner publishes an ad (in review: a free package). */
  const publish = async (cookie: string, overrides: Record<string, unknown> = {}): Promise<AdJson> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/ads',
      headers: { cookie },
      payload: body(overrides),
    });
    if (res.statusCode !== 201) throw new Error(`publish failed: ${res.body}`);
    return res.json<AdJson>();
  };
  /** A manager moves a listing (approve: active). */
  const moderate = (id: number, status: number, message = '') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status, message },
    });
  /** Publishes and approves: a live ad. */
  const live = async (cookie: string, overrides: Record<string, unknown> = {}) => {
    const ad = await publish(cookie, overrides);
    const approved = await moderate(ad.id, ListingStatus.active);
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
    return approved.json<AdJson>();
  };
  return { city, chain, free, admin, body, publish, moderate, live };
}
