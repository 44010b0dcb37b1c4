import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationPage } from '@shahrbazar/domain/api/notification.schema';
import type { QueueJob, QueueJobPage } from '@shahrbazar/domain/api/queue.schema';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import type { App, AppServices } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { KavenegarSmsSender } from '../src/modules/notify/kavenegar-sms.driver.ts';
import { notify, notifyEach } from '../src/modules/notify/notification.service.ts';
import type { SmsSender } from '../src/modules/notify/notify.types.ts';
import { notifications } from '../src/modules/notify/notification.table.ts';
import { queueDepth } from '../src/modules/queue/queue.repository.ts';
import { enqueue, jobIdOf } from '../src/modules/queue/queue.service.ts';
import { users } from '../src/modules/users/user.table.ts';
import { createServices } from '../src/services.ts';
import { adminSession, userWithSession } from './factories/users.ts';
import { ACCEPT, startFakeKavenegar, type FakeKavenegar } from './support/fake-kavenegar.ts';
import { passQueueTime, testQueue } from './support/queue.ts';
import { buildTestApp, testConfig, testDatabase, testDatabaseUrl } from './support/test-app.ts';

// The durable queue of side effects (ADR 0085) and the notifications delivered by it (ADR 0086), on PGlite and on
// PostgreSQL alike. The SMS driver is the real Kavenegar driver talking to a local Kavenegar (a small HTTP server
// speaking its protocol) that refuses as long as the test says so.

const API_KEY = 'queue-test-key';
const onPostgres = Boolean(inject('runDatabaseUrl'));

class RolledBack extends Error {}

describe('the durable queue', () => {
  let database: Database;
  let db: Db;
  let app: App;
  let admin: string;
  let kavenegar: FakeKavenegar;
  let services: AppServices;

  beforeAll(async () => {
    database = await testDatabase();
    db = database.db;
    await seedPolicies(db);
    kavenegar = await startFakeKavenegar(API_KEY);
    services = {
      ...createServices(testConfig(), { info: () => {} }),
      sms: new KavenegarSmsSender({ apiKey: API_KEY, baseUrl: kavenegar.baseUrl, timeoutMs: 5_000 }),
    };
    app = await buildTestApp({ services });
    admin = (await adminSession(db)).cookie;
  });
  afterAll(async () => {
    await app.close();
    await kavenegar.close();
  });

  const work = () => testQueue(database, services).drain();
  const smsTo = (mobile: string) => kavenegar.accepted().filter((message) => message.receptor === mobile);
  const triesTo = (mobile: string) => kavenegar.received.filter((request) => request.form.receptor === mobile);
  const jobsOf = async (userId: number) =>
    (
      (await db.execute(
        sql`select name, state from pgboss.job where data->>'userId' = ${String(userId)} order by name`,
      )) as unknown as { rows: Array<{ name: string; state: string }> }
    ).rows;
  /** Seconds until the job's next try (its backoff), as the database's clock says. */
  const secondsToNextTry = async (id: string) =>
    Number(
      (
        (await db.execute(
          sql`select extract(epoch from start_after - now())::float8 as s from pgboss.job where id = ${id}::uuid`,
        )) as unknown as { rows: Array<{ s: number }> }
      ).rows[0]?.s,
    );
  const staffList = async (query: string) => {
    const res = await app.inject({ url: `/api/v1/manager/queue/jobs?${query}`, headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QueueJobPage>();
  };
  const staffFind = async (query: string, id: string): Promise<QueueJob | undefined> => {
    for (let page = 1; page <= 50; page++) {
      const found = await staffList(`${query}&perPage=100&page=${page}`);
      const job = found.items.find((item) => item.id === id);
      if (job || page >= found.lastPage) return job;
    }
    return undefined;
  };
  const retry = (kind: string, id: string) =>
    app.inject({ method: 'POST', url: `/api/v1/manager/queue/jobs/${kind}/${id}/retry`, headers: { cookie: admin } });

  it('a rolled-back change enqueues nothing and sends nothing; a committed one queues its deliveries', async () => {
    const person = await userWithSession(db);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, person.user.id, 'ticketAnswered', { ticketId: 7, title: 'پس گرفته' }, { forceSms: true });
        await enqueue(tx, { kind: QueueKind.notificationSms, data: { userId: person.user.id, notificationId: 0 } });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await jobsOf(person.user.id)).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, person.user.id))).toEqual([]);
    await work();
    expect(triesTo(person.user.mobile!)).toEqual([]);

    // Due now: a job for each channel the person can be reached by (a mobile; no e-mail, no browser) and the bell.
    await notify(db, person.user.id, 'ticketAnswered', { ticketId: 8, title: 'ماند' }, { forceSms: true });
    expect(await jobsOf(person.user.id)).toEqual([
      { name: QueueKind.notificationBell, state: 'created' },
      { name: QueueKind.notificationSms, state: 'created' },
    ]);
    await work();
    expect(smsTo(person.user.mobile!)).toHaveLength(1);
    expect((await jobsOf(person.user.id)).map((job) => job.state)).toEqual(['completed', 'completed']);

    // Due tomorrow: every channel its kind may go by, each deciding when it runs (an e-mail added meanwhile counts).
    const later = await userWithSession(db);
    await notify(
      db,
      later.user.id,
      'ticketAnswered',
      { ticketId: 9, title: 'فردا' },
      { at: new Date(Date.now() + 86_400_000) },
    );
    expect((await jobsOf(later.user.id)).map((job) => job.name)).toEqual([
      QueueKind.notificationBell,
      QueueKind.notificationMail,
      QueueKind.notificationPush,
      QueueKind.notificationSms,
    ]);
  });

  it('an SMS the provider refuses is tried again with growing waits, given up after its tries and shown to staff; retried by staff once the provider is back, it is sent once', async () => {
    const person = await userWithSession(db, { name: 'ستاره' });
    const mobile = person.user.mobile!;
    kavenegar.behaviour = { kind: 'http', code: 502 };
    try {
      const id = await notify(
        db,
        person.user.id,
        'managerMessage',
        { title: 'قطعی', text: 'پیامک' },
        { forceSms: true },
      );
      const jobId = jobIdOf(QueueKind.notificationSms, String(id));

      await work();
      expect(triesTo(mobile)).toHaveLength(1);
      const waiting = await staffFind(`kind=${QueueKind.notificationSms}&state=retry`, jobId);
      expect(waiting).toMatchObject({
        kind: QueueKind.notificationSms,
        state: 'retry',
        attempts: 1,
        maxAttempts: 5,
        receiver: { id: person.user.id, name: 'ستاره', mobile },
      });
      expect(waiting?.error).toMatch(/HTTP 502/);
      expect(waiting?.nextTryAt).not.toBeNull();

      // Each wait is between one and two of the last (30 s doubling, with jitter); nothing goes before it.
      let wait = await secondsToNextTry(jobId);
      expect(wait).toBeGreaterThan(20);
      expect(wait).toBeLessThanOrEqual(60);
      await work();
      expect(triesTo(mobile)).toHaveLength(1);
      for (const [attempt, least, most] of [
        [2, 50, 120],
        [3, 110, 240],
        [4, 230, 480],
      ] as const) {
        await passQueueTime(db, (wait + 1) * 1000);
        await work();
        expect(triesTo(mobile)).toHaveLength(attempt);
        wait = await secondsToNextTry(jobId);
        expect(wait).toBeGreaterThan(least);
        expect(wait).toBeLessThanOrEqual(most);
      }
      await passQueueTime(db, (wait + 1) * 1000);
      await work();
      expect(triesTo(mobile)).toHaveLength(5);

      // Its tries spent, it is given up: staff see it with its error, tries and time; nothing more is tried.
      const failed = await staffFind(`kind=${QueueKind.notificationSms}&state=failed`, jobId);
      expect(failed).toMatchObject({ state: 'failed', attempts: 5, maxAttempts: 5, nextTryAt: null });
      expect(failed?.error).toMatch(/HTTP 502/);
      expect(failed?.lastTriedAt).not.toBeNull();
      expect(await staffFind(`kind=${QueueKind.notificationMail}&state=failed`, jobId)).toBeUndefined();
      expect((await queueDepth(db)).find((depth) => depth.kind === QueueKind.notificationSms)?.failed).toBeGreaterThan(
        0,
      );
      await passQueueTime(db, 3600_000);
      await work();
      expect(triesTo(mobile)).toHaveLength(5);
      expect(smsTo(mobile)).toEqual([]);

      // The provider is back; staff try it again: it is sent once, and a second retry is refused.
      kavenegar.behaviour = ACCEPT;
      const retried = await retry(QueueKind.notificationSms, jobId);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toEqual({ id: jobId, state: 'retry' });
      expect((await retry(QueueKind.notificationSms, jobId)).statusCode).toBe(409);
      await work();
      await work();
      expect(smsTo(mobile)).toEqual([{ receptor: mobile, message: 'قطعی\nپیامک' }]);
      expect(await staffFind(`kind=${QueueKind.notificationSms}`, jobId)).toBeUndefined();
      expect((await retry(QueueKind.notificationSms, jobId)).statusCode).toBe(409);
      const panel = await app.inject({ url: '/api/v1/me/notifications', headers: { cookie: person.cookie } });
      expect(panel.json<NotificationPage>().items[0]?.via).toEqual(['panel', 'sms']);

      // The same delivery coming back (a try lost after it sent) finds it sent and sends nothing.
      await enqueue(db, {
        kind: QueueKind.notificationSms,
        data: { notificationId: id, userId: person.user.id },
        key: `${id}-again`,
      });
      await work();
      expect(smsTo(mobile)).toHaveLength(1);
    } finally {
      kavenegar.behaviour = ACCEPT;
    }
  });

  it('two instances working one database send each message once', async () => {
    // On PostgreSQL the second instance has its own pool; PGlite is one process's database, so its second worker is
    // in the same process.
    const second = onPostgres ? await openDatabase({ url: await testDatabaseUrl(), poolSize: 5 }) : database;
    // Each instance's first SMS waits until the other has begun one too: both work the queue at the same time.
    let arrived = 0;
    let together: () => void = () => {};
    const bothSending = new Promise<void>((resolve) => (together = resolve));
    const instance = (): AppServices => {
      const services = createServices(testConfig(), { info: () => {} });
      let first = true;
      const sms: SmsSender = {
        driver: services.sms.driver,
        async send(message) {
          if (first) {
            first = false;
            if (++arrived === 2) together();
            await bothSending;
          }
          await services.sms.send(message);
        },
      };
      return { ...services, sms };
    };
    const one = instance();
    const two = instance();
    try {
      const people = await Promise.all(Array.from({ length: 24 }, () => userWithSession(db)));
      const ids = people.map((person) => person.user.id);
      const told = await notifyEach(
        db,
        sql`select ${users.id} from ${users} where ${inArray(users.id, ids)}`,
        'managerMessage',
        { title: 'همه', text: 'یک بار' },
        { forceSms: true },
      );
      expect(told).toBe(24);
      const [a, b] = await Promise.all([testQueue(database, one).drain(), testQueue(second, two).drain()]);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      const mobiles = new Set(people.map((person) => person.user.mobile!));
      const sent = [...(one.outbox?.list('sms') ?? []), ...(two.outbox?.list('sms') ?? [])]
        .map((entry) => entry.to)
        .filter((to) => mobiles.has(to));
      expect(sent.sort()).toEqual([...mobiles].sort());
      const rows = await db.select().from(notifications).where(inArray(notifications.userId, ids));
      expect(rows.map((row) => row.via)).toEqual(rows.map(() => ['panel', 'sms']));
    } finally {
      if (second !== database) await second.close();
    }
  });

  it('staff filters and addresses are checked', async () => {
    expect(
      (await app.inject({ url: '/api/v1/manager/queue/jobs?kind=fax', headers: { cookie: admin } })).statusCode,
    ).toBe(422);
    expect(
      (await app.inject({ url: '/api/v1/manager/queue/jobs?state=done', headers: { cookie: admin } })).statusCode,
    ).toBe(422);
    expect((await retry('fax', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(422);
    expect((await retry(QueueKind.notificationSms, 'not-a-uuid')).statusCode).toBe(422);
    expect((await retry(QueueKind.notificationSms, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const english = await app.inject({
      method: 'POST',
      url: `/api/v1/manager/queue/jobs/${QueueKind.notificationSms}/00000000-0000-4000-8000-000000000000/retry`,
      headers: { cookie: admin, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
