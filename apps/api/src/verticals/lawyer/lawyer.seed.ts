import { and, eq } from 'drizzle-orm';
import type { TariffWrite } from '@shahrbazar/domain/api/tariff.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { generalSubCategories } from '../../modules/catalogue/category.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { replaceTariffs } from '../../modules/tariffs/tariff.service.ts';
import { findUserByMobile } from '../../modules/users/user.repository.ts';
import { lawyerTariffHost } from './lawyer.service.ts';
import { lawyerVertical } from './lawyer.vertical.ts';
import { answerQuestion, askQuestion } from './question.service.ts';
import { seedLawyerHistory } from './lawyer-history.seed.ts';
import { DEMO_USERS } from '../../seed/demo-accounts.ts';
import { demoBook, SAT_TO_THU, SAT_TO_WED, seedDemoBooks, weekly } from '../../seed/demo-books.ts';
import { type DemoListing, seedDemoListings } from '../../seed/demo-listings.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

// Pictures drawn around (0, 0), white on a coloured card (no text: see banners.ts).
const SCALES = `<path d="M-6 -130 h12 v220 h60 v14 h-132 v-14 h60 z" fill="#ffffff"/>
  <path d="M-120 -90 h240 v10 h-240 z" fill="#ffffff"/>
  <path d="M-120 -80 l-45 90 h90 z M120 -80 l-45 90 h90 z" fill="#ffffff"/>`;
const BOOK = `<path d="M-120 -100 h110 q10 0 10 10 v200 q0 -10 -10 -10 h-110 z" fill="#ffffff"/>
  <path d="M120 -100 h-110 q-10 0 -10 10 v200 q0 -10 10 -10 h110 z" fill="#ffffff"/>`;

/** A licence valid for two more years from the day the demo is seeded. */
const validLicence = () => new Date(Date.now() + 730 * 86_400_000).toISOString().slice(0, 10);

/** Demo lawyers (owned by the demo agent and the demo seller, so the demo customer can ask and be answered). */
const demoLawyers = (): readonly DemoListing[] => [
  {
    title: 'وکیل نرگس موسوی، وکیل پایه یک دادگستری',
    description:
      'دعاوی خانواده: طلاق توافقی، مهریه، نفقه و حضانت. مشاوره تلفنی و متنی و وقت ملاقات حضوری در دفتر وکالت.',
    category: 'lawyer-family',
    city: 'ardabil',
    tags: ['مهریه', 'طلاق'],
    picture: ['#5f3dc4', '#9775fa', SCALES],
    owner: 2,
    fields: {
      licenseNumber: '۱۲۳۴۵',
      issueDate: '1392/05/10',
      licenseExpiry: validLicence(),
      education: 'کارشناسی ارشد حقوق خصوصی، دانشگاه تبریز',
      experience: 11,
      languages: 'فارسی، ترکی',
      callNumber: '۰۴۵-۳۳۲۴۵۶۷۸',
      address: 'اردبیل، خیابان امام، ساختمان عدالت، طبقه سوم',
      lawyerWorkExperience: [
        { companyName: 'دفتر وکالت موسوی', position: 'وکیل پایه یک', startDate: '1396', endDate: '' },
        { companyName: 'کانون وکلای آذربایجان', position: 'کارآموز وکالت', startDate: '1392', endDate: '1394' },
      ],
      instagram: 'mousavi.law',
    },
  },
  {
    title: 'وکیل حمید صادقی، دعاوی ملکی و قراردادها',
    description: 'الزام به تنظیم سند، خلع ید، اجاره و تنظیم قراردادهای مشارکت در ساخت.',
    category: 'lawyer-property',
    city: 'ardabil',
    tags: ['ملکی', 'قرارداد'],
    picture: ['#1864ab', '#74c0fc', BOOK],
    owner: 1,
    fields: {
      licenseNumber: '۲۳۴۵۶۷',
      issueDate: '1388/02/01',
      licenseExpiry: validLicence(),
      education: 'دکتری حقوق خصوصی',
      experience: 16,
      languages: 'فارسی، انگلیسی',
      callNumber: '۰۴۵-۳۳۵۵۶۶۷۷',
      address: 'اردبیل، میدان شریعتی، مجتمع اداری نگین',
      publications: 'کتاب «قراردادهای مشارکت در ساخت در رویه قضایی»',
    },
  },
];

/** The demo lawyers' tariffs, by title. */
const DEMO_TARIFFS: Readonly<Record<string, TariffWrite[]>> = {
  'وکیل نرگس موسوی، وکیل پایه یک دادگستری': [
    { title: 'مشاوره تلفنی', price: 300_000, discount: 0, description: 'تا ۲۰ دقیقه' },
    { title: 'مشاوره متنی', price: 150_000, discount: 0, description: 'پاسخ تا ۲۴ ساعت' },
    { title: 'مشاوره حضوری', price: 500_000, discount: 50_000, description: 'در دفتر وکالت' },
  ],
  'وکیل حمید صادقی، دعاوی ملکی و قراردادها': [
    { title: 'تنظیم قرارداد', price: 1_500_000, discount: 0, description: '' },
    { title: 'مشاوره تلفنی', price: 400_000, discount: 0, description: '' },
  ],
};

/**
 * Demo lawyers, seeded once through the listing core (demo-listings.ts), with their tariffs, and one demo question
 * of the demo customer answered by the first lawyer (the questions page is not empty on a fresh install).
 */
export async function seedDemoLawyers(db: Db, storage?: FileStorage): Promise<number> {
  const demos = demoLawyers();
  const inserted = await seedDemoListings(db, storage, lawyerVertical, demos);
  // Their appointment books at every start (a book an owner has is kept): in-person and phone consultations by slot.
  await seedDemoBooks(db, lawyerVertical, {
    [demos[0]!.title]: demoBook(weekly(SAT_TO_WED, '10:00', '18:00'), 30, 450_000),
    [demos[1]!.title]: demoBook(weekly(SAT_TO_THU, '09:00', '14:00'), 30, 400_000),
  });
  if (inserted === 0) return 0;
  const owners: number[] = [];
  for (const [title, tariffs] of Object.entries(DEMO_TARIFFS)) {
    const [lawyer] = await db
      .select({ id: listings.id, userId: listings.userId, status: listings.status })
      .from(listings)
      .where(and(eq(listings.vertical, lawyerVertical.key), eq(listings.title, title)));
    if (!lawyer) continue;
    await replaceTariffs(db, lawyerTariffHost, lawyer.userId, lawyer.id, tariffs);
    if (lawyer.status === ListingStatus.active) owners.push(lawyer.userId);
  }
  const customer = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  const [mahr] = await db
    .select({ id: generalSubCategories.id })
    .from(generalSubCategories)
    .where(eq(generalSubCategories.slug, 'lawyer-family'));
  const answerer = owners[0];
  if (customer && mahr && answerer !== undefined && answerer !== customer.id) {
    const question = await askQuestion(db, customer.id, {
      general_sub_category_id: mahr.id,
      title: 'مهریه عندالمطالبه را چگونه مطالبه کنم؟',
      content:
        'مهریه من ۱۱۴ سکه عندالمطالبه است و همسرم آن را نمی‌پردازد. از کجا باید شروع کنم و چه مدارکی لازم است؟ آیا می‌شود اموال او را توقیف کرد؟',
    });
    await answerQuestion(db, answerer, question.slugId, {
      content:
        'مهریه عندالمطالبه را می‌توانید از راه اجرای ثبت (با سند ازدواج) یا با دادخواست در دادگاه خانواده مطالبه کنید. در اجرای ثبت، توقیف اموال شناخته‌شده همسر ممکن است و هزینه کمتری دارد؛ اگر مالی شناخته نشود، دادگاه خانواده و درخواست جلب راه بعدی است.',
    });
  }
  return inserted;
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const lawyerSeed = defineVerticalSeed({
  key: 'lawyer',
  order: 6,
  run: seedDemoLawyers,
  history: { place: 50, run: seedLawyerHistory },
});
