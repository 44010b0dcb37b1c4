import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import type { MyProject, Offer, Project } from '@shahrbazar/domain/api/lawyer-project.schema';
import { PROJECT_TYPES } from '@shahrbazar/domain/rules/lawyer-project';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { markAppointment } from '../src/modules/appointments/appointment-owner.service.ts';
import { expireConsultations } from '../src/modules/consultations/consultation-close.service.ts';
import { consultations } from '../src/modules/consultations/consultation.table.ts';
import { VERTICAL_REGISTRY } from '../src/verticals/registry.ts';
import { EVERY_DAY, patient, patientSteps } from './factories/appointments.ts';
import { consultationSteps } from './factories/consultations.ts';
import { fundWallet, lawyerDesk, projectDesk } from './factories/lawyers.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// A lawyer's performance (spec: Lawyer performance; ADR 0060) counted from what happened: consultations held, visits
// done and projects completed by their kind, read on the public lawyer page; what did not happen is not counted.

describe('lawyer performance from real activity', () => {
  let app: App;
  let db: Db;
  let admin: string;
  let lawyers: Awaited<ReturnType<typeof lawyerDesk>>;
  let projects: Awaited<ReturnType<typeof projectDesk>>;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    admin = (await adminSession(db)).cookie;
    lawyers = await lawyerDesk(app, db);
    projects = await projectDesk(app, db);
  });
  afterAll(() => app.close());

  /** A live lawyer with an appointment book and text, phone and in-person tariffs. */
  async function consultingLawyer() {
    const owner = await lawyers.liveLawyer('وکیل کارنامه‌دار');
    const id = owner.lawyer.id;
    const book = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/appointment-books/${id}`,
      headers: { cookie: owner.cookie },
      payload: EVERY_DAY,
    });
    expect(book.statusCode, book.body).toBe(200);
    const tariffs = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/lawyer/${id}/tariffs`,
      headers: { cookie: owner.cookie },
      payload: {
        tariffs: [
          { title: 'مشاوره متنی', price: 100_000 },
          { title: 'مشاوره تلفنی', price: 150_000 },
          { title: 'مشاوره حضوری', price: 300_000 },
        ],
      },
    });
    expect(tariffs.statusCode, tariffs.body).toBe(200);
    return owner;
  }

  /** The lawyer's performance as anyone reads it on the public lawyer page's API. */
  const performanceOf = async (slugId: string) => (await lawyers.lawyerPage(slugId)).performance;

  /** A client's project of `type` on which the lawyer offered, was selected and paid from the wallet. */
  async function paidProject(lawyerCookie: string, type: string) {
    const client = await userWithSession(db, { name: 'موکل' });
    await fundWallet(db, client.user.id, 2_000_000);
    const posted = await projects.post(client.cookie, { type, title: `پروژه ${type} برای کارنامه` });
    expect(posted.statusCode, posted.body).toBe(201);
    const project = posted.json<Project>();
    const offered = await projects.offer(lawyerCookie, project.slugId, {
      price: 1_000_000,
      days: 5,
      message: 'با ده سال سابقه این کار را انجام می‌دهم.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = offered.json<Offer>();
    expect((await projects.step(client.cookie, project.id, 'select', { offerId: offer.id })).statusCode).toBe(200);
    const paid = await projects.step(client.cookie, project.id, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    return { client, project };
  }

  it('counts each completed kind of activity once, and nothing unfinished, cancelled or refunded', async () => {
    const owner = await consultingLawyer();
    const listingId = owner.lawyer.id;
    const slots = patientSteps(app);
    const steps = consultationSteps(app);
    const free = (await slots.slots(listingId, 8)).days.flatMap((day) => day.slots);
    const after = (start: string) => new Date(new Date(start).getTime() + 5 * 60_000);
    const mark = (id: number, status: 'visited' | 'noShow', start: string) =>
      markAppointment(db, VERTICAL_REGISTRY, { userId: owner.user.id, listingId }, id, status, after(start));
    const zero = Object.fromEntries(
      ['consultationPhone', 'consultationChat', 'consultationInPerson', ...PROJECT_TYPES.slice(0, -1)].map((key) => [
        key,
        0,
      ]),
    );
    expect(await performanceOf(owner.lawyer.slugId)).toEqual({
      ...zero,
      answeredQuestions: 0,
      satisfactionRate: null,
      clientRating: null,
      clientRatings: 0,
    });

    // Text consultations: one closed by the lawyer (counted), one still open (not yet).
    const asker = await patient(db, 1_000_000);
    const text = await steps.buyText(asker.cookie, listingId);
    expect(text.statusCode, text.body).toBe(201);
    expect((await steps.close(owner.cookie, text.json<Consultation>().id)).statusCode).toBe(200);
    const stillOpen = await steps.buyText((await patient(db, 1_000_000)).cookie, listingId);
    expect(stillOpen.statusCode, stillOpen.body).toBe(201);

    // Phone consultations: one whose call took place (counted), one that was a no-show (not).
    const caller = await patient(db, 1_000_000);
    const phone = await steps.bookPhone(caller.cookie, listingId, free[0]!);
    expect(phone.statusCode, phone.body).toBe(201);
    await mark(phone.json<Consultation>().appointmentId!, 'visited', free[0]!);
    const missed = await steps.bookPhone(caller.cookie, listingId, free[1]!);
    expect(missed.statusCode, missed.body).toBe(201);
    await mark(missed.json<Consultation>().appointmentId!, 'noShow', free[1]!);

    // In-person visits: one visited (counted), one cancelled by the client (not), one still to come (not).
    const visitor = await patient(db, 2_000_000);
    const book = async (start: string) => {
      const res = await slots.book(visitor.cookie, { listing_id: listingId, start, method: 'wallet' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    await mark(await book(free[2]!), 'visited', free[2]!);
    const cancelled = await book(free.at(-1)!); // days ahead: before the book's 24-hour cut-off
    const cancel = await slots.post(visitor.cookie, `/api/v1/me/appointments/${cancelled}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await book(free[4]!);

    // Client projects: one completed of each drafting and representation kind (and one of kind other, counted
    // nowhere); a contract whose money support refunded, and one still in escrow, are not counted.
    for (const type of PROJECT_TYPES) {
      const { client, project } = await paidProject(owner.cookie, type);
      const released = await projects.step(client.cookie, project.id, 'release');
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json<MyProject>().status).toBe(6);
    }
    const refunded = await paidProject(owner.cookie, 'contractDrafting');
    const refund = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/lawyer-projects/${refunded.project.id}/resolve`,
      headers: { cookie: admin },
      payload: { outcome: 'refund' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await paidProject(owner.cookie, 'lawsuitDrafting');

    const counted = await performanceOf(owner.lawyer.slugId);
    expect(counted).toEqual({
      consultationPhone: 1,
      consultationChat: 1,
      consultationInPerson: 1,
      contractDrafting: 1,
      lawsuitDrafting: 1,
      complaintDrafting: 1,
      statementDrafting: 1,
      documentDrafting: 1,
      legalRepresentation: 1,
      answeredQuestions: 0,
      satisfactionRate: null,
      clientRating: null,
      clientRatings: 0,
    });
  });

  it('counts a chat consultation that reached its deadline (paid to the lawyer) as held', async () => {
    const owner = await consultingLawyer();
    const asker = await patient(db, 1_000_000);
    const bought = await consultationSteps(app).buyText(asker.cookie, owner.lawyer.id);
    expect(bought.statusCode, bought.body).toBe(201);
    // Its 48 hours passed (only this one's deadline is moved: the database may be shared), then the job's round.
    await db
      .update(consultations)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(consultations.id, bought.json<Consultation>().id));
    await db.transaction((tx) => expireConsultations(tx));
    expect(
      (await consultationSteps(app).one(asker.cookie, bought.json<Consultation>().id)).json<Consultation>(),
    ).toMatchObject({ status: 'expired' });
    expect((await performanceOf(owner.lawyer.slugId)).consultationChat).toBe(1);
  });
});
