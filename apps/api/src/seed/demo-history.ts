import { and, asc, eq, gt, max, or, sql } from 'drizzle-orm';
import { CommentCreateSchema } from '@shahrbazar/domain/api/comment.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { bookAppointment } from '../modules/appointments/appointment.service.ts';
import { publicSlots } from '../modules/appointments/appointment-book.service.ts';
import { markAppointment } from '../modules/appointments/appointment-owner.service.ts';
import { appointments } from '../modules/appointments/appointment.table.ts';
import { moderateComment, postComment } from '../modules/comments/comment.service.ts';
import { comments } from '../modules/comments/comment.table.ts';
import { InProcessChatBus } from '../modules/chat/chat-bus.ts';
import { sendMessage } from '../modules/chat/chat.service.ts';
import { conversations } from '../modules/chat/chat.table.ts';
import { listingCommentTargets } from '../modules/listings/listing-comment-targets.ts';
import type { VerticalRegistry } from '../modules/listings/listing.mapper.ts';
import { listings } from '../modules/listings/listing.table.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { openTicket, replyToTicket } from '../modules/tickets/ticket.service.ts';
import { tickets } from '../modules/tickets/ticket.table.ts';
import { notifications } from '../modules/notify/notification.table.ts';
import { findUserByMobile } from '../modules/users/user.repository.ts';
import { DEMO_USERS } from './demo-accounts.ts';
import { DEMO_AGENT_USER } from './demo-agent.ts';
import type { DemoHistory, DemoHistoryScene, VerticalSeed } from './vertical-seed.ts';

// A lived-in history for the demo accounts (issue 35: a fresh start showed no order, story, chat, ticket, appointment
// or lawyer project): made through the services the API's routes call, with their rules, money and notifications, so
// what the demo shows is what the product would have made. Each part once, when the demo customer has none of it; the
// instants are the start's own (a visit a week ago, one in the days ahead), the rest fixed. The core's scenes are
// here; a vertical's (the booth's orders and stories, the lawyer's project) are in its folder, declared with its demo
// seed (VerticalSeed.history), and played among these in the order of their places.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo seller asks the demo customer about one of their ads, and is answered (the chat of «پیام‌ها»). */
async function demoChat(db: Db, history: DemoHistory): Promise<number> {
  const { customer, seller } = history;
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
async function demoTicket(db: Db, history: DemoHistory): Promise<number> {
  const { customer, admin } = history;
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
async function demoAppointments(db: Db, history: DemoHistory): Promise<number> {
  const { customer, registry, now } = history;
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
    const slots = await publicSlots(db, registry, clinic.id, 7, from).catch(() => undefined);
    return slots?.days.flatMap((day) => day.slots)[0];
  };
  const book = (start: string, at: Date) =>
    bookAppointment(
      db,
      registry,
      patient,
      { listing_id: clinic.id, start, method: 'atPlace', patient: { kind: 'self' } },
      at,
    );
  let made = 0;
  const weekAgo = new Date(now.getTime() - 8 * DAY_MS);
  const past = await firstSlot(weekAgo);
  if (past && new Date(past) < now) {
    const visit = await book(past, weekAgo);
    await markAppointment(db, registry, { userId: clinic.userId, listingId: clinic.id }, visit.id, 'visited', now);
    made++;
  }
  const ahead = await firstSlot(new Date(now.getTime() + DAY_MS));
  if (ahead) {
    await book(ahead, now);
    made++;
  }
  return made;
}

/**
 * Reviews a visitor reads (approved, so counted in the ratings): the demo seller's on «دیجیتال آرش» and on the demo
 * doctor the customer visited, written and approved as the comment form and the back office do.
 */
async function demoReviews(db: Db, history: DemoHistory): Promise<number> {
  const { customer, seller, registry } = history;
  if (!seller) return 0;
  const [any] = await db.select({ id: comments.id }).from(comments).where(eq(comments.userId, seller.id)).limit(1);
  // The demo customer's first booth, «دیجیتال آرش» (the booth's demo seeds it first), found as the visits find
  // their clinic: by its vertical's key, without the booth's code.
  const [booth] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.userId, customer.id), eq(listings.vertical, 'booth')))
    .orderBy(asc(listings.id))
    .limit(1);
  const [clinic] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.vertical, 'clinic'), eq(listings.status, ListingStatus.active)))
    .orderBy(asc(listings.id))
    .limit(1);
  if (any) return 0;
  const targets = listingCommentTargets(registry);
  const reviews = [
    ...(booth
      ? [
          {
            type: 'booth',
            item_id: booth.id,
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

/** The core's scenes of the history, in their places among the verticals' (VerticalSeed.history). */
const CORE_SCENES: readonly DemoHistoryScene[] = [
  { place: 20, run: demoChat },
  { place: 30, run: demoTicket },
  { place: 40, run: demoAppointments },
  { place: 60, run: demoReviews },
];

/** The history's scenes, the core's and the verticals' (`seeds`' history), in the order of their places. */
export function historyScenes(seeds: readonly VerticalSeed[]): DemoHistoryScene[] {
  const verticals = seeds.flatMap((seed) => (seed.history ? [seed.history] : []));
  return [...CORE_SCENES, ...verticals].sort((a, b) => a.place - b.place);
}

/**
 * The demo accounts' lived-in history, after the demo listings, booths and the agent's seller are seeded: the
 * verticals' scenes (`seeds`' history: the booth's orders and stories, the lawyer's project with offers) and the
 * core's (a chat, an answered ticket, visits with a doctor, reviews), in the order of their places. Answers the
 * records made.
 */
export async function seedDemoHistory(
  db: Db,
  seeds: readonly VerticalSeed[],
  registry: VerticalRegistry,
  storage?: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const customer = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  const admin = await findUserByMobile(db, DEMO_USERS[0]?.mobile ?? '');
  if (!customer || !admin) return 0;
  const seller = await findUserByMobile(db, DEMO_AGENT_USER.mobile);
  const history: DemoHistory = { customer, admin, seller, storage, registry, now };
  const scenes = historyScenes(seeds);
  const [last] = await db.select({ id: max(notifications.id) }).from(notifications);
  let made = 0;
  for (const scene of scenes) made += await scene.run(db, history);
  if (made > 0) await seenAlready(db, history, last?.id ?? 0, now);
  return made;
}

/**
 * The history is old news: what it told the demo accounts is read and counts as sent by every channel (the queue's
 * handlers then skip it: no text message or e-mail goes out for it, and a journey's bell starts at nought), and the
 * demo customer has read the chat.
 */
async function seenAlready(db: Db, history: DemoHistory, lastBefore: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 1, via: ['panel', 'sms', 'mail', 'push'], deliveredAt: now })
    .where(gt(notifications.id, lastBefore));
  const { customer } = history;
  await db
    .update(conversations)
    .set({ readA: sql`${conversations.lastSeq}`, readB: sql`${conversations.lastSeq}` })
    .where(or(eq(conversations.userA, customer.id), eq(conversations.userB, customer.id)));
}
