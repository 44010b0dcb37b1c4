import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { generalSubCategories } from '../src/modules/catalogue/category.table.ts';
import { pdf } from '../src/modules/media/test-images.ts';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { makeCategoryChain } from './factories/catalogue.ts';
import { multipartForm } from './factories/forms.ts';
import { lawyerDesk, type QuestionJson } from './factories/lawyers.ts';
import { userWithSession } from './factories/users.ts';
import { race, tally } from './support/race.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

describe('legal questions and answers', () => {
  let app: App;
  let db: Db;
  let desk: Awaited<ReturnType<typeof lawyerDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    desk = await lawyerDesk(app, db);
  });
  afterAll(() => app.close());

  const page = async (slugId: string, cookie?: string) =>
    app.inject({ url: `/api/v1/lawyer-questions/${slugId}`, headers: cookie ? { cookie } : {} });

  it('names a question’s category in the reader’s locale (ADR 0057); what the asker typed stays', async () => {
    const asker = await userWithSession(db);
    const question = (await desk.ask(asker.cookie)).json<QuestionJson>();
    await db
      .update(generalSubCategories)
      .set({ titleEn: 'Family law' })
      .where(eq(generalSubCategories.id, desk.chain.sub.id));
    const read = async <T>(url: string, locale: 'fa' | 'en') => {
      const res = await app.inject({ url, headers: { 'accept-language': locale } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    type Summary = { id: number; title: string; generalSubCategory: { title: string } };
    const list = (locale: 'fa' | 'en') =>
      read<{ items: Summary[] }>(`/api/v1/lawyer-questions?category=${desk.chain.sub.slug}`, locale);
    const [english, persian] = await Promise.all([list('en'), list('fa')]);
    const mine = english.items.find((item) => item.id === question.id)!;
    expect(mine.generalSubCategory.title).toBe('Family law');
    expect(mine.title).toBe(question.title);
    expect(persian.items.find((item) => item.id === question.id)!.generalSubCategory.title).toBe(desk.chain.sub.title);
    const page = await read<Summary>(`/api/v1/lawyer-questions/${question.slugId}`, 'en');
    expect(page.generalSubCategory.title).toBe('Family law');
  });

  it('a question is asked, two lawyers answer, the asker marks one helpful, and a visitor reads it all', async () => {
    const asker = await userWithSession(db, { name: 'پرسشگر' });
    const asked = await desk.ask(asker.cookie);
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json<QuestionJson>();
    expect(question).toMatchObject({ status: 2, answerCount: 0, lawyerAnswerLast: null, mine: true, canAnswer: false });

    const first = await desk.liveLawyer('وکیل اول');
    const second = await desk.liveLawyer('وکیل دوم');
    expect((await page(question.slugId, first.cookie)).json<QuestionJson>().canAnswer).toBe(true);
    const a1 = await desk.answer(first.cookie, question.slugId);
    expect(a1.statusCode, a1.body).toBe(201);
    const a2 = await desk.answer(
      second.cookie,
      question.slugId,
      'دادخواست مطالبه مهریه در دادگاه خانواده هم راهی دیگر است.',
    );
    const answered = a2.json<QuestionJson>();
    expect(answered.answerCount).toBe(2);
    expect(answered.lawyerAnswerLast).not.toBeNull();
    expect(answered.lawyerAnswers.map((answer) => answer.lawyer.title)).toEqual(['وکیل اول', 'وکیل دوم']);

    const helpful = await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${question.slugId}/helpful`,
      headers: { cookie: asker.cookie },
      payload: { answerId: answered.lawyerAnswers[1]!.id },
    });
    expect(helpful.statusCode, helpful.body).toBe(200);

    const visitor = (await page(question.slugId)).json<QuestionJson>();
    expect(visitor).toMatchObject({
      title: 'مهریه را چگونه مطالبه کنم؟',
      answerCount: 2,
      mine: false,
      canAnswer: false,
    });
    expect(visitor.lawyerAnswers.map((answer) => answer.helpful)).toEqual([false, true]);

    const [one, two] = await Promise.all([desk.lawyerPage(first.lawyer.slugId), desk.lawyerPage(second.lawyer.slugId)]);
    // One answer and no helpful mark: a new lawyer shows no satisfaction figure (issue 29), not 0 %.
    expect(one).toMatchObject({ answerCount: 1, performance: { answeredQuestions: 1, satisfactionRate: null } });
    expect(two).toMatchObject({ answerCount: 1, performance: { answeredQuestions: 1, satisfactionRate: 100 } });

    // Moving the mark moves the satisfaction with it.
    await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${question.slugId}/helpful`,
      headers: { cookie: asker.cookie },
      payload: { answerId: answered.lawyerAnswers[0]!.id },
    });
    expect((await desk.lawyerPage(first.lawyer.slugId)).performance.satisfactionRate).toBe(100);
    expect((await desk.lawyerPage(second.lawyer.slugId)).performance.satisfactionRate).toBeNull();

    const list = await app.inject({ url: `/api/v1/lawyer-questions?category=${desk.chain.sub.slug}` });
    expect(list.json<{ items: { slugId: string }[] }>().items.map((item) => item.slugId)).toContain(question.slugId);
    const mine = await app.inject({ url: '/api/v1/me/lawyer-questions', headers: { cookie: asker.cookie } });
    expect(mine.json<{ items: { slugId: string }[] }>().items.map((item) => item.slugId)).toEqual([question.slugId]);
    const answers = await app.inject({ url: '/api/v1/me/lawyer-answers', headers: { cookie: second.cookie } });
    expect(answers.json()).toMatchObject({
      total: 1,
      items: [{ helpful: false, question: { slugId: question.slugId } }],
    });
  });

  it('refuses an answer by a non-lawyer (403, clear message), a second answer by the same lawyer and one to oneself', async () => {
    const asker = await userWithSession(db);
    const question = (await desk.ask(asker.cookie)).json<QuestionJson>();
    const stranger = await userWithSession(db);
    const refused = await desk.answer(stranger.cookie, question.slugId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('فقط وکیلی که پروفایل وکالت فعال دارد می‌تواند به پرسش‌ها پاسخ دهد.');
    // A lawyer whose profile still waits for review is not a lawyer yet.
    const pending = await userWithSession(db);
    await desk.publish(pending.cookie);
    expect((await desk.answer(pending.cookie, question.slugId)).statusCode).toBe(403);

    const lawyer = await desk.liveLawyer();
    expect((await desk.answer(lawyer.cookie, question.slugId)).statusCode).toBe(201);
    const again = await desk.answer(lawyer.cookie, question.slugId);
    expect(again.statusCode).toBe(409);
    const own = (await desk.ask(lawyer.cookie)).json<QuestionJson>();
    expect((await desk.answer(lawyer.cookie, own.slugId)).statusCode).toBe(403);
    expect((await page(question.slugId)).json<QuestionJson>().answerCount).toBe(1);
    expect((await desk.lawyerPage(lawyer.lawyer.slugId)).performance.answeredQuestions).toBe(1);
  });

  it('lets only the asker mark the helpful answer', async () => {
    const asker = await userWithSession(db);
    const question = (await desk.ask(asker.cookie)).json<QuestionJson>();
    const lawyer = await desk.liveLawyer();
    const answered = (await desk.answer(lawyer.cookie, question.slugId)).json<QuestionJson>();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${question.slugId}/helpful`,
      headers: { cookie: lawyer.cookie },
      payload: { answerId: answered.lawyerAnswers[0]!.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('فقط پرسشگر می‌تواند پاسخ مفید را انتخاب کند.');
    expect((await desk.lawyerPage(lawyer.lawyer.slugId)).performance.satisfactionRate).toBeNull();
  });

  it('refuses a category outside the legal tree, a short title and an anonymous asker', async () => {
    const asker = await userWithSession(db);
    const clinic = await makeCategoryChain(db, CategoryType.clinic);
    const wrong = await desk.ask(asker.cookie, { general_sub_category_id: clinic.sub.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toHaveProperty('general_sub_category_id');
    const short = await desk.ask(asker.cookie, { title: 'طلاق' });
    expect(short.json().error.fields.title).toBe('عنوان پرسش باید دست‌کم ۱۰ نویسه باشد.');
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/lawyer-questions', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves a question’s files only to the asker and to lawyers', async () => {
    const asker = await userWithSession(db);
    const question = (await desk.ask(asker.cookie)).json<QuestionJson>();
    const upload = await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${question.slugId}/files`,
      headers: { cookie: asker.cookie },
      payload: multipartForm({}, { data: pdf(), name: 'سند.pdf' }),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [file] = upload.json<QuestionJson>().files;
    expect(file!.url).toMatch(/^\/api\/v1\/lawyer-questions\/\w+\/files\/\d+$/);

    const lawyer = await desk.liveLawyer();
    const stranger = await userWithSession(db);
    const read = (cookie?: string) => app.inject({ url: file!.url, headers: cookie ? { cookie } : {} });
    expect((await read(asker.cookie)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await read(lawyer.cookie)).statusCode).toBe(200);
    expect((await read(stranger.cookie)).statusCode).toBe(404);
    expect((await read()).statusCode).toBe(401);
    // The public page says there is a file, never where.
    const visitor = (await page(question.slugId)).json<QuestionJson>();
    expect(visitor).toMatchObject({ fileCount: 1, files: [] });
    expect((await page(question.slugId, lawyer.cookie)).json<QuestionJson>().files).toHaveLength(1);
    // Nobody adds files to another's question.
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${question.slugId}/files`,
      headers: { cookie: stranger.cookie },
      payload: multipartForm({}, { data: pdf(), name: 'x.pdf' }),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a hidden question leaves the public pages but stays in the asker’s list; a manager publishes it again', async () => {
    const asker = await userWithSession(db);
    const question = (await desk.ask(asker.cookie)).json<QuestionJson>();
    const status = (value: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/lawyer-questions/${question.id}/status`,
        headers: { cookie: desk.admin },
        payload: { status: value },
      });
    expect((await status(0)).statusCode).toBe(200);
    expect((await page(question.slugId)).statusCode).toBe(404);
    expect((await page(question.slugId, asker.cookie)).statusCode).toBe(200);
    const lawyer = await desk.liveLawyer();
    expect((await desk.answer(lawyer.cookie, question.slugId)).statusCode).toBe(409);
    const hidden = await app.inject({
      url: '/api/v1/manager/lawyer-questions?status=0',
      headers: { cookie: desk.admin },
    });
    expect(hidden.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(question.id);
    await status(2);
    expect((await page(question.slugId)).statusCode).toBe(200);
  });

  // On PGlite (one connection) the answers queue; on PostgreSQL they race for the question's row lock.
  it('keeps answerCount exact under concurrent answers by ten lawyers', async () => {
    const asker = await userWithSession(db);
    const question = (await desk.ask(asker.cookie)).json<QuestionJson>();
    const lawyers = await Promise.all(Array.from({ length: 10 }, (_, index) => desk.liveLawyer(`وکیل ${index}`)));
    const results = await race(db, lawyers.length, (index) => desk.answer(lawyers[index]!.cookie, question.slugId));
    expect(tally(results)).toEqual({ 201: 10 });
    expect((await page(question.slugId)).json<QuestionJson>().answerCount).toBe(10);
  });
});
