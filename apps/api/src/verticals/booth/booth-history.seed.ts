import { and, asc, eq, sql } from 'drizzle-orm';
import { CheckoutSchema } from '@shahrbazar/domain/api/order.schema';
import { ManualPaymentCreateSchema } from '@shahrbazar/domain/api/manual-payment.schema';
import { OrderStatus, PaymentMethod, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { saveUpload } from '../../modules/media/file.service.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import type { PaymentGateway } from '../../modules/payments/gateway/gateway.types.ts';
import { recordManualPayment } from '../../modules/payments/manual-payment.service.ts';
import { registerOrderPayments } from './order-payment.service.ts';
import { checkout, moveOrder } from './order.service.ts';
import { orderHistory, orders } from './order.table.ts';
import { findBooth } from './product.service.ts';
import { products } from './product.table.ts';
import { boothShippings } from './shipping.table.ts';
import { createStory } from './story.service.ts';
import { boothStories } from './story.table.ts';
import { drawPicture } from '../../seed/demo-listings.ts';
import type { DemoHistory } from '../../seed/vertical-seed.ts';

// The booth's scene of the demo accounts' history (seed/demo-history.ts): the demo customer's orders at their own
// shop and two of its stories, made through the services the API's routes call, with their rules, money and
// notifications.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seed pays from the wallet only: a bank is never asked (and none is given). */
const NO_BANK: PaymentGateway = {
  name: 'sandbox',
  request: () => Promise.reject(new Error('the demo seed pays from the wallet only')),
  verify: () => Promise.reject(new Error('the demo seed pays from the wallet only')),
};

const BOX = `<rect x="-150" y="-110" width="300" height="220" rx="24" fill="#ffffff" fill-opacity="0.92"/>
  <rect x="-150" y="-40" width="300" height="24" fill="#ffd43b"/>
  <rect x="-12" y="-110" width="24" height="220" fill="#ffd43b"/>`;
const BOLT = `<path d="M30 -170 L-90 20 H-10 L-40 170 L90 -30 H10 Z" fill="#ffffff"/>`;

/**
 * The demo customer's orders at «دیجیتال آرش» (their own shop, README): the wallet charged at the back office's card
 * reader (its slip's number fixed), then three orders paid from it and moved on by the booth as its owner would: one delivered with the buyer's
 * code, one sent, one waiting for the booth.
 */
async function demoOrders(db: Db, history: DemoHistory): Promise<number> {
  const { customer, admin, registry, now } = history;
  const [any] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.id)).limit(1);
  const booth = await findBooth(db, { name: 'arash-digital' });
  if (any || !booth) return 0;
  const [shipping] = await db
    .select()
    .from(boothShippings)
    .where(and(eq(boothShippings.boothId, booth.listing.id), eq(boothShippings.status, ActiveStatus.active)))
    .limit(1);
  const items = await db
    .select()
    .from(products)
    .where(eq(products.boothId, booth.listing.id))
    .orderBy(asc(products.id));
  const phone = items.find((item) => item.pricingSelectedId !== null);
  const powerBank = items.find((item) => item.pricingSelectedId === null);
  if (!shipping || !phone || !powerBank) return 0;
  await recordManualPayment(
    db,
    registry,
    { id: admin.id, ip: '127.0.0.1' },
    ManualPaymentCreateSchema.parse({
      user_id: customer.id,
      type: PaymentType.chargeWallet,
      amount: 30_000_000,
      method: PaymentMethod.pos,
      trackingNumber: 'POS140500001',
      description: 'شارژ کیف پول در دفتر شهربازار (دادهٔ نمونه)',
    }),
  );
  // Billing pays an order through the booth's handler, which its routes declare; the seed runs before the routes.
  registerOrderPayments();
  const deps = { registry, gateway: NO_BANK, publicUrl: '', reserveMinutes: 20 };
  const buyer = { id: customer.id, mobile: customer.mobile };
  const order = async (lines: Array<{ id: number; count: number; pricingSelectedId: number | null }>) =>
    (
      await checkout(
        db,
        deps,
        buyer,
        CheckoutSchema.parse({
          booth_id: booth.listing.id,
          shipping_id: shipping.id,
          lines,
          method: 'wallet',
          address: 'اردبیل، خیابان سعدی، کوچه گلستان، پلاک ۱۲',
          description: '',
        }),
        now,
      )
    ).order;
  const byBooth = { side: 'booth' as const, userId: booth.listing.userId, boothId: booth.listing.id };
  const delivered = await order([{ id: powerBank.id, count: 1, pricingSelectedId: null }]);
  for (const status of [OrderStatus.confirmed, OrderStatus.preparing, OrderStatus.sent]) {
    await moveOrder(db, byBooth, delivered.id, status);
  }
  await moveOrder(db, byBooth, delivered.id, OrderStatus.delivered, delivered.deliveryCodeMain ?? '');
  const sent = await order([{ id: phone.id, count: 1, pricingSelectedId: phone.pricingSelectedId }]);
  await moveOrder(db, byBooth, sent.id, OrderStatus.confirmed);
  await moveOrder(db, byBooth, sent.id, OrderStatus.sent);
  await order([{ id: powerBank.id, count: 2, pricingSelectedId: null }]);
  // Spread over the past weeks as a shop's orders are: the delivered one 12 days ago, the sent one 3 days ago, the
  // waiting one today; each order's steps an hour apart from its day on.
  for (const [order, daysAgo] of [
    [delivered, 12],
    [sent, 3],
  ] as const) {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    await db.update(orders).set({ registerDate: day, paidAt: day }).where(eq(orders.id, order.id));
    await db
      .update(orderHistory)
      .set({
        at: sql`${day.toISOString()}::timestamptz + (${orderHistory.id} - (select min(h.id) from order_history h where h.order_id = ${order.id})) * interval '1 hour'`,
      })
      .where(eq(orderHistory.orderId, order.id));
  }
  return 3;
}

/** Two kept stories on «دیجیتال آرش», posted by its owner as the booth manager's story form does. */
async function demoStories(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const booth = await findBooth(db, { name: 'arash-digital' });
  if (!booth) return 0;
  const [any] = await db
    .select({ id: boothStories.id })
    .from(boothStories)
    .where(eq(boothStories.boothId, booth.listing.id))
    .limit(1);
  if (any) return 0;
  const stories = [
    {
      picture: ['#1c7ed6', '#66d9e8', BOX] as [string, string, string],
      caption: 'محمولهٔ تازهٔ گوشی‌ها رسید؛ با ضمانت ۱۸ ماهه.',
    },
    {
      picture: ['#f08c00', '#ffe066', BOLT] as [string, string, string],
      caption: 'پاوربانک‌ها این هفته با ۱۰٪ تخفیف.',
    },
  ];
  for (const [index, story] of stories.entries()) {
    const file = await saveUpload(db, storage, {
      userId: booth.listing.userId,
      upload: {
        buffer: await drawPicture(...story.picture),
        mime: 'image/png',
        kind: 'image',
        filename: `arash-story-${index + 1}.png`,
        fields: {},
      },
    });
    await createStory(db, booth, [booth.listing.userId], { file_id: file.id, caption: story.caption, kept: true }, now);
  }
  return stories.length;
}

/** The booth's scene of the demo history: the demo customer's orders, then the stories (those need a storage). */
export async function seedBoothHistory(db: Db, history: DemoHistory): Promise<number> {
  return (await demoOrders(db, history)) + (history.storage ? await demoStories(db, history.storage, history.now) : 0);
}
