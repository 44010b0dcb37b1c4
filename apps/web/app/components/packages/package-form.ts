import type { PackageWrite } from '@shahrbazar/domain/api/package.schema';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { packageProblems, planFields, type PackageProblems } from '@shahrbazar/domain/rules/package';
import { textOf } from '../../lib/form-checks.ts';

/**
 * A number typed in a form: Persian or Arabic digits, thousands separators (٬ , and spaces) and the Persian decimal
 * separator (٫) accepted; '' is 0; anything else is NaN (the domain rule then names the field).
 */
export function numberOf(form: FormData, name: string): number {
  const text = toAsciiDigits(textOf(form, name))
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
  if (text === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Access permissions typed one per line (commas also separate), blanks and repeats left out. */
export function permissionsOf(form: FormData): string[] {
  const text = typeof form.get('accessPermissions') === 'string' ? String(form.get('accessPermissions')) : '';
  return [
    ...new Set(
      text
        .split(/[\n,،]/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The API body of the package form (POST/PUT /manager/packages) and what the domain rule finds wrong with it. The
 * fields a plan does not use are not shown by the form and are sent as 0 (planFields).
 */
export function packageWriteOf(form: FormData): { body: PackageWrite; problems: PackageProblems } {
  const planType = Number(form.get('planType'));
  const uses = planFields(planType);
  const body = {
    planType,
    type: Number(form.get('type')),
    status: Number(form.get('status')),
    title: textOf(form, 'title'),
    categoryTitle: textOf(form, 'categoryTitle'),
    description: textOf(form, 'description'),
    titleEn: textOf(form, 'titleEn'),
    categoryTitleEn: textOf(form, 'categoryTitleEn'),
    descriptionEn: textOf(form, 'descriptionEn'),
    price: uses.price ? numberOf(form, 'price') : 0,
    percentage: uses.percentage ? numberOf(form, 'percentage') : 0,
    days: uses.days ? numberOf(form, 'days') : 0,
    accessPermissions: permissionsOf(form),
    location: textOf(form, 'location'),
  };
  return { body, problems: packageProblems(body) };
}
