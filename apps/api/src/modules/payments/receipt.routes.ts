import type { FastifyReply } from 'fastify';
import { inArray } from 'drizzle-orm';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  ManagedReceiptPageSchema,
  ManagedReceiptSchema,
  PaymentReceiptsSchema,
  ReceiptListQuerySchema,
  ReceiptReviewSchema,
  ReceiptSchema,
  type ManagedReceipt,
} from '@shahrbazar/domain/api/receipt.schema';
import { PaymentStatus } from '@shahrbazar/domain/enums/commerce';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { PAYMENT_MESSAGES } from '@shahrbazar/domain/rules/payment';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { readSingleUpload, storeImage } from '../media/upload.ts';
import { findPayment, toManagedPayments } from './payment.repository.ts';
import { payments } from './payment.table.ts';
import {
  findReceipt,
  findReceiptPage,
  managerReceiptFileUrl,
  receiptFileKey,
  toReceipt,
  type ReceiptRow,
} from './receipt.repository.ts';
import { addReceipt, ownPaymentReceipts, receiptFields, reviewReceipt } from './receipt.service.ts';
import { requireAccess } from '../access/record-access.ts';

/** As identity documents: an image up to 8 MB, re-encoded to one WebP of at most 2000 px, kept private. */
const RECEIPT_MAX_BYTES = 8 * 1024 * 1024;
const RECEIPT_SIZES = [{ name: 'large', maxSide: 2000 }] as const;

/** Receipt rows as the back office reads them: each with its payment and the payer. */
async function toManagedReceipts(db: Db, rows: ReceiptRow[], locale: Locale): Promise<ManagedReceipt[]> {
  const ids = [...new Set(rows.map((row) => row.paymentId))];
  const found = ids.length === 0 ? [] : await db.select().from(payments).where(inArray(payments.id, ids));
  const answers = new Map((await toManagedPayments(db, found, locale)).map((payment) => [payment.id, payment]));
  return rows.flatMap((row) => {
    const payment = answers.get(row.paymentId);
    return payment ? [{ ...toReceipt(row, managerReceiptFileUrl), payment }] : [];
  });
}

/**
 * Card-to-card receipts (ADR 0015): the payer's receipt page and upload under /api/v1/me, the back office's review
 * (policy payments.index to read, payments.edit to decide). Images live in the private storage and are served only
 * here, to their sender or a manager, never cached by shared caches.
 */
export function receiptRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const storage = deps.services.privateStorage;
  const own = { access: { session: 'general' } } as const;
  const tags = ['receipts'];

  const sendFile = async (reply: FastifyReply, key: string | undefined) => {
    const data = key ? await storage.read(key) : undefined;
    if (!data) throw new AppError('not_found');
    return reply.type('image/webp').header('cache-control', 'private, no-store').send(data);
  };

  app.get(
    '/api/v1/me/payments/:id/receipt',
    {
      config: own,
      schema: {
        tags,
        summary: 'Card-to-card payment of my payment: the card to pay to, the receipts I sent, whether I may send one',
        params: IdParamsSchema,
        response: { 200: PaymentReceiptsSchema },
      },
    },
    async (request) => ownPaymentReceipts(db, requireAuth(request).user.id, request.params.id, requestLocale(request)),
  );

  app.post(
    '/api/v1/me/payments/:id/receipt',
    {
      config: {
        ...own,
        upload: { maxBytes: RECEIPT_MAX_BYTES, accept: ['image'], fields: ['trackingNumber', 'paidOn'] },
      },
      schema: {
        tags,
        summary:
          'Send the receipt of a card-to-card payment (multipart: file, trackingNumber, paidOn as 1403/05/12 or ISO)',
        params: IdParamsSchema,
        response: { 201: ReceiptSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const upload = await readSingleUpload(request);
      // Refused early (before an image is stored) when it is not the caller's, or paid; checked again, locked, below.
      const payment = await findPayment(db, request.params.id);
      requireAccess(userId, 'payment', payment, 'pay');
      if (payment.status === PaymentStatus.paid) throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
      const fields = receiptFields(upload.fields);
      const stored = await storeImage(storage, upload.buffer, { folder: 'receipts', sizes: RECEIPT_SIZES });
      try {
        const row = await addReceipt(db, userId, payment.id, { ...fields, file: stored.keys.large });
        return reply.status(201).send(toReceipt(row));
      } catch (error) {
        await storage.delete(stored.keys.large).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/me/receipts/:id/file',
    { config: own, schema: { tags, summary: 'The image of a receipt I sent', params: IdParamsSchema } },
    async (request, reply) =>
      sendFile(reply, await receiptFileKey(db, request.params.id, requireAuth(request).user.id)),
  );

  const reading = { access: { panel: 'manager' as const, policy: policy('payments', 'index') } };
  const deciding = { access: { panel: 'manager' as const, policy: policy('payments', 'edit') } };
  const managerTags = ['manager: receipts'];

  app.get(
    '/api/v1/manager/receipts',
    {
      config: reading,
      schema: {
        tags: managerTags,
        querystring: ReceiptListQuerySchema,
        response: { 200: ManagedReceiptPageSchema },
      },
    },
    async (request) => {
      const { page, perPage, status } = request.query;
      const { rows, ...paging } = await findReceiptPage(db, { status }, { page, perPage });
      return { items: await toManagedReceipts(db, rows, requestLocale(request)), ...paging };
    },
  );

  app.get(
    '/api/v1/manager/receipts/:id',
    { config: reading, schema: { tags: managerTags, params: IdParamsSchema, response: { 200: ManagedReceiptSchema } } },
    async (request) => {
      const row = await findReceipt(db, request.params.id);
      const [answer] = row ? await toManagedReceipts(db, [row], requestLocale(request)) : [];
      if (!answer) throw new AppError('not_found');
      return answer;
    },
  );

  app.get(
    '/api/v1/manager/receipts/:id/file',
    { config: reading, schema: { tags: managerTags, summary: 'The image of a receipt', params: IdParamsSchema } },
    async (request, reply) => sendFile(reply, await receiptFileKey(db, request.params.id)),
  );

  app.post(
    '/api/v1/manager/receipts/:id/review',
    {
      config: deciding,
      schema: {
        tags: managerTags,
        summary: 'Confirm (the payment is paid and applied, once) or reject with a message the payer reads',
        params: IdParamsSchema,
        body: ReceiptReviewSchema,
        response: { 200: ManagedReceiptSchema },
      },
    },
    async (request) => {
      const row = await reviewReceipt(
        db,
        { registry, log: request.log },
        auditActor(request),
        request.params.id,
        request.body,
      );
      const [answer] = await toManagedReceipts(db, [row], requestLocale(request));
      if (!answer) throw new AppError('not_found');
      return answer;
    },
  );
}
