// English values of the demo packages (seed/packages.ts), by their Persian title (ADR 0045): title, category title
// and description. The booth packages of the four booth types share their texts.

interface PackageEnglish {
  title: string;
  categoryTitle: string;
  description: string;
}

const en = (title: string, categoryTitle: string, description: string): PackageEnglish => ({
  title,
  categoryTitle,
  description,
});

/** Persian category titles of the demo packages and their English. */
const CATEGORY_TITLES: Readonly<Record<string, string>> = {
  پایه: 'Basic',
  نردبان: 'Ladder',
  ویژه: 'Featured',
  غرفه: 'Booth',
  پورسانتی: 'Commission',
  مطب: 'Practice',
  فوری: 'Urgent',
  'تبلیغات شهری': 'City advertising',
  پاداش: 'Reward',
  تبلیغ: 'Promotion',
  وکیل: 'Lawyer',
};

const PACKAGES: Readonly<Record<string, Omit<PackageEnglish, 'categoryTitle'>>> = {
  'آگهی رایگان': { title: 'Free ad', description: 'Your ad is published for 30 days once our team has reviewed it.' },
  'نردبان ۷ روزه': {
    title: '7-day ladder',
    description: 'Your ad goes back to the top of the list every day for 7 days.',
  },
  'آگهی ویژه ۳۰ روزه': {
    title: '30-day featured ad',
    description: 'Shown with the featured badge and a featured note at the top of the ads for 30 days.',
  },
  'آگهی ویژه ۹۰ روزه': {
    title: '90-day featured ad',
    description: 'Three months featured, with a weekly ladder: for sellers who sell all year round.',
  },
  'غرفه برنزی': { title: 'Bronze booth', description: 'A one-month booth with unlimited products and its own page.' },
  'غرفه نقره‌ای': {
    title: 'Silver booth',
    description: 'A three-month booth with stories, shown among the top booths.',
  },
  'غرفه طلایی': {
    title: 'Gold booth',
    description: 'A featured one-year booth with the top-booth badge, stories and a place on the front page.',
  },
  'فروشگاه پورسانتی ۵٪': {
    title: '5% commission shop',
    description: 'No monthly fee: a 5 percent commission is taken from each successful sale.',
  },
  'معرفی رایگان پزشک': {
    title: 'Free doctor page',
    description: 'A doctor’s page with address, working hours and fees for 30 days.',
  },
  'معرفی رایگان وکیل': {
    title: 'Free lawyer page',
    description: 'A lawyer’s page with licence, fees and answers to legal questions for 30 days.',
  },
  'مطب پایه': { title: 'Basic practice', description: 'A practice page with online appointments and its services.' },
  'مطب ویژه سالانه': {
    title: 'Featured practice, yearly',
    description: 'A year featured among the doctors, with text and phone consultations.',
  },
  'معرفی رایگان متخصص': {
    title: 'Free expert listing',
    description: 'Your services in the city’s list of experts for 30 days.',
  },
  'متخصص ویژه ۳۰ روزه': {
    title: '30-day featured expert',
    description: 'Shown higher among the experts, with the featured badge.',
  },
  'آگهی استخدام رایگان': { title: 'Free job ad', description: 'A job ad published for 30 days.' },
  'استخدام فوری ۱۵ روزه': {
    title: '15-day urgent hiring',
    description: 'The “urgent” label and a place at the top of the job ads.',
  },
  'تبلیغ رایگان ۷ روزه': {
    title: 'Free 7-day promotion',
    description: 'Get to know city advertising: a week on show, free.',
  },
  'تبلیغ شهری ۳۰ روزه': {
    title: '30-day city ad',
    description: 'Your business shown to the city’s people, with rewards for those who watch.',
  },
  'پاداش‌بگیر ماهانه': {
    title: 'Monthly rewarder',
    description: 'A month of rewards for watching city ads, paid into your wallet.',
  },
  'تبلیغ مطب ۳۰ روزه': {
    title: '30-day practice promotion',
    description: 'Your practice shown on the front page of the doctors section.',
  },
  'وکیل پایه': { title: 'Basic lawyer', description: 'A lawyer’s page with answers to legal questions and fees.' },
  'وکیل ویژه سالانه': {
    title: 'Featured lawyer, yearly',
    description: 'A year featured among the lawyers, with phone and text consultations.',
  },
  'تبلیغ وکیل ۳۰ روزه': {
    title: '30-day lawyer promotion',
    description: 'The lawyer shown on the front page of the lawyers section.',
  },
  'ثبت رایگان پروژه': {
    title: 'Free project',
    description: 'Post a project and receive lawyers’ offers for 7 days.',
  },
  'پروژه فوری': {
    title: 'Urgent project',
    description: 'A project with the urgent badge at the top of the list, for faster offers.',
  },
};

/** The English values of a demo package, by its Persian title and category title. */
export function packageEnglish(title: string, categoryTitle: string): PackageEnglish | undefined {
  const english = PACKAGES[title];
  return english && en(english.title, CATEGORY_TITLES[categoryTitle] ?? '', english.description);
}
