import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QueueJobPage, QueueRoundList } from '@shahrbazar/domain/api/queue.schema';
import type { Readiness } from '@shahrbazar/domain/api/health.schema';
import type { Appointment } from '@shahrbazar/domain/api/appointment.schema';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { ROUND_KINDS } from '@shahrbazar/domain/rules/queue';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { sendReminders } from '../src/modules/appointments/appointment-jobs.ts';
import { appointments } from '../src/modules/appointments/appointment.table.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { expireIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from '../src/modules/payments/idempotency.ts';
import { idempotencyKeys } from '../src/modules/payments/payment.table.ts';
import { enqueueRoundNow, jobOutcome } from '../src/modules/queue/queue.service.ts';
import { createServices } from '../src/services.ts';
import { bookFixture, patient, patientSteps } from './factories/appointments.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { passQueueTime, testQueue } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase, testDatabaseUrl } from './support/test-app.ts';

// The periodic rounds (expiry, reconciliation, reminders) as jobs of the durable queue (ADR 0101), on PGlite and on
// PostgreSQL: one job per kind and time slot however many instances schedule it, each item of a round apart and
// guarded, a failed item tried again without redoing the others.

const onPostgres = Boolean(inject('runDatabaseUrl'));
const HOUR = 3_600_000;

describe('periodic rounds on the durable queue', () => {
  let database: Database;
  let db: Db;
  let app: App;
  let services: AppServices;
  let admin: string;

  beforeAll(async () => {
    database = await testDatabase();
    db = database.db;
    await seedPolicies(db);
    services = createServices(testConfig(), { info: () => {} });
    app = await buildTestApp({ services });
    admin = (await adminSession(db)).cookie;
  });
  afterAll(() => app.close());

  const readiness = async (on: App) => {
    const res = await on.inject({ url: '/api/v1/health/ready' });
    return { status: res.statusCode, body: res.json<Readiness>() };
  };
  /** Each periodic round as staff see it in the back office's queue screen. */
  const roundsOf = async (on: App) => {
    const res = await on.inject({ url: '/api/v1/manager/queue/rounds', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return new Map(res.json<QueueRoundList>().items.map((round) => [round.kind, round]));
  };
  const remindersOf = async (userIds: number[]) =>
    db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, 'appointmentReminder')));
  const reminderSms = (mobiles: Array<string | null>) =>
    (services.outbox?.list('sms') ?? []).filter(
      (entry) => mobiles.includes(entry.to) && entry.text.startsWith('یادآوری'),
    );

  /** Three patients booked at a clinic on the third day from now; answers them with their visits' start. */
  async function threeVisits() {
    const { listing } = await bookFixture(app, db);
    const steps = patientSteps(app);
    const day = (await steps.slots(listing.id, 4)).days[3]!;
    const people = [];
    for (const index of [0, 1, 2]) {
      const who = await patient(db);
      const booked = await steps.book(who.cookie, {
        listing_id: listing.id,
        start: day.slots[index]!,
        method: 'atPlace',
      });
      expect(booked.statusCode, booked.body).toBe(201);
      people.push({ ...who, visit: booked.json<Appointment>() });
    }
    // The day-before reminder of all three is due 22 hours before the first.
    const at = new Date(new Date(day.slots[0]!).getTime() - 22 * HOUR);
    return { people, at };
  }

  it('forgets answered Idempotency-Keys older than a day, and keeps newer ones and one still being answered', async () => {
    const { user } = await userWithSession(db);
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(idempotencyKeys).values([
      {
        userId: user.id,
        key: 'old',
        requestHash: 'h',
        statusCode: 201,
        response: {},
        createdAt: ago(IDEMPOTENCY_KEY_TTL_MS + 60_000),
      },
      { userId: user.id, key: 'fresh', requestHash: 'h', statusCode: 201, response: {}, createdAt: ago(60_000) },
      {
        userId: user.id,
        key: 'open',
        requestHash: 'h',
        statusCode: null,
        response: null,
        createdAt: ago(IDEMPOTENCY_KEY_TTL_MS * 2),
      },
    ]);
    const id = await enqueueRoundNow(db, QueueKind.expireIdempotencyKeys, now);
    await testQueue(database, services).drain();
    expect((await jobOutcome(db, QueueKind.expireIdempotencyKeys, id))?.state).toBe('completed');
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((row) => row.key).sort()).toEqual(['fresh', 'open']);
    expect(await expireIdempotencyKeys(db, now)).toBe(0);
  });

  it('two instances on one database schedule each slot’s round of every kind once, and it runs once', async () => {
    // On PostgreSQL the second instance has its own pool; PGlite is one process's database.
    const second = onPostgres ? await openDatabase({ url: await testDatabaseUrl(), poolSize: 5 }) : database;
    const one = testQueue(database, services);
    const two = testQueue(second, services);
    const appOne = await buildTestApp({ database, services, queue: one });
    const appTwo = await buildTestApp({ database: second, services, queue: two });
    try {
      // A slot no other test schedules: 09:00 UTC of a day to come (every period's slot starts then).
      const slot = '2031-01-01T09:00:00.000Z';
      const at = (seconds: number) => new Date(new Date(slot).getTime() + seconds * 1000);
      // Each instance's scheduler ticks twice within the slot's first minute, both at once.
      await Promise.all([one.schedule(at(5)), two.schedule(at(5)), one.schedule(at(15)), two.schedule(at(45))]);
      const scheduled = async () =>
        (
          (await db.execute(sql`select name, state, retry_count from pgboss.job where data->>'slot' = ${slot}
            order by name`)) as unknown as { rows: Array<{ name: string; state: string; retry_count: number }> }
        ).rows;
      expect((await scheduled()).map((job) => job.name)).toEqual(ROUND_KINDS.map(({ kind }) => kind).sort());

      // Both instances work the queue at once: each round is done by one of them, once, at its first try.
      await Promise.all([one.drain(), two.drain()]);
      expect(await scheduled()).toEqual(
        ROUND_KINDS.map(({ kind }) => ({ name: kind, state: 'completed', retry_count: 0 })).sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      );
      for (const instance of [appOne, appTwo]) {
        const ready = await readiness(instance);
        expect(ready.status).toBe(200);
        expect(ready.body.queue.behind).toEqual([]);
      }

      // A kind whose last round ended three of its periods ago is reported (not judged: every instance shares it).
      await db.execute(sql`update pgboss.job set completed_on = completed_on - interval '4 hours'
        where name = ${QueueKind.expireIdempotencyKeys} and state = 'completed'`);
      await db.execute(sql`update pgboss.queue set created_on = created_on - interval '4 hours'
        where name = ${QueueKind.expireIdempotencyKeys}`);
      const late = await readiness(appOne);
      expect(late.status).toBe(200);
      expect(late.body.queue.behind).toEqual([QueueKind.expireIdempotencyKeys]);
      // Staff see it too, with every kind's period and the time its last round ended.
      const seen = await roundsOf(appTwo);
      expect([...seen.keys()]).toEqual(ROUND_KINDS.map(({ kind }) => kind));
      for (const { kind, everySeconds } of ROUND_KINDS) {
        const round = seen.get(kind)!;
        expect(round.everySeconds).toBe(everySeconds);
        expect(round.behind, kind).toBe(kind === QueueKind.expireIdempotencyKeys);
        expect(round.lastAt, kind).not.toBeNull();
      }
      const hoursAgo = (Date.now() - Date.parse(seen.get(QueueKind.expireIdempotencyKeys)!.lastAt!)) / HOUR;
      expect(hoursAgo).toBeGreaterThan(3.9);
      await enqueueRoundNow(db, QueueKind.expireIdempotencyKeys, new Date());
      await one.drain();
      expect((await readiness(appTwo)).body.queue.behind).toEqual([]);
      const caughtUp = (await roundsOf(appOne)).get(QueueKind.expireIdempotencyKeys)!;
      expect(caughtUp.behind).toBe(false);
      expect(Date.now() - Date.parse(caughtUp.lastAt!)).toBeLessThan(HOUR);
    } finally {
      await appOne.close();
      await appTwo.close();
      if (second !== database) await second.close();
    }
  });

  it('a round whose one item fails is tried again: the others are done once, the failed one on the retry', async () => {
    const { people, at } = await threeVisits();
    const [first, bad, third] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const ids = people.map((who) => who.user.id);
    // The second visit's reminder cannot be recorded: its row refuses the update.
    await db.execute(
      sql.raw(`create or replace function test_refuse_reminder() returns trigger language plpgsql as $$
      begin raise exception 'test: this visit refuses its reminder'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_refuse_reminder before update on appointments for each row
      when (new.id = ${bad.visit.id} and new.reminded_day_at is not null) execute function test_refuse_reminder()`),
    );
    const queue = testQueue(database, services);
    let id: string;
    try {
      id = await enqueueRoundNow(db, QueueKind.appointmentBook, at);
      await queue.drain();
      const failed = await jobOutcome(db, QueueKind.appointmentBook, id);
      expect(failed?.state).toBe('retry');
      expect(String(failed?.output.message)).toContain('refuses its reminder');
      expect((await remindersOf(ids)).map((row) => row.userId).sort()).toEqual([first.user.id, third.user.id].sort());

      // Staff see the round waiting for its next try in «کارهای پس‌زمینه», under its kind.
      const listed = await app.inject({
        url: `/api/v1/manager/queue/jobs?kind=${QueueKind.appointmentBook}`,
        headers: { cookie: admin },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<QueueJobPage>().items).toContainEqual(
        expect.objectContaining({
          id,
          kind: QueueKind.appointmentBook,
          state: 'retry',
          attempts: 1,
          error: expect.stringContaining('refuses its reminder'),
        }),
      );
    } finally {
      await db.execute(sql.raw('drop trigger if exists test_refuse_reminder on appointments'));
    }

    // The fault is gone; the retry's backoff passes: the retry reminds the second patient only.
    await passQueueTime(db, 5 * 60_000);
    await queue.drain();
    expect((await jobOutcome(db, QueueKind.appointmentBook, id))?.state).toBe('completed');
    expect((await remindersOf(ids)).map((row) => row.userId).sort()).toEqual([...ids].sort());
    await queue.drain();
    expect(
      reminderSms(people.map((who) => who.user.mobile))
        .map((entry) => entry.to)
        .sort(),
    ).toEqual(people.map((who) => who.user.mobile).sort());
  });

  it('sends a due reminder once when the round runs twice, on two instances at once', async () => {
    const { people, at } = await threeVisits();
    const ids = people.map((who) => who.user.id);
    const second = onPostgres ? await openDatabase({ url: await testDatabaseUrl(), poolSize: 5 }) : database;
    try {
      // Two rounds as of the same moment (a slot's and a staff retry's, say), worked by two instances at once.
      const jobs = await Promise.all([
        enqueueRoundNow(db, QueueKind.appointmentBook, at),
        enqueueRoundNow(db, QueueKind.appointmentBook, at),
      ]);
      await Promise.all([testQueue(database, services).drain(), testQueue(second, services).drain()]);
      const outcomes = await Promise.all(jobs.map((job) => jobOutcome(db, QueueKind.appointmentBook, job)));
      expect(outcomes.map((outcome) => outcome?.state)).toEqual(['completed', 'completed']);
      // And the round's function itself once more, as a third: nothing left to do.
      expect(await sendReminders(db, at)).toBe(0);
    } finally {
      if (second !== database) await second.close();
    }
    expect((await remindersOf(ids)).map((row) => row.userId).sort()).toEqual([...ids].sort());
    const reminded = await db
      .select({ at: appointments.remindedDayAt })
      .from(appointments)
      .where(inArray(appointments.userId, ids));
    expect(reminded.map((row) => row.at?.toISOString())).toEqual(ids.map(() => at.toISOString()));
    await testQueue(database, services).drain();
    expect(reminderSms(people.map((who) => who.user.mobile))).toHaveLength(3);
  });

  it('offers every periodic kind in the manager’s queue list and counts its jobs in the metrics', async () => {
    for (const { kind } of ROUND_KINDS) {
      const res = await app.inject({
        url: `/api/v1/manager/queue/jobs?kind=${kind}&state=failed`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    }
    const token = 'metrics-token-for-rounds-test';
    const metered = await buildTestApp({
      services,
      config: { metrics: { port: undefined, host: '127.0.0.1', token } },
    });
    try {
      const res = await metered.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      for (const { kind } of ROUND_KINDS) {
        expect(res.body).toContain(`shahrbazar_queue_jobs{queue="${kind}",state="waiting"}`);
      }
    } finally {
      await metered.close();
    }
  });
});
