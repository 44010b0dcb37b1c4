import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@shahrbazar/domain/api/comment.schema';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { pdf } from '../src/modules/media/test-images.ts';
import { userDocuments } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { adsDesk } from './factories/ads.ts';
import { makeCategoryChain, makeCity, makePackage } from './factories/catalogue.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { deliverQueued } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

// Issue 29: a shortlisted applicant is told, a listing's owner is told of a new comment, a user is told of the verdict
// on their document: in the panel, and by SMS where the kind sends one.
describe('people are told: a shortlist, a new comment, a verified document', () => {
  let app: App;
  let db: Db;
  let services: AppServices;
  let admin: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    admin = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  const inbox = async (cookie: string, kind: string) => {
    const res = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie, 'accept-language': 'fa' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationPage>().items.filter((item) => item.kind === kind);
  };
  const deliver = async () => {
    await deliverQueued(await testDatabase(), services);
  };
  const smsTo = (mobile: string | null) =>
    services.outbox?.list('sms', { to: mobile ?? '' }).map((entry) => entry.text) ?? [];

  it('tells a job seeker once when the employer shortlists their application, by SMS too', async () => {
    const city = await makeCity(db);
    const chain = await makeCategoryChain(db, CategoryType.work);
    const pkg = await makePackage(db, { type: PackageType.work });
    const employer = await userWithSession(db);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/me/work',
      headers: { cookie: employer.cookie },
      payload: {
        city_id: city.id,
        package_id: pkg.id,
        general_sub_category_id: chain.sub.id,
        title: 'حسابدار پاره‌وقت',
        description: 'برای یک شرکت بازرگانی',
        cooperationType: 'partTime',
        gender: 'either',
        militaryStatus: 'endOfService',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const job = posted.json<{ id: number; slugId: string }>();
    await app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${job.id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
    const seeker = await userWithSession(db, { name: 'جوینده' });
    const form = new FormData();
    form.append('note', 'پنج سال سابقهٔ حسابداری دارم.');
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await app.inject({
      method: 'POST',
      url: `/api/v1/work/${job.slugId}/applications`,
      headers: { cookie: seeker.cookie },
      payload: form,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json<{ id: number }>().id;
    const move = (status: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/me/work/${job.id}/applications/${applicationId}/status`,
        headers: { cookie: employer.cookie },
        payload: { status },
      });

    expect((await move('seen')).statusCode).toBe(204);
    expect(await inbox(seeker.cookie, 'applicationShortlisted')).toEqual([]);
    expect((await move('shortlisted')).statusCode).toBe(204);
    // Set again, it tells nothing more.
    expect((await move('shortlisted')).statusCode).toBe(204);
    const told = await inbox(seeker.cookie, 'applicationShortlisted');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'درخواست شما در فهرست کوتاه است',
      text: 'کارفرمای «حسابدار پاره‌وقت» درخواست شما را در فهرست کوتاه گذاشت.',
      link: '/panel/myApplications',
    });
    await deliver();
    expect(smsTo(seeker.user.mobile).filter((text) => text.startsWith('درخواست شما در فهرست کوتاه است'))).toHaveLength(
      1,
    );
    // Someone else's application is not theirs to move (404), and tells nobody.
    const stranger = await userWithSession(db);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/v1/me/work/${job.id}/applications/${applicationId}/status`,
      headers: { cookie: stranger.cookie },
      payload: { status: 'shortlisted' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('tells a listing’s owner of a comment once it is published, naming the commenter and the score', async () => {
    const desk = await adsDesk(app, db);
    const owner = await userWithSession(db);
    const ad = await desk.live(owner.cookie, { title: `دوچرخه ${randomUUID().slice(0, 6)}` });
    const sara = await userWithSession(db, { name: 'سارا' });
    const posted = await app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: { cookie: sara.cookie },
      payload: { type: 'ads', item_id: ad.id, description: 'فروشنده خوش‌قول بود', score: 4 },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const comment = posted.json<Comment>();
    // Waiting for the back office: nothing to tell yet; the commenter's page keeps the form closed (myPending).
    expect(await inbox(owner.cookie, 'commentNew')).toEqual([]);
    const mine = async () =>
      (await app.inject({ url: `/api/v1/comments?type=ads&item_id=${ad.id}`, headers: { cookie: sara.cookie } })).json<{
        myPending: boolean;
      }>().myPending;
    expect(await mine()).toBe(true);
    const approve = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/comments/${comment.id}/status`,
        headers: { cookie: desk.admin },
        payload: { status: CommentStatus.approved },
      });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200);
    expect(await mine()).toBe(false);
    const told = await inbox(owner.cookie, 'commentNew');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toBe(`سارا دربارهٔ «${ad.title}» نظر داد و امتیاز ۴ از ۵ داد.`);
    expect(told[0]!.link).toMatch(new RegExp(`/${ad.slugId}$`));
    // The commenter hears nothing of their own comment.
    expect(await inbox(sara.cookie, 'commentNew')).toEqual([]);
  });

  it('tells a user when their document is verified (by SMS too), and when it is not', async () => {
    const person = await userWithSession(db);
    const [verified, refused] = await db
      .insert(userDocuments)
      .values([
        { userId: person.user.id, title: 'کارت ملی', file: 'documents/a.png' },
        { userId: person.user.id, title: 'شناسنامه', file: 'documents/b.png' },
      ])
      .returning();
    const review = (id: number, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/manager/documents/${id}/review`,
        headers: { cookie: admin },
        payload,
      });
    const ok = await review(verified!.id, { status: 1, authLevel: 1, authMessage: 'مدارک تأیید شد.' });
    expect(ok.statusCode, ok.body).toBe(200);
    const told = await inbox(person.cookie, 'documentVerified');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'مدرک شما تأیید شد',
      text: 'مدرک «کارت ملی» تأیید شد و حساب شما احراز هویت شد.',
      link: '/panel/myDocuments',
    });
    const no = await review(refused!.id, { status: 2, authLevel: 1, authMessage: 'تصویر خوانا نیست.' });
    expect(no.statusCode, no.body).toBe(200);
    expect((await inbox(person.cookie, 'documentRejected'))[0]!.text).toBe(
      'مدرک «شناسنامه» تأیید نشد. تصویر خوانا نیست.',
    );
    await deliver();
    expect(smsTo(person.user.mobile).filter((text) => text.startsWith('مدرک شما تأیید شد'))).toHaveLength(1);
  });
});
