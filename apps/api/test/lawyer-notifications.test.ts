import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LawyerDashboard } from '@shahrbazar/domain/api/lawyer-dashboard.schema';
import type { Offer, Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { appointments } from '../src/modules/appointments/appointment.table.ts';
import { consultations } from '../src/modules/consultations/consultation.table.ts';
import { createServices } from '../src/services.ts';
import { balanceOf, fundWallet, lawyerDesk, makeLawyer, projectDesk, type QuestionJson } from './factories/lawyers.ts';
import { userWithSession } from './factories/users.ts';
import { deliverQueued } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase } from './support/test-app.ts';

const LAWYER_KINDS = ['lawyerAnswered', 'lawyerOfferNew', 'lawyerOfferSelected', 'lawyerEscrowReleased'];

// Issue 19 (ADR 0049): the asker hears of an answer, the client of an offer, the lawyer of a selection and of the
// payout; and the lawyer panel's dashboard counts the caller's own activity only.
describe('lawyer notifications and the lawyer dashboard', () => {
  let app: App;
  let db: Db;
  let services: AppServices;
  let qa: Awaited<ReturnType<typeof lawyerDesk>>;
  let desk: Awaited<ReturnType<typeof projectDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    qa = await lawyerDesk(app, db);
    desk = await projectDesk(app, db);
  });
  afterAll(() => app.close());

  /** The caller's lawyer notifications, newest first. */
  const inbox = async (cookie: string) => {
    const res = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationPage>().items.filter((item) => LAWYER_KINDS.includes(item.kind));
  };
  const deliver = async () => {
    await deliverQueued(await testDatabase(), services);
  };
  const smsTo = (mobile: string | null) =>
    services.outbox?.list('sms', { to: mobile ?? '' }).map((entry) => entry.text) ?? [];
  const dashboard = async (cookie: string) => {
    const res = await app.inject({ url: '/api/v1/me/lawyer-dashboard', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LawyerDashboard>();
  };
  const ask = async (cookie: string, title = 'مهریه را چگونه مطالبه کنم؟') => {
    const res = await qa.ask(cookie, { title });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<QuestionJson>();
  };
  const post = async (cookie: string, title = 'تنظیم قرارداد اجاره تجاری') => {
    const res = await desk.post(cookie, { title });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Project>();
  };
  const offer = async (cookie: string, slugId: string, price: number) => {
    const res = await desk.offer(cookie, slugId, { price, days: 5, message: 'با ده سال سابقه در دعاوی ملکی' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Offer>();
  };

  it('tells the asker once per answer, with the question page, and nobody else', async () => {
    const asker = await userWithSession(db, { name: 'پرسشگر' });
    const bystander = await userWithSession(db);
    const first = await makeLawyer(db, { name: 'وکیل رضایی' });
    const second = await makeLawyer(db, { name: 'وکیل احمدی' });
    const question = await ask(asker.cookie, 'تقسیم ترکه چگونه است؟');

    expect((await qa.answer(first.cookie, question.slugId)).statusCode).toBe(201);
    const told = await inbox(asker.cookie);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'lawyerAnswered',
      title: 'وکیل به پرسش شما پاسخ داد',
      text: 'وکیل رضایی به پرسش «تقسیم ترکه چگونه است؟» پاسخ داد.',
      link: `/lawyer/questions/${String(question.slug)}/${question.slugId}`,
    });

    expect((await qa.answer(second.cookie, question.slugId)).statusCode).toBe(201);
    expect((await inbox(asker.cookie)).map((item) => item.text)).toEqual([
      'وکیل احمدی به پرسش «تقسیم ترکه چگونه است؟» پاسخ داد.',
      'وکیل رضایی به پرسش «تقسیم ترکه چگونه است؟» پاسخ داد.',
    ]);
    // A refused answer (a second one by the same lawyer) tells nobody.
    expect((await qa.answer(first.cookie, question.slugId)).statusCode).toBe(409);
    expect(await inbox(asker.cookie)).toHaveLength(2);
    for (const other of [first, second, bystander]) expect(await inbox(other.cookie)).toEqual([]);
  });

  it('tells the client of each offer, the lawyer of the selection and of the payout, each with the project page', async () => {
    const client = await userWithSession(db, { name: 'موکل' });
    const chosen = await makeLawyer(db, { name: 'وکیل منتخب' });
    const other = await makeLawyer(db, { name: 'وکیل دیگر' });
    const project = await post(client.cookie, 'دعوای تخلیه ملک');

    const picked = await offer(chosen.cookie, project.slugId, 4_000_000);
    await offer(other.cookie, project.slugId, 3_500_000);
    const offers = await inbox(client.cookie);
    expect(offers.map((item) => [item.kind, item.text, item.link])).toEqual([
      [
        'lawyerOfferNew',
        'وکیل دیگر برای «دعوای تخلیه ملک» پیشنهاد ۳٬۵۰۰٬۰۰۰ تومان داد.',
        `/panel/lawyerProject/${project.id}`,
      ],
      [
        'lawyerOfferNew',
        'وکیل منتخب برای «دعوای تخلیه ملک» پیشنهاد ۴٬۰۰۰٬۰۰۰ تومان داد.',
        `/panel/lawyerProject/${project.id}`,
      ],
    ]);
    expect(await inbox(chosen.cookie)).toEqual([]);

    expect((await desk.step(client.cookie, project.id, 'select', { offerId: picked.id })).statusCode).toBe(200);
    const selected = await inbox(chosen.cookie);
    expect(selected).toHaveLength(1);
    expect(selected[0]).toMatchObject({
      kind: 'lawyerOfferSelected',
      text: 'موکل پیشنهاد شما برای «دعوای تخلیه ملک» را انتخاب کرد.',
      link: `/lawyer/projects/${project.slugId}`,
    });

    await fundWallet(db, client.user.id, 4_000_000);
    expect((await desk.step(client.cookie, project.id, 'pay')).statusCode).toBe(200);
    expect((await desk.step(client.cookie, project.id, 'release')).statusCode).toBe(200);
    const paidOut = await balanceOf(db, chosen.user.id);
    expect(paidOut).toBeGreaterThan(0);
    const released = await inbox(chosen.cookie);
    expect(released.map((item) => item.kind)).toEqual(['lawyerEscrowReleased', 'lawyerOfferSelected']);
    expect(released[0]!.link).toBe(`/lawyer/projects/${project.slugId}`);
    expect(released[0]!.text).toContain('به کیف پول شما واریز شد');
    // A second release is refused and pays (and tells) nothing more.
    expect((await desk.step(client.cookie, project.id, 'release')).statusCode).toBe(409);
    expect(await inbox(chosen.cookie)).toHaveLength(2);
    expect(await inbox(other.cookie)).toEqual([]);
    expect((await inbox(client.cookie)).map((item) => item.kind)).toEqual(['lawyerOfferNew', 'lawyerOfferNew']);
  });

  it('sends the SMS of an answer unless the asker switched that kind off', async () => {
    const lawyer = await makeLawyer(db, { name: 'وکیل پیامکی' });
    const listening = await userWithSession(db);
    const quiet = await userWithSession(db);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: { cookie: quiet.cookie },
      payload: { items: [{ kind: 'lawyerAnswered', sms: false, mail: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const asker of [listening, quiet]) {
      const question = await ask(asker.cookie, 'چک برگشتی را چگونه وصول کنم؟');
      expect((await qa.answer(lawyer.cookie, question.slugId)).statusCode).toBe(201);
    }
    await deliver();
    expect(smsTo(listening.user.mobile).filter((text) => text.startsWith('وکیل به پرسش شما پاسخ داد'))).toHaveLength(1);
    expect(smsTo(quiet.user.mobile)).toEqual([]);
    // Switched off for SMS, it is still in the panel.
    expect(await inbox(quiet.cookie)).toHaveLength(1);
  });

  it('counts a lawyer’s own figures on the dashboard, and another lawyer sees only theirs', async () => {
    const mine = await makeLawyer(db, { name: 'وکیل داشبورد' });
    const theirs = await makeLawyer(db, { name: 'وکیل همکار' });
    const asker = await userWithSession(db);
    const client = await userWithSession(db);

    // Answers: mine answers two questions and one is marked helpful; theirs answers one, not marked.
    const q1 = await ask(asker.cookie);
    const q2 = await ask(asker.cookie);
    const a1 = (await qa.answer(mine.cookie, q1.slugId)).json<QuestionJson>().lawyerAnswers[0]!;
    await qa.answer(mine.cookie, q2.slugId);
    await qa.answer(theirs.cookie, q2.slugId);
    const helpful = await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${q1.slugId}/helpful`,
      headers: { cookie: asker.cookie },
      payload: { answerId: a1.id },
    });
    expect(helpful.statusCode, helpful.body).toBe(200);

    // Projects: mine offers on three; one selected and in progress, one selected, paid and released; theirs on one.
    const p1 = await post(client.cookie);
    const p2 = await post(client.cookie);
    const p3 = await post(client.cookie);
    const o1 = await offer(mine.cookie, p1.slugId, 2_000_000);
    const o2 = await offer(mine.cookie, p2.slugId, 3_000_000);
    await offer(mine.cookie, p3.slugId, 2_500_000);
    await offer(theirs.cookie, p3.slugId, 2_400_000);
    expect((await desk.step(client.cookie, p1.id, 'select', { offerId: o1.id })).statusCode).toBe(200);
    expect((await desk.step(client.cookie, p2.id, 'select', { offerId: o2.id })).statusCode).toBe(200);
    await fundWallet(db, client.user.id, 3_000_000);
    expect((await desk.step(client.cookie, p2.id, 'pay')).statusCode).toBe(200);
    expect((await desk.step(client.cookie, p2.id, 'release')).statusCode).toBe(200);
    const projectPay = await balanceOf(db, mine.user.id);

    // Consultations (the consultations module's rows): mine has one open and two ended, one paid; theirs one open.
    const consultation = (owner: typeof mine, status: string, ownerPaid: number | null) => ({
      listingId: owner.listing.id,
      kind: 'text',
      patientId: client.user.id,
      ownerId: owner.user.id,
      status,
      price: 100_000,
      ownerPaid,
    });
    await db
      .insert(consultations)
      .values([
        consultation(mine, 'open', null),
        consultation(mine, 'closed', 90_000),
        consultation(mine, 'expired', 45_000),
        consultation(theirs, 'open', null),
      ]);
    // Phone ones: their money settled by the appointment book (ADR 0056). A visited call paid the lawyer its price less
    // the share (72,000), a cancelled one what the patient did not get back less the share (36,000), a booked one
    // nothing yet.
    const call = async (status: string, hour: number, refunded: number, siteShare: number) => {
      const start = new Date(Date.UTC(2026, 0, 10, hour));
      const [appointment] = await db
        .insert(appointments)
        .values({
          listingId: mine.listing.id,
          userId: client.user.id,
          startAt: start,
          endAt: new Date(start.getTime() + 600_000),
          status,
          patientName: 'موکل',
          price: 80_000,
          method: 'wallet',
          refunded,
          siteShare,
        })
        .returning();
      await db.insert(consultations).values({
        listingId: mine.listing.id,
        kind: 'phone',
        patientId: client.user.id,
        ownerId: mine.user.id,
        status: 'booked',
        price: 80_000,
        appointmentId: appointment!.id,
      });
    };
    await call('visited', 8, 0, 8_000);
    await call('cancelled', 9, 40_000, 4_000);
    await call('booked', 10, 0, 0);

    expect(await dashboard(mine.cookie)).toEqual({
      questionsAnswered: 2,
      helpfulAnswers: 1,
      offersSent: 3,
      offersSelected: 2,
      projectsInProgress: 1,
      consultationsOpen: 2,
      consultationsClosed: 4,
      textConsultations: 3,
      phoneConsultations: 3,
      consultationEarnings: 135_000 + 108_000,
      phoneConsultationEarnings: 108_000,
      projectEarnings: projectPay,
    });
    expect(projectPay).toBeGreaterThan(0);
    expect(projectPay).toBeLessThan(3_000_000);
    expect(await dashboard(theirs.cookie)).toEqual({
      questionsAnswered: 1,
      helpfulAnswers: 0,
      offersSent: 1,
      offersSelected: 0,
      projectsInProgress: 0,
      consultationsOpen: 1,
      consultationsClosed: 0,
      textConsultations: 1,
      phoneConsultations: 0,
      consultationEarnings: 0,
      phoneConsultationEarnings: 0,
      projectEarnings: 0,
    });
    expect(Object.values(await dashboard(asker.cookie)).every((value) => value === 0)).toBe(true);
    expect((await app.inject({ url: '/api/v1/me/lawyer-dashboard' })).statusCode).toBe(401);
  });
});
