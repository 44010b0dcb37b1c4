import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@shahrbazar/domain/api/payment.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { Db } from '../src/db/client.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { insertMissingOptions } from '../src/modules/app/option.repository.ts';
import * as make from '../src/modules/media/test-images.ts';
import { users } from '../src/modules/users/user.table.ts';
import { receiptCardOptions } from '../src/seed/receipt-card.ts';
import { billing } from './factories/payments.ts';
import { multipartForm } from './factories/forms.ts';
import { adminSession, sessionOf, userWithSession } from './factories/users.ts';
import { VALID_SHABA, withdrawalSteps } from './factories/withdrawals.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

const upload = (fields: Record<string, string>, file: Buffer) =>
  multipartForm(fields, { data: file, name: 'photo.jpg', type: 'image/jpeg' });

/**
 * Separation of duties: a manager is also a customer of the site, and decides on nobody's identity document, receipt
 * or withdrawal of their own; another member of staff does.
 */
describe('nobody reviews their own document, receipt or withdrawal', () => {
  let app: App;
  let db: Db;
  let manager: { user: { id: number }; cookie: string };
  let asCustomer: string;
  let colleague: string;
  let photo: Buffer;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await seedPolicies(db);
    await insertMissingOptions(db, receiptCardOptions(true));
    app = await buildTestApp();
    manager = await adminSession(db);
    asCustomer = await sessionOf(db, manager.user.id, 'general');
    colleague = (await adminSession(db)).cookie;
    photo = await make.jpeg(120, 200);
  });
  afterAll(() => app.close());

  it('an identity document', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/me/documents',
      headers: { cookie: asCustomer },
      payload: upload({ title: 'کارت ملی' }, photo),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const review = (cookie: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/manager/documents/${sent.json().id}/review`,
        headers: { cookie },
        payload: { status: 1, authLevel: 3, authMessage: 'تأیید شد.' },
      });
    const own = await review(manager.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toContain('خودتان را نمی‌توانید بررسی کنید');
    const [stored] = await db.select({ authLevel: users.authLevel }).from(users).where(eq(users.id, manager.user.id));
    expect(stored?.authLevel).toBe(0);
    expect((await review(colleague)).statusCode).toBe(200);
  });

  it('a card-to-card receipt', async () => {
    const payment = (
      await billing(app).create(asCustomer, { type: PaymentType.chargeWallet, amount: 50_000 })
    ).json<Payment>();
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/me/payments/${payment.id}/receipt`,
      headers: { cookie: asCustomer },
      payload: upload({ trackingNumber: '۱۲۳۴۵۶۷۸', paidOn: new Date().toISOString().slice(0, 10) }, photo),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const confirm = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/manager/receipts/${sent.json().id}/review`,
        headers: { cookie },
        payload: { decision: 'confirm' },
      });
    expect((await confirm(manager.cookie)).statusCode).toBe(403);
    expect((await billing(app).wallet(asCustomer)).json().balance).toBe(0);
    expect((await confirm(colleague)).statusCode).toBe(200);
    expect((await billing(app).wallet(asCustomer)).json().balance).toBe(50_000);
  });

  it('a withdrawal', async () => {
    await billing(app).chargeWallet(asCustomer, 80_000);
    const steps = withdrawalSteps(app);
    const asked = await steps.request(asCustomer, { amount: 30_000, shabaNumber: VALID_SHABA });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await steps.approve(manager.cookie, asked.json().id)).statusCode).toBe(403);
    expect((await steps.approve(colleague, asked.json().id)).statusCode).toBe(200);
  });

  it('an employee reviewing a client is not affected', async () => {
    const client = await userWithSession(db, { type: UserType.client });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/me/documents',
      headers: { cookie: client.cookie },
      payload: upload({ title: 'کارت ملی' }, photo),
    });
    const review = await app.inject({
      method: 'PUT',
      url: `/api/v1/manager/documents/${sent.json().id}/review`,
      headers: { cookie: manager.cookie },
      payload: { status: 1, authLevel: 1, authMessage: 'تأیید شد.' },
    });
    expect(review.statusCode).toBe(200);
  });
});
