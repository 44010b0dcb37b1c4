import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOffer, MyProject, Offer, Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import type { Question } from '@shahrbazar/domain/api/lawyer.schema';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { fundWallet, lawyerDesk, projectDesk, type QuestionJson } from './factories/lawyers.ts';
import { userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// Issue 29, "Lawyers, experts, jobs": an answer carries its lawyer's card; a client rates the lawyer of a completed
// project and the rating is on the lawyer's page; a new lawyer has no satisfaction figure.
describe('the answering lawyer’s card, the clients’ rating and a new lawyer’s figures', () => {
  let app: App;
  let db: Db;
  let qa: Awaited<ReturnType<typeof lawyerDesk>>;
  let desk: Awaited<ReturnType<typeof projectDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    qa = await lawyerDesk(app, db);
    desk = await projectDesk(app, db);
  });
  afterAll(() => app.close());

  /** A project of a new client, a live lawyer's offer selected, paid from the wallet and released (completed). */
  async function completedProject(lawyer: Awaited<ReturnType<typeof qa.liveLawyer>>) {
    const client = await userWithSession(db, { name: 'موکل راضی' });
    const project = (await desk.post(client.cookie)).json<Project>();
    const offered = await desk.offer(lawyer.cookie, project.slugId, {
      price: 3_000_000,
      days: 4,
      message: 'قرارداد را در چهار روز تنظیم می‌کنم.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = offered.json<Offer>();
    expect((await desk.step(client.cookie, project.id, 'select', { offerId: offer.id })).statusCode).toBe(200);
    await fundWallet(db, client.user.id, 3_000_000);
    expect((await desk.step(client.cookie, project.id, 'pay')).statusCode).toBe(200);
    return { client, project, offer };
  }

  it('shows each answer with its lawyer’s card: specialty, badge, answers, rating, satisfaction and consultations', async () => {
    const lawyer = await qa.liveLawyer('وکیل کارت‌دار');
    const tariffs = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${lawyer.lawyer.id}/tariffs`,
      headers: { cookie: lawyer.cookie },
      payload: { tariffs: [{ title: 'مشاوره متنی', price: '۱۵۰٬۰۰۰' }] },
    });
    expect(tariffs.statusCode, tariffs.body).toBe(200);
    const asker = await userWithSession(db);
    const question = (await qa.ask(asker.cookie)).json<QuestionJson>();
    expect((await qa.answer(lawyer.cookie, question.slugId)).statusCode).toBe(201);

    const read = await app.inject({ url: `/api/v1/lawyer-questions/${question.slugId}` });
    expect(read.statusCode, read.body).toBe(200);
    const [answer] = read.json<Question>().lawyerAnswers;
    expect(answer!.lawyer).toMatchObject({
      id: lawyer.lawyer.id,
      title: 'وکیل کارت‌دار',
      specialty: qa.chain.sub.title,
      isVerified: false,
      answerCount: 1,
      // A new lawyer: no clients' rating and no satisfaction figure yet (not 0).
      rating: null,
      ratingCount: 0,
      satisfactionRate: null,
      textConsultation: true,
      phoneConsultation: false,
    });
    // The card's badge is the lawyer page's, with what it rests on (the one trust layer, ADR 0081).
    expect(answer!.lawyer.trust).toMatchObject({ verified: false, missing: expect.arrayContaining(['barLicense']) });
    expect(answer!.lawyer.trust).toEqual((await qa.lawyerPage(lawyer.lawyer.slugId)).trust);
  });

  it('gives a new lawyer no satisfaction figure, and one once an asker marked an answer helpful', async () => {
    const lawyer = await qa.liveLawyer('وکیل تازه‌کار');
    expect((await qa.lawyerPage(lawyer.lawyer.slugId)).performance).toMatchObject({
      answeredQuestions: 0,
      satisfactionRate: null,
      clientRating: null,
      clientRatings: 0,
    });
    const asker = await userWithSession(db);
    const question = (await qa.ask(asker.cookie)).json<QuestionJson>();
    const answered = (await qa.answer(lawyer.cookie, question.slugId)).json<QuestionJson>();
    // One answer nobody marked yet: still no figure, never «۰٪».
    expect((await qa.lawyerPage(lawyer.lawyer.slugId)).performance.satisfactionRate).toBeNull();
    const marked = await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${question.slugId}/helpful`,
      headers: { cookie: asker.cookie },
      payload: { answerId: answered.lawyerAnswers[0]!.id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await qa.lawyerPage(lawyer.lawyer.slugId)).performance.satisfactionRate).toBe(100);
  });

  it('lets the client rate the lawyer once after completion; the rating is on the lawyer’s page and card', async () => {
    const lawyer = await qa.liveLawyer('وکیل پروژه');
    const first = await completedProject(lawyer);
    const rate = (cookie: string, id: number, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/v1/me/lawyer/projects/${id}/rate`, headers: { cookie }, payload });

    // Not before the work is completed.
    const early = await rate(first.client.cookie, first.project.id, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/پایان پروژه/);
    expect((await desk.step(first.client.cookie, first.project.id, 'release')).statusCode).toBe(200);

    // Nobody but the client; a score out of 1..5 is refused field by field.
    expect((await rate(lawyer.cookie, first.project.id, { score: 5 })).statusCode).toBe(404);
    const bad = await rate(first.client.cookie, first.project.id, { score: 6 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('score');

    const rated = await rate(first.client.cookie, first.project.id, { score: 5, comment: 'دقیق و به‌موقع' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json<MyProject>()).toMatchObject({
      status: ClientProjectStatus.completed,
      rating: 5,
      ratingComment: 'دقیق و به‌موقع',
    });
    // Once: a second score is refused and counts nothing.
    const again = await rate(first.client.cookie, first.project.id, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/پیش‌تر/);

    const second = await completedProject(lawyer);
    expect((await desk.step(second.client.cookie, second.project.id, 'release')).statusCode).toBe(200);
    expect((await rate(second.client.cookie, second.project.id, { score: '4' })).statusCode).toBe(200);

    // The lawyer's page: 4.5 of 5 from two clients.
    expect((await qa.lawyerPage(lawyer.lawyer.slugId)).performance).toMatchObject({
      clientRating: 4.5,
      clientRatings: 2,
    });
    // The lawyer hears of each score, and sees the client's score on their offer.
    const inbox = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: lawyer.cookie } });
    const rated2 = inbox.json<NotificationPage>().items.filter((item) => item.kind === 'lawyerRated');
    expect(rated2).toHaveLength(2);
    expect(rated2.map((item) => item.text)).toContain(
      'موکل پروژهٔ «تنظیم قرارداد اجاره تجاری» به شما امتیاز ۵ از ۵ داد.',
    );
    const offers = await app.inject({ url: '/api/v1/me/lawyer/offers', headers: { cookie: lawyer.cookie } });
    const mine = offers.json<{ items: MyOffer[] }>().items.find((item) => item.id === first.offer.id);
    expect(mine!.project).toMatchObject({ rating: 5, client: { id: first.client.user.id, name: 'موکل راضی' } });

    // And the card of their answers carries it.
    const asker = await userWithSession(db);
    const question = (await qa.ask(asker.cookie)).json<QuestionJson>();
    await qa.answer(lawyer.cookie, question.slugId);
    const card = (await app.inject({ url: `/api/v1/lawyer-questions/${question.slugId}` })).json<Question>();
    expect(card.lawyerAnswers[0]!.lawyer).toMatchObject({ rating: 4.5, ratingCount: 2 });
  });

  it('names the client to the selected lawyer only (their chat room from the project)', async () => {
    const chosen = await qa.liveLawyer('وکیل انتخاب‌شده');
    const other = await qa.liveLawyer('وکیل دیگر');
    const client = await userWithSession(db, { name: 'موکل گفتگو' });
    const project = (await desk.post(client.cookie)).json<Project>();
    const offers = [];
    for (const lawyer of [chosen, other]) {
      const res = await desk.offer(lawyer.cookie, project.slugId, {
        price: 1_000_000,
        days: 2,
        message: 'پیشنهاد من برای این کار',
      });
      offers.push(res.json<Offer>());
    }
    const mineOf = async (cookie: string) =>
      (await app.inject({ url: '/api/v1/me/lawyer/offers', headers: { cookie } })).json<{ items: MyOffer[] }>()
        .items[0]!;
    expect((await mineOf(chosen.cookie)).project.client).toBeNull();
    expect((await desk.step(client.cookie, project.id, 'select', { offerId: offers[0]!.id })).statusCode).toBe(200);
    expect((await mineOf(chosen.cookie)).project.client).toEqual({ id: client.user.id, name: 'موکل گفتگو' });
    expect((await mineOf(other.cookie)).project.client).toBeNull();
  });
});
