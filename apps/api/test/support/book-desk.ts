import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Appointment } from '@shahrbazar/domain/api/appointment.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { appointmentTrackingCode } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { seedPolicies } from '../../src/modules/access/access.service.ts';
import { users } from '../../src/modules/users/user.table.ts';
import { patientSteps } from '../factories/appointments.ts';
import { buildTestApp, testDatabase } from './test-app.ts';

/**
 * The appointment book's tests' one setup (appointments.test.ts, doctor-book.test.ts): called in a `describe`, it
 * builds a database with the access policies and the app before the tests and closes the app after; `parts()` hands
 * the test file its app, database and the patient's steps. Beside them, what those tests read: a wallet's balance,
 * a day's free slot as the public list shows it, the notifications delivered now, someone's text messages and
 * notifications, and the Persian forms of a time and a tracking code.
 */
export function bookDesk() {
  let app: App;
  let db: Db;
  let steps: ReturnType<typeof patientSteps>;
  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp();
    steps = patientSteps(app);
  });
  afterAll(() => app.close());
  return {
    parts: () => ({ app, db, steps }),
    balanceOf: async (userId: number) =>
      (await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]?.balance,
    /** The free slot `index` of the day `daysAhead` days from today (Tehran), as the public list shows it. */
    slotOn: async (listingId: number, daysAhead: number, index = 0) =>
      (await steps.slots(listingId, daysAhead + 1)).days[daysAhead]!.slots[index]!,
    deliverNow: async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/dev/jobs/deliver-notifications', payload: {} });
      expect(res.statusCode, res.body).toBe(200);
    },
    smsOf: async (mobile: string | null) =>
      (await app.inject({ url: `/api/v1/dev/sms?to=${mobile ?? ''}` })).json<{ items: { text: string }[] }>().items,
    notificationsOf: async (cookie: string) =>
      (await app.inject({ url: '/api/v1/me/notifications', headers: { cookie, 'accept-language': 'fa' } })).json<{
        items: Array<{ kind: string; title: string; text: string; link: string | null }>;
      }>().items,
    persianWhen: (iso: string) => formatJalaliDateTime(new Date(iso), 'fa'),
    persianCode: (id: number) => localizeDigits(appointmentTrackingCode(id), 'fa'),
    /** The owner's list of the book's visits from `from` for `days` days. */
    ownerList: async (cookie: string, listingId: number, from: string, days = 1) =>
      (
        await app.inject({
          url: `/api/v1/me/appointment-books/${listingId}/appointments?from=${encodeURIComponent(from)}&days=${days}`,
          headers: { cookie },
        })
      ).json<{ items: Appointment[] }>().items,
  };
}
