import { describe, expect, it } from 'vitest';
import { LawyerWriteSchema, QuestionWriteSchema } from '../api/lawyer.schema.ts';
import {
  isLawyerVerified,
  isLicenseExpired,
  isoDayOf,
  licenseNumberOf,
  questionDescription,
  satisfactionRateOf,
  clientRatingOf,
} from './lawyer.ts';

describe('lawyer rules', () => {
  it('reads a bar licence number with Persian digits and separators, and refuses other shapes', () => {
    expect(licenseNumberOf('۱۲۳-۴۵')).toBe('12345');
    expect(licenseNumberOf('12/3456')).toBe('123456');
    expect(licenseNumberOf('12')).toBeUndefined();
    expect(licenseNumberOf('0000')).toBeUndefined();
    expect(licenseNumberOf('پ۱۲۳')).toBeUndefined();
  });

  it('reads a day typed in Jalali or sent as ISO, and refuses days that do not exist', () => {
    expect(isoDayOf('۱۴۰۳/۰۱/۰۱')).toBe('2024-03-20');
    expect(isoDayOf('1398/1/15')).toBe('2019-04-04');
    expect(isoDayOf('2026-03-21')).toBe('2026-03-21');
    expect(isoDayOf('2026-02-30')).toBeUndefined();
    expect(isoDayOf('1402/13/01')).toBeUndefined();
    expect(isoDayOf('tomorrow')).toBeUndefined();
  });

  it('counts a licence valid through its expiry day', () => {
    expect(isLicenseExpired('2026-11-26', '2026-11-26')).toBe(false);
    expect(isLicenseExpired('2026-11-25', '2026-11-26')).toBe(true);
    expect(isLicenseExpired(null, '2026-11-26')).toBe(true);
  });

  it('gives the badge only to an identified owner with this very licence checked and unexpired', () => {
    const base = {
      ownerVerified: true,
      licenseNumber: '12345',
      checkedLicenseNumber: '12345',
      licenseExpiry: '2027-01-01',
      today: '2026-11-26',
    };
    expect(isLawyerVerified(base)).toBe(true);
    expect(isLawyerVerified({ ...base, ownerVerified: false })).toBe(false);
    expect(isLawyerVerified({ ...base, checkedLicenseNumber: '54321' })).toBe(false);
    expect(isLawyerVerified({ ...base, checkedLicenseNumber: null })).toBe(false);
    expect(isLawyerVerified({ ...base, licenseExpiry: '2026-11-25' })).toBe(false);
  });

  it('works out satisfaction from helpful marks over answered questions', () => {
    expect(satisfactionRateOf(3, 1)).toBe(33);
    expect(satisfactionRateOf(2, 2)).toBe(100);
    expect(satisfactionRateOf(1, 5)).toBe(100);
    expect(satisfactionRateOf(5, 0)).toBe(0);
  });

  it('gives a new lawyer no satisfaction figure rather than 0 %', () => {
    expect(satisfactionRateOf(0, 0)).toBeNull();
    expect(satisfactionRateOf(4, 0)).toBeNull();
  });

  it('averages the clients’ project scores to one decimal, none before the first', () => {
    expect(clientRatingOf(0, 0)).toBeNull();
    expect(clientRatingOf(2, 9)).toBe(4.5);
    expect(clientRatingOf(3, 13)).toBe(4.3);
  });

  it('cuts a question’s meta description at a word before 160 characters', () => {
    const long = 'کلمه '.repeat(60);
    const description = questionDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(questionDescription('کوتاه\n\nو   ساده')).toBe('کوتاه و ساده');
  });

  it('validates the write bodies', () => {
    const lawyer = LawyerWriteSchema.safeParse({
      licenseNumber: '۱۲۳۴۵',
      licenseExpiry: '1410/01/01',
      lawyerWorkExperience: '[{"companyName":"دفتر"}]',
      instagram: '@me.law',
    });
    expect(lawyer.success && lawyer.data).toMatchObject({
      licenseNumber: '12345',
      lawyerWorkExperience: [{ companyName: 'دفتر', position: '' }],
      instagram: 'me.law',
    });
    expect(LawyerWriteSchema.safeParse({ licenseNumber: '12' }).success).toBe(false);
    expect(QuestionWriteSchema.safeParse({ general_sub_category_id: 1, title: 'کوتاه', content: 'x' }).success).toBe(
      false,
    );
  });
});
