import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LawyerPerformance } from '@shahrbazar/domain/api/lawyer.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { makeSlugId } from '@shahrbazar/domain/text/slug';
import type { Db } from '../../src/db/client.ts';
import type { App } from '../../src/http/types.ts';
import { listings } from '../../src/modules/listings/listing.table.ts';
import { creditWallet } from '../../src/modules/payments/wallet.service.ts';
import { users } from '../../src/modules/users/user.table.ts';
import { makeCategoryChain, makeCity, makePackage } from './catalogue.ts';
import { adminSession, userWithSession } from './users.ts';

/**
 * A lawyer for client projects: a user owning a listing of the lawyer vertical in the given status (active unless
 * told), written straight to the database (ADR 0041: the lawyer vertical registers its own listings).
 */
export async function makeLawyer(db: Db, options: { status?: number; name?: string } = {}) {
  const who = await userWithSession(db, { name: options.name ?? 'وکیل آزمایشی' });
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db, CategoryType.lawyer);
  const [listing] = await db
    .insert(listings)
    .values({
      vertical: 'lawyer',
      userId: who.user.id,
      cityId: city.id,
      generalCategoryId: chain.category.id,
      generalSubCategoryId: chain.sub.id,
      title: options.name ?? 'وکیل پایه یک دادگستری',
      slug: 'vakil',
      slugId: makeSlugId((size) => randomBytes(size), 12),
      status: options.status ?? ListingStatus.active,
    })
    .returning();
  return { ...who, listing: listing! };
}

/** Money in a user's wallet (a charge entry). */
export const fundWallet = (db: Db, userId: number, amount: number) =>
  db.transaction((tx) => creditWallet(tx, { userId, paymentId: null, amount, kind: 'charge' }));

/** A user's wallet balance. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.walletBalance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/**
 * What the client-project tests post into (a legal specialty, a free 7-day posting package like the seed's) and the
 * calls they make through the API.
 */
export async function projectDesk(app: App, db: Db) {
  const chain = await makeCategoryChain(db, CategoryType.lawyer);
  const freePackage = await makePackage(db, { type: PackageType.lawyerClientProject, title: 'ثبت رایگان', days: 7 });
  const body = (overrides: Record<string, unknown> = {}) => ({
    specialties: [chain.sub.id],
    package_id: freePackage.id,
    type: 'contractDrafting',
    title: 'تنظیم قرارداد اجاره تجاری',
    description: 'برای اجاره یک مغازه در مرکز شهر به قراردادی محکم و بی‌نقص نیاز دارم.',
    tags: ['قرارداد', 'اجاره'],
    budgetFrom: 2_000_000,
    budgetTo: 5_000_000,
    ...overrides,
  });
  const post = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/lawyer/projects', headers: { cookie }, payload: body(overrides) });
  const offer = (cookie: string, slugId: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/v1/lawyer/projects/${slugId}/offers`, headers: { cookie }, payload });
  const step = (cookie: string, id: number, action: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/me/lawyer/projects/${id}/${action}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  return { chain, freePackage, body, post, offer, step };
}

/** A lawyer as the API answers it, with the fields these tests read. */
export type LawyerJson = Record<string, unknown> & {
  id: number;
  slugId: string;
  status: number;
  licenseNumber: string;
  isVerified: boolean;
  answerCount: number;
  performance: LawyerPerformance;
};

/** A question as the API answers it. */
export type QuestionJson = Record<string, unknown> & {
  id: number;
  slugId: string;
  answerCount: number;
  lawyerAnswerLast: string | null;
  files: { id: number; url: string }[];
  fileCount: number;
  lawyerAnswers: { id: number; helpful: boolean; content: string; lawyer: { id: number; title: string } }[];
};

/** An ISO day `days` from today (negative: in the past). */
export const isoDayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What a lawyer test works in (a city, a legal category chain, a lawyer package) and the calls it makes through the
 * API: an owner registers (the raw answer), an admin approves, a visitor lists; a ready live lawyer; a question asked.
 */
export async function lawyerDesk(app: App, db: Db) {
  const city = await makeCity(db);
  const chain = await makeCategoryChain(db, CategoryType.lawyer);
  const pkg = await makePackage(db, { type: PackageType.lawyer });
  const admin = (await adminSession(db)).cookie;
  const body = (overrides: Record<string, unknown> = {}) => ({
    city_id: city.id,
    package_id: pkg.id,
    general_sub_category_id: chain.sub.id,
    title: 'وکیل نمونه، پایه یک دادگستری',
    description: 'دعاوی خانواده و ملکی',
    licenseNumber: '۱۲۳۴۵',
    issueDate: '1398/01/15',
    licenseExpiry: isoDayFromToday(365),
    education: 'کارشناسی ارشد حقوق خصوصی',
    experience: '۱۲',
    languages: 'فارسی، ترکی، انگلیسی',
    callNumber: '۰۴۵-۳۳۱۲۳۴۵۶',
    address: 'خیابان امام',
    lawyerWorkExperience: [{ companyName: 'دفتر وکالت عدالت', position: 'وکیل', startDate: '1395', endDate: '1400' }],
    instagram: '@lawyer.sample',
    ...overrides,
  });
  const publish = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/me/lawyer', headers: { cookie }, payload: body(overrides) });
  const approve = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/manager/listings/${id}/status`,
      headers: { cookie: admin },
      payload: { status: ListingStatus.active },
    });
  const listIds = async (query: string) =>
    (await app.inject({ url: `/api/v1/lawyer?${query}` })).json<{ items: LawyerJson[] }>().items.map((item) => item.id);
  /** A new user with a live (approved) lawyer profile. */
  const liveLawyer = async (title = 'وکیل پایه یک') => {
    const owner = await userWithSession(db);
    const lawyer = (await publish(owner.cookie, { title })).json<LawyerJson>();
    await approve(lawyer.id);
    return { ...owner, lawyer };
  };
  const ask = (cookie: string, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/lawyer-questions',
      headers: { cookie },
      payload: {
        general_sub_category_id: chain.sub.id,
        title: 'مهریه را چگونه مطالبه کنم؟',
        content: 'همسرم مهریه را پرداخت نمی‌کند. از کجا باید شروع کنم و چه مدارکی لازم است؟',
        ...overrides,
      },
    });
  const answer = (
    cookie: string,
    slugId: string,
    content = 'ابتدا از طریق اجرای ثبت اقدام کنید؛ سند ازدواج کافی است.',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/lawyer-questions/${slugId}/answers`,
      headers: { cookie },
      payload: { content },
    });
  const lawyerPage = async (slugId: string) =>
    (await app.inject({ url: `/api/v1/lawyer/${slugId}` })).json<LawyerJson>();
  return { city, chain, pkg, admin, body, publish, approve, listIds, liveLawyer, ask, answer, lawyerPage };
}
