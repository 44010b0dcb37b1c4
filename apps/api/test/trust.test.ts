import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { userDocuments } from '../src/modules/users/user.table.ts';
import { boothDetails } from '../src/verticals/booth/booth.table.ts';
import { adsDesk } from './factories/ads.ts';
import { makeCategoryChain, makeCity, makePackage, unique } from './factories/catalogue.ts';
import { clinicDesk, type ClinicJson } from './factories/clinics.ts';
import { lawyerDesk, type LawyerJson } from './factories/lawyers.ts';
import { sessionOf, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 29 item 2, one trust layer (ADR 0081): the verified badge of every listing is derived from what was actually
// verified — the owner's identity (an approved document, level 1) and the professional check its vertical requires —
// never from a number stored beside the listing. Read through the anonymous answer cache, as visitors read it.

interface Trust {
  verified: boolean;
  checks: Array<{ kind: string; done: boolean }>;
  missing: string[];
}
type Listed = Record<string, unknown> & { id: number; slugId: string; trust: Trust; authLevel?: number };

describe('one trust layer', () => {
  let app: App;
  let db: Db;
  let ads: Awaited<ReturnType<typeof adsDesk>>;
  let city: Awaited<ReturnType<typeof makeCity>>;
  let shop: Awaited<ReturnType<typeof makeCategoryChain>>;
  let shopPackage: Awaited<ReturnType<typeof makePackage>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    // Visitors' answers are kept a minute (ADR 0030): the badge must still show at once after a review.
    app = await buildTestApp({ config: { answerCacheSeconds: 60 } });
    ads = await adsDesk(app, db);
    city = await makeCity(db);
    shop = await makeCategoryChain(db, CategoryType.shop);
    shopPackage = await makePackage(db, { type: PackageType.shop });
  });
  afterAll(() => app.close());

  /** A user with a live booth and a live ad. */
  async function boothOwner() {
    const owner = await userWithSession(db);
    const name = `trust-${unique()}`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/me/booth',
      headers: { cookie: owner.cookie },
      payload: {
        type: 'shop',
        city_id: city.id,
        package_id: shopPackage.id,
        general_sub_category_id: shop.sub.id,
        name,
        title: 'فروشگاه اعتماد',
        userName: 'آرش رضایی',
        nationalCode: '0499370899',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const booth = registered.json<Listed>();
    const approved = await ads.moderate(booth.id, ListingStatus.active);
    expect(approved.statusCode, approved.body).toBe(200);
    const ad = await ads.live(owner.cookie, { title: `میز ${unique()}` });
    return { ...owner, booth, name, ad };
  }

  /** The owner sends a document and a manager reviews it (approved at level 1 unless told), in the back office. */
  async function approveIdentity(userId: number, status: number = DocumentStatus.approved, authLevel = 1) {
    const [doc] = await db
      .insert(userDocuments)
      .values({ userId, title: 'کارت ملی', file: 'documents/card.png', uploadedBy: userId })
      .returning();
    const review = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/documents/${doc!.id}/review`,
      headers: { cookie: ads.admin },
      payload: { status, authLevel, authMessage: '' },
    });
    expect(review.statusCode, review.body).toBe(200);
  }

  const boothList = async () =>
    (await app.inject({ url: `/api/v1/booth?city=${city.slug}&perPage=50` })).json<{ items: Listed[] }>().items;
  const boothPage = async (name: string) => (await app.inject({ url: `/api/v1/booth/name/${name}` })).json<Listed>();
  const adPage = async (slugId: string) => (await app.inject({ url: `/api/v1/ads/${slugId}` })).json<Listed>();
  const adList = async () =>
    (await app.inject({ url: `/api/v1/ads?city=${ads.city.slug}&perPage=50` })).json<{ items: Listed[] }>().items;

  it('shows the badge on every listing of an owner, in lists and pages, once their document is approved', async () => {
    const { user, booth, name, ad } = await boothOwner();
    const unverified = { verified: false, checks: [{ kind: 'identity', done: false }], missing: ['identity'] };
    // Read first, so a visitor's copy of each answer is kept.
    expect((await boothList()).find((item) => item.id === booth.id)).toMatchObject({ authLevel: 0, trust: unverified });
    expect(await boothPage(name)).toMatchObject({ authLevel: 0, trust: unverified });
    expect(await adPage(ad.slugId)).toMatchObject({ trust: unverified, user: { verified: false } });
    expect((await adList()).find((item) => item.id === ad.id)?.trust.verified).toBe(false);

    await approveIdentity(user.id);

    const verified = { verified: true, checks: [{ kind: 'identity', done: true }], missing: [] };
    expect((await boothList()).find((item) => item.id === booth.id)).toMatchObject({ authLevel: 1, trust: verified });
    expect(await boothPage(name)).toMatchObject({ authLevel: 1, trust: verified });
    expect(await adPage(ad.slugId)).toMatchObject({ trust: verified, user: { verified: true } });
    expect((await adList()).find((item) => item.id === ad.id)?.trust).toEqual(verified);
    // A product of the booth speaks of the same booth: verified.
    expect(await productBoothLevel(booth.id, user.id)).toBe(1);
  });

  /** The authLevel a product's page gives its booth (a product added by the owner, read by a visitor). */
  async function productBoothLevel(boothId: number, ownerId: number) {
    const cookie = await sessionOf(db, ownerId, 'general');
    const added = await app.inject({
      method: 'POST',
      url: `/api/v1/me/booth/${boothId}/products`,
      headers: { cookie },
      payload: { general_sub_sub_category_id: shop.subSub.id, title: 'کتری برقی', price: 1_000_000, count: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const read = await app.inject({ url: `/api/v1/products/${added.json<{ id: number }>().id}` });
    return read.json<{ booth: { authLevel: number } }>().booth.authLevel;
  }

  it('never shows the badge of an unverified owner, whatever the booth’s own column says', async () => {
    const { user, booth, name } = await boothOwner();
    await db.update(boothDetails).set({ authLevel: 3 }).where(eq(boothDetails.listingId, booth.id));
    expect(await boothPage(name)).toMatchObject({ authLevel: 0, trust: { verified: false, missing: ['identity'] } });
    expect((await boothList()).find((item) => item.id === booth.id)?.authLevel).toBe(0);
    expect(await productBoothLevel(booth.id, user.id)).toBe(0);
  });

  it('keeps a doctor unverified until both the identity and the medical council number are checked', async () => {
    const clinics = await clinicDesk(app, db);
    const owner = await userWithSession(db);
    const clinic = (await clinics.publish(owner.cookie)).json<ClinicJson & Listed>();
    await clinics.approve(clinic.id);
    const page = async () => (await app.inject({ url: `/api/v1/clinic/${clinic.slugId}` })).json<ClinicJson & Listed>();
    // The owner is told both are missing, in their own answer too.
    const mine = await app.inject({ url: `/api/v1/me/clinic/${clinic.id}`, headers: { cookie: owner.cookie } });
    expect(mine.json<Listed>().trust).toEqual({
      verified: false,
      checks: [
        { kind: 'identity', done: false },
        { kind: 'medicalSystemNumber', done: false },
      ],
      missing: ['identity', 'medicalSystemNumber'],
    });
    await approveIdentity(owner.user.id);
    expect(await page()).toMatchObject({
      isVerified: false,
      trust: { verified: false, missing: ['medicalSystemNumber'] },
    });
    const check = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/clinic/${clinic.id}/medical-system-check`,
      headers: { cookie: clinics.admin },
      payload: { checked: true },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(await page()).toMatchObject({
      isVerified: true,
      trust: {
        verified: true,
        checks: [
          { kind: 'identity', done: true },
          { kind: 'medicalSystemNumber', done: true },
        ],
        missing: [],
      },
    });
  });

  it('tells a new lawyer in their own list what the badge still needs, as their panel shows it, until staff check it', async () => {
    const lawyers = await lawyerDesk(app, db);
    const { user, cookie, lawyer } = await lawyers.liveLawyer();
    // The lawyer panel's list (/panel/myLawyer) reads the owner's list answer: each profile's trust.
    const mine = async () =>
      (await app.inject({ url: '/api/v1/me/lawyer', headers: { cookie } })).json<{ items: Listed[] }>().items;
    expect((await mine()).map((item) => [item.id, item.trust])).toEqual([
      [
        lawyer.id,
        {
          verified: false,
          checks: [
            { kind: 'identity', done: false },
            { kind: 'barLicense', done: false },
          ],
          missing: ['identity', 'barLicense'],
        },
      ],
    ]);
    await approveIdentity(user.id);
    expect((await mine())[0]!.trust.missing).toEqual(['barLicense']);
    const check = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/lawyer/${lawyer.id}/license-check`,
      headers: { cookie: lawyers.admin },
      payload: { checked: true },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect((await mine())[0]!.trust).toMatchObject({ verified: true, missing: [] });
  });

  it('keeps a lawyer unverified without the checked, unexpired licence, even with the identity approved', async () => {
    const lawyers = await lawyerDesk(app, db);
    const { user, lawyer } = await lawyers.liveLawyer();
    await approveIdentity(user.id);
    const page = async () => (await lawyers.lawyerPage(lawyer.slugId)) as LawyerJson & Listed;
    expect(await page()).toMatchObject({
      isVerified: false,
      trust: {
        verified: false,
        checks: [
          { kind: 'identity', done: true },
          { kind: 'barLicense', done: false },
        ],
        missing: ['barLicense'],
      },
    });
    const check = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/lawyer/${lawyer.id}/license-check`,
      headers: { cookie: lawyers.admin },
      payload: { checked: true },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(await page()).toMatchObject({ isVerified: true, trust: { verified: true, missing: [] } });
    // A later review that takes the identity back takes the badge with it.
    await approveIdentity(user.id, DocumentStatus.rejected, 0);
    expect(await page()).toMatchObject({ isVerified: false, trust: { verified: false, missing: ['identity'] } });
  });
});
