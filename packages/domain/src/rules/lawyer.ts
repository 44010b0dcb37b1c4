import { parseJalaliDay } from '../format/jalali.ts';
import { toAsciiDigits } from '../format/number.ts';
import type { Label } from '../i18n/locale.ts';
import { authLevelOfVerified, trustOf, type Trust } from './trust.ts';

// The lawyer vertical's own rules (spec: Lawyer, Lawyer question, Lawyer answer). Its specialties are the categories of
// the legal tree (CategoryType.lawyer); its tariffs and consultation flags are shared with clinics (tariff.ts,
// consultation.ts). Dates are kept as ISO days (YYYY-MM-DD) and typed in Jalali.

/** The most years of experience one may claim, and the most work-experience entries one lists. */
export const MAX_LAWYER_EXPERIENCE = 70;
export const MAX_WORK_EXPERIENCE_ENTRIES = 20;

/**
 * A bar licence number («شماره پروانه وکالت») as the bar associations and the judiciary's centre issue it: 3 to 10
 * digits (Persian or Arabic digits welcome, spaces, slashes and dashes dropped), not all zeros. Answers ASCII digits,
 * or undefined when it is not one.
 */
export function licenseNumberOf(input: string): string | undefined {
  const number = toAsciiDigits(input).replace(/[\s/-]/g, '');
  if (!/^\d{3,10}$/.test(number) || /^0+$/.test(number)) return undefined;
  return number;
}

/**
 * The ISO day of a date as typed: a Jalali day (۱۴۰۳/۰۷/۰۵, 1403-7-5) or an ISO Gregorian one (2026-03-21, what a
 * date input sends); undefined when it is neither.
 */
export function isoDayOf(input: string): string | undefined {
  const ascii = toAsciiDigits(input).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ascii);
  if (iso && Number(iso[1]) >= 1900) {
    const date = new Date(`${ascii}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== ascii ? undefined : ascii;
  }
  return parseJalaliDay(ascii) ?? undefined;
}

/** Whether a licence whose last valid day is `expiry` (ISO day) has expired on `today` (ISO day, Tehran). */
export function isLicenseExpired(expiry: string | null | undefined, today: string): boolean {
  return !expiry || expiry < today;
}

/**
 * Whether staff checked the bar licence the lawyer shows now (a changed number is not checked) and it has not expired
 * on `today` (ISO day, Tehran).
 */
export function isBarLicenseChecked(lawyer: {
  licenseNumber: string;
  checkedLicenseNumber: string | null;
  licenseExpiry: string | null;
  today: string;
}): boolean {
  return (
    lawyer.checkedLicenseNumber !== null &&
    lawyer.checkedLicenseNumber === lawyer.licenseNumber &&
    !isLicenseExpired(lawyer.licenseExpiry, lawyer.today)
  );
}

/**
 * Whether a lawyer shows the verified badge: the owner's identity is checked to level 1 or above, a manager checked
 * the licence number it shows now (a changed number is not checked), and the licence has not expired. The one trust
 * rule (trust.ts) with the lawyer's check.
 */
export function isLawyerVerified(lawyer: LawyerTrustFacts): boolean {
  return lawyerTrust(lawyer).verified;
}

/** What a lawyer's badge rests on, where only the lawyer's row is at hand (an answer's card). */
export interface LawyerTrustFacts {
  ownerVerified: boolean;
  licenseNumber: string;
  checkedLicenseNumber: string | null;
  licenseExpiry: string | null;
  today: string;
}

/** A lawyer's trust (the badge and the checks it rests on), as a lawyer listing answers it (trust.ts). */
export function lawyerTrust(lawyer: LawyerTrustFacts): Trust {
  return trustOf(['barLicense'], {
    ownerAuthLevel: authLevelOfVerified(lawyer.ownerVerified),
    checked: { barLicense: isBarLicenseChecked(lawyer) },
  });
}

/** Below this many answered questions and no helpful mark yet, a lawyer is new: no satisfaction figure (issue 29). */
export const SATISFACTION_MIN_ANSWERS = 5;

/**
 * satisfactionRate (spec: performance): the percent of the questions a lawyer answered where the asker marked this
 * lawyer's answer the helpful one. Counted from what askers did, never typed. A new lawyer has none (null, never a
 * harsh «۰٪»): nothing answered yet, or fewer than SATISFACTION_MIN_ANSWERS answers and no helpful mark.
 */
export function satisfactionRateOf(answeredQuestions: number, helpfulAnswers: number): number | null {
  if (answeredQuestions <= 0) return null;
  if (helpfulAnswers <= 0 && answeredQuestions < SATISFACTION_MIN_ANSWERS) return null;
  return Math.round((100 * Math.min(helpfulAnswers, answeredQuestions)) / answeredQuestions);
}

/** A client's score of a completed project's lawyer: 1 to 5 (and an optional word, up to this long). */
export const PROJECT_RATING_MAX = 5;
export const PROJECT_RATING_COMMENT_MAX = 500;

/**
 * The clients' rating of a lawyer from the scores of their completed projects: the average with one decimal, or null
 * before the first score (a new lawyer shows none).
 */
export function clientRatingOf(count: number, sum: number): number | null {
  if (count <= 0) return null;
  return Math.round((10 * sum) / count) / 10;
}

/** "Recent" answers (spec: recentAnswersCount) are those of the last 30 days. */
export const RECENT_ANSWER_DAYS = 30;

/** The longest question title and text, and an answer's. */
export const QUESTION_TITLE_MAX = 150;
export const QUESTION_TITLE_MIN = 10;
export const QUESTION_CONTENT_MAX = 5000;
export const QUESTION_CONTENT_MIN = 20;
export const ANSWER_CONTENT_MAX = 5000;
export const ANSWER_CONTENT_MIN = 20;
/** A question takes at most this many files (private to the asker and lawyers). */
export const QUESTION_FILES_MAX = 5;

/** A question's meta description: its text on one line, cut at a word before 160 characters. */
export function questionDescription(content: string, max = 160): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The messages of the questions and answers' refusals (the API's one error shape). */
export const LAWYER_QA_MESSAGES = {
  notLawyer: {
    fa: 'فقط وکیلی که پروفایل وکالت فعال دارد می‌تواند به پرسش‌ها پاسخ دهد.',
    en: 'Only a lawyer with a live lawyer profile may answer questions.',
  },
  ownQuestion: {
    fa: 'نمی‌توانید به پرسش خودتان پاسخ دهید.',
    en: 'You cannot answer your own question.',
  },
  alreadyAnswered: {
    fa: 'شما پیش‌تر به این پرسش پاسخ داده‌اید؛ پاسخ قبلی خود را ویرایش کنید.',
    en: 'You have already answered this question.',
  },
  notAsker: {
    fa: 'فقط پرسشگر می‌تواند پاسخ مفید را انتخاب کند.',
    en: 'Only the person who asked may mark the helpful answer.',
  },
  tooManyFiles: {
    fa: 'هر پرسش حداکثر ۵ پیوست می‌پذیرد.',
    en: 'A question takes at most 5 files.',
  },
  badFile: {
    fa: 'پیوست باید PDF یا تصویر باشد.',
    en: 'A file must be a PDF or an image.',
  },
  closed: {
    fa: 'این پرسش منتشر نشده است و پاسخ نمی‌پذیرد.',
    en: 'This question is not published and takes no answers.',
  },
} as const satisfies Record<string, Label>;
