import { describe, expect, it } from 'vitest';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { PACKAGE_PROBLEM_MESSAGES } from '@shahrbazar/domain/rules/package';
import { en, fa } from '../../locales/catalogues.ts';
import { numberOf, packageWriteOf, permissionsOf } from './package-form.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const paid = {
  planType: String(PlanType.subscription),
  type: String(PackageType.ads),
  status: String(PackageStatus.active),
  title: ' نردبان ۷ روزه ',
  categoryTitle: 'نردبان',
  description: '',
  titleEn: ' 7-day ladder ',
  categoryTitleEn: 'Ladder',
  price: '۵۰٬۰۰۰',
  days: '۳۰',
  accessPermissions: 'isSpecial\nspecialText, isSpecial\n\n',
  location: '',
};

describe('numberOf', () => {
  it('reads Persian digits, thousands separators and the Persian decimal separator', () => {
    expect(numberOf(formOf({ n: '۵۰٬۰۰۰' }), 'n')).toBe(50_000);
    expect(numberOf(formOf({ n: '1,200,000' }), 'n')).toBe(1_200_000);
    expect(numberOf(formOf({ n: '۲٫۵' }), 'n')).toBe(2.5);
    expect(numberOf(formOf({ n: '' }), 'n')).toBe(0);
  });

  it('is NaN for anything that is not a number, so the rule names the field', () => {
    expect(numberOf(formOf({ n: 'پنجاه هزار' }), 'n')).toBeNaN();
    expect(numberOf(formOf({ n: '5e3' }), 'n')).toBeNaN();
  });
});

describe('permissionsOf', () => {
  it('takes one permission per line or comma, without blanks and repeats', () => {
    expect(permissionsOf(formOf({ accessPermissions: paid.accessPermissions }))).toEqual(['isSpecial', 'specialText']);
    expect(permissionsOf(new FormData())).toEqual([]);
  });
});

describe('packageWriteOf', () => {
  it('makes the API body of a paid package', () => {
    expect(packageWriteOf(formOf(paid))).toEqual({
      body: {
        planType: PlanType.subscription,
        type: PackageType.ads,
        status: PackageStatus.active,
        title: 'نردبان ۷ روزه',
        categoryTitle: 'نردبان',
        description: '',
        titleEn: '7-day ladder',
        categoryTitleEn: 'Ladder',
        descriptionEn: '',
        price: 50_000,
        percentage: 0,
        days: 30,
        accessPermissions: ['isSpecial', 'specialText'],
        location: '',
      },
      problems: {},
    });
  });

  it('sends 0 for the fields the plan does not use, whatever was left in them', () => {
    const { body, problems } = packageWriteOf(
      formOf({ ...paid, planType: String(PlanType.percentage), percentage: '۵', price: '1000', days: '30' }),
    );
    expect(body).toMatchObject({ price: 0, percentage: 5, days: 0 });
    expect(problems).toEqual({});
    expect(packageWriteOf(formOf({ ...paid, planType: String(PlanType.free) })).body).toMatchObject({
      price: 0,
      days: 30,
    });
  });

  it('names what is wrong, as the API would', () => {
    expect(packageWriteOf(formOf({ ...paid, title: '', price: '0', days: 'سی' })).problems).toEqual({
      title: 'titleRequired',
      price: 'priceRequired',
      days: 'daysRequired',
    });
  });
});

describe('the catalogue words of package problems', () => {
  it('are the API’s own words, so a form checked in the browser reads as the API would answer', () => {
    for (const [key, label] of Object.entries(PACKAGE_PROBLEM_MESSAGES)) {
      expect(fa.packages.problems[key as keyof typeof fa.packages.problems], key).toBe(label.fa);
      expect(en.packages.problems[key as keyof typeof en.packages.problems], key).toBe(label.en);
    }
    expect(Object.keys(fa.packages.problems).sort()).toEqual(Object.keys(PACKAGE_PROBLEM_MESSAGES).sort());
  });
});
