import { and, asc, eq, gt, max, or, sql } from 'drizzle-orm';
import { CommentCreateSchema } from '@shahrbazar/domain/api/comment.schema';
import { CheckoutSchema } from '@shahrbazar/domain/api/order.schema';
import { ManualPaymentCreateSchema } from '@shahrbazar/domain/api/manual-payment.schema';
import { ProjectCreateSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { OrderStatus, PaymentMethod, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { ActiveStatus, ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { bookAppointment } from '../modules/appointments/appointment.service.ts';
import { publicSlots } from '../modules/appointments/appointment-book.service.ts';
import { markAppointment } from '../modules/appointments/appointment-owner.service.ts';
import { appointments } from '../modules/appointments/appointment.table.ts';
import { generalSubCategories } from '../modules/catalogue/category.table.ts';
import { moderateComment, postComment } from '../modules/comments/comment.service.ts';
import { comments } from '../modules/comments/comment.table.ts';
import { InProcessChatBus } from '../modules/chat/chat-bus.ts';
import { sendMessage } from '../modules/chat/chat.service.ts';
import { conversations } from '../modules/chat/chat.table.ts';
import { listingCommentTargets } from '../modules/listings/listing-comment-targets.ts';
import { listings } from '../modules/listings/listing.table.ts';
import { saveUpload } from '../modules/media/file.service.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import type { PaymentGateway } from '../modules/payments/gateway/gateway.types.ts';
import { recordManualPayment } from '../modules/payments/manual-payment.service.ts';
import { openTicket, replyToTicket } from '../modules/tickets/ticket.service.ts';
import { tickets } from '../modules/tickets/ticket.table.ts';
import { notifications } from '../modules/notify/notification.table.ts';
import { findUserByMobile } from '../modules/users/user.repository.ts';
import type { UserRow } from '../modules/users/user.mapper.ts';
import { registerOrderPayments } from '../verticals/booth/order-payment.service.ts';
import { checkout, moveOrder } from '../verticals/booth/order.service.ts';
import { orderHistory, orders } from '../verticals/booth/order.table.ts';
import { findBooth } from '../verticals/booth/product.service.ts';
import { products } from '../verticals/booth/product.table.ts';
import { boothShippings } from '../verticals/booth/shipping.table.ts';
import { createStory } from '../verticals/booth/story.service.ts';
import { boothStories } from '../verticals/booth/story.table.ts';
import { lawyerProjects } from '../verticals/lawyer/projects/project.table.ts';
import { createProject } from '../verticals/lawyer/projects/project-posting.ts';
import { makeOffer } from '../verticals/lawyer/projects/project.service.ts';
import { VERTICAL_REGISTRY } from '../verticals/registry.ts';
import { DEMO_USERS } from './demo-accounts.ts';
import { DEMO_AGENT_USER } from './demo-agent.ts';
import { drawPicture } from './demo-listings.ts';

// A lived-in history for the demo accounts (issue 35: a fresh start showed no order, story, chat, ticket, appointment
// or lawyer project): made through the services the API's routes call, with their rules, money and notifications, so
// what the demo shows is what the product would have made. Each part once, when the demo customer has none of it; the
// instants are the start's own (a visit a week ago, one in the days ahead), the rest fixed.

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

/** Who the demo history is about. */
interface People {
  customer: UserRow;
  admin: UserRow;
  seller: UserRow | undefined;
}

/**
 * The demo customer's orders at «دیجیتال آرش» (their own shop, README): the wallet charged at the back office's card
 * reader (its slip's number fixed), then three orders paid from it and moved on by the booth as its owner would: one delivered with the buyer's
 * code, one sent, one waiting for the booth.
 */
async function demoOrders(db: Db, people: People, now: Date): Promise<number> {
  const { customer, admin } = people;
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
    VERTICAL_REGISTRY,
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
  const deps = { registry: VERTICAL_REGISTRY, gateway: NO_BANK, publicUrl: '', reserveMinutes: 20 };
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

/** The demo seller asks the demo customer about one of their ads, and is answered (the chat of «پیام‌ها»). */
async function demoChat(db: Db, people: People): Promise<number> {
  const { customer, seller } = people;
  if (!seller) return 0;
  const [ad] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(eq(listings.userId, customer.id), eq(listings.vertical, 'ads'), eq(listings.status, ListingStatus.active)),
    )
    .orderBy(asc(listings.id))
    .limit(1);
  const [a, b] = customer.id < seller.id ? [customer.id, seller.id] : [seller.id, customer.id];
  const [any] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, a), eq(conversations.userB, b)))
    .limit(1);
  if (!ad || any) return 0;
  const bus = new InProcessChatBus();
  const lines: Array<[number, number, string]> = [
    [seller.id, customer.id, 'سلام، این آگهی هنوز موجود است؟ برای دیدنش امروز عصر وقت دارید؟'],
    [customer.id, seller.id, 'سلام، بله موجود است. ساعت ۶ عصر در خیابان امام تشریف بیاورید.'],
    [seller.id, customer.id, 'ممنون، ساعت ۶ می‌آیم.'],
  ];
  for (const [from, to, text] of lines) {
    await sendMessage(db, bus, from, to, { text, ...(from === seller.id ? { listingId: ad.id } : {}) });
  }
  return lines.length;
}

/** A ticket of the demo customer's, answered by the back office («پشتیبانی»). */
async function demoTicket(db: Db, people: People): Promise<number> {
  const { customer, admin } = people;
  const [any] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.userId, customer.id)).limit(1);
  if (any) return 0;
  const opened = await openTicket(db, customer.id, {
    title: 'پرسش دربارهٔ تسویه فروش غرفه',
    description: 'سلام، مبلغ سفارش تحویل‌شدهٔ غرفه کی به کیف پولم واریز می‌شود؟',
    fileIds: [],
  });
  await replyToTicket(
    db,
    opened.id,
    { userId: admin.id, asManager: true },
    {
      description: 'سلام، مبلغ هر سفارش همان لحظهٔ تحویل، پس از کسر سهم شهربازار، به کیف پول غرفه‌دار واریز می‌شود.',
      fileIds: [],
    },
  );
  return 1;
}

/**
 * Two visits of the demo customer with a demo doctor («نوبت‌های من»): one a week ago, booked the day before it and
 * marked visited by the clinic, and one in the days ahead, both paid at the clinic.
 */
async function demoAppointments(db: Db, people: People, now: Date): Promise<number> {
  const { customer } = people;
  const [any] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.userId, customer.id))
    .limit(1);
  const [clinic] = await db
    .select({ id: listings.id, userId: listings.userId })
    .from(listings)
    .where(and(eq(listings.vertical, 'clinic'), eq(listings.status, ListingStatus.active)))
    .orderBy(asc(listings.id))
    .limit(1);
  if (any || !clinic) return 0;
  const patient = { id: customer.id, name: customer.name };
  const firstSlot = async (from: Date) => {
    const slots = await publicSlots(db, VERTICAL_REGISTRY, clinic.id, 7, from).catch(() => undefined);
    return slots?.days.flatMap((day) => day.slots)[0];
  };
  const book = (start: string, at: Date) =>
    bookAppointment(
      db,
      VERTICAL_REGISTRY,
      patient,
      { listing_id: clinic.id, start, method: 'atPlace', patient: { kind: 'self' } },
      at,
    );
  let made = 0;
  const weekAgo = new Date(now.getTime() - 8 * DAY_MS);
  const past = await firstSlot(weekAgo);
  if (past && new Date(past) < now) {
    const visit = await book(past, weekAgo);
    await markAppointment(
      db,
      VERTICAL_REGISTRY,
      { userId: clinic.userId, listingId: clinic.id },
      visit.id,
      'visited',
      now,
    );
    made++;
  }
  const ahead = await firstSlot(new Date(now.getTime() + DAY_MS));
  if (ahead) {
    await book(ahead, now);
    made++;
  }
  return made;
}

/** A family-law project of the demo customer's, with an offer from each demo lawyer (owned by the agent and support). */
async function demoLawyerProject(db: Db, people: People, now: Date): Promise<number> {
  const { customer } = people;
  const [any] = await db
    .select({ id: lawyerProjects.id })
    .from(lawyerProjects)
    .where(eq(lawyerProjects.userId, customer.id))
    .limit(1);
  const [family] = await db
    .select({ id: generalSubCategories.id })
    .from(generalSubCategories)
    .where(eq(generalSubCategories.slug, 'lawyer-family'));
  const lawyers = await db
    .select({ userId: listings.userId })
    .from(listings)
    .where(and(eq(listings.vertical, 'lawyer'), eq(listings.status, ListingStatus.active)))
    .orderBy(asc(listings.id));
  if (any || !family) return 0;
  const posted = await createProject(
    db,
    customer.id,
    ProjectCreateSchema.parse({
      specialties: [family.id],
      type: 'contractDrafting',
      title: 'تنظیم قرارداد اجارهٔ مغازه',
      description: 'برای اجارهٔ یک مغازه در بازار اردبیل قراردادی می‌خواهم که ودیعه، تمدید و تعمیرات را روشن کند.',
      budgetFrom: 2_000_000,
      budgetTo: 5_000_000,
    }),
    'fa',
    now,
  );
  const offers = [
    { price: 3_500_000, days: 3, message: 'قرارداد را با بندهای ودیعه، تمدید و تعمیرات ظرف سه روز تنظیم می‌کنم.' },
    { price: 4_200_000, days: 2, message: 'تنظیم قرارداد و یک جلسهٔ مشاورهٔ تلفنی برای مرور بندها، ظرف دو روز.' },
  ];
  let made = 1;
  for (const [index, lawyer] of lawyers
    .filter((row) => row.userId !== customer.id)
    .slice(0, 2)
    .entries()) {
    const offer = offers[index];
    if (!offer) break;
    await makeOffer(db, lawyer.userId, posted.row.slugId, offer, now);
    made++;
  }
  return made;
}

/**
 * Reviews a visitor reads (approved, so counted in the ratings): the demo seller's on «دیجیتال آرش» and on the demo
 * doctor the customer visited, written and approved as the comment form and the back office do.
 */
async function demoReviews(db: Db, people: People): Promise<number> {
  const { seller } = people;
  if (!seller) return 0;
  const [any] = await db.select({ id: comments.id }).from(comments).where(eq(comments.userId, seller.id)).limit(1);
  const booth = await findBooth(db, { name: 'arash-digital' });
  const [clinic] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.vertical, 'clinic'), eq(listings.status, ListingStatus.active)))
    .orderBy(asc(listings.id))
    .limit(1);
  if (any) return 0;
  const targets = listingCommentTargets(VERTICAL_REGISTRY);
  const reviews = [
    ...(booth
      ? [
          {
            type: 'booth',
            item_id: booth.listing.id,
            score: 5,
            description: 'گوشی سالم و پلمب رسید؛ بسته‌بندی عالی بود.',
          },
        ]
      : []),
    ...(clinic
      ? [{ type: 'clinic', item_id: clinic.id, score: 4, description: 'دکتر با حوصله توضیح داد؛ نوبت سر وقت بود.' }]
      : []),
  ];
  for (const review of reviews) {
    const posted = await postComment(db, targets, seller.id, CommentCreateSchema.parse(review));
    await moderateComment(db, posted.id, CommentStatus.approved, targets);
  }
  return reviews.length;
}

/**
 * The demo accounts' lived-in history, after the demo listings, booths and the agent's seller are seeded: orders,
 * stories, a chat, an answered ticket, visits with a doctor and a lawyer project with offers. Answers the records made.
 */
export async function seedDemoHistory(db: Db, storage?: FileStorage, now: Date = new Date()): Promise<number> {
  const customer = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  const admin = await findUserByMobile(db, DEMO_USERS[0]?.mobile ?? '');
  if (!customer || !admin) return 0;
  const people: People = { customer, admin, seller: await findUserByMobile(db, DEMO_AGENT_USER.mobile) };
  const [last] = await db.select({ id: max(notifications.id) }).from(notifications);
  const made =
    (await demoOrders(db, people, now)) +
    (storage ? await demoStories(db, storage, now) : 0) +
    (await demoChat(db, people)) +
    (await demoTicket(db, people)) +
    (await demoAppointments(db, people, now)) +
    (await demoLawyerProject(db, people, now)) +
    (await demoReviews(db, people));
  if (made > 0) await seenAlready(db, people, last?.id ?? 0, now);
  return made;
}

/**
 * The history is old news: what it told the demo accounts is read and counts as sent by every channel (the queue's
 * handlers then skip it: no text message or e-mail goes out for it, and a journey's bell starts at nought), and the
 * demo customer has read the chat.
 */
async function seenAlready(db: Db, people: People, lastBefore: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 1, via: ['panel', 'sms', 'mail', 'push'], deliveredAt: now })
    .where(gt(notifications.id, lastBefore));
  const { customer } = people;
  await db
    .update(conversations)
    .set({ readA: sql`${conversations.lastSeq}`, readB: sql`${conversations.lastSeq}` })
    .where(or(eq(conversations.userA, customer.id), eq(conversations.userB, customer.id)));
}
