import { describe, expect, it } from 'vitest';
import {
  GeneralCategoryWriteSchema,
  GeneralSubCategoryWriteSchema,
  GeneralSubSubCategoryWriteSchema,
} from './category.schema.ts';

/** Each field's first message, as the API's error handler reports it. */
function fieldsOf(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('category write schemas', () => {
  it('take a first-level category with trimmed texts, a lower-cased slug and empty defaults', () => {
    expect(GeneralCategoryWriteSchema.parse({ type: 'ads', title: ' املاک ', slug: ' Ads-Real-Estate ' })).toEqual({
      type: 'ads',
      title: 'املاک',
      slug: 'ads-real-estate',
      location: '',
      tag: '',
      description: '',
      titleEn: '',
      descriptionEn: '',
    });
  });

  it('refuse a slug that is not Latin kebab case, naming the field', () => {
    for (const bad of ['املاک', 'a b', 'a--b', '-a', 'a-', 'a_b', 'a/b', '']) {
      const result = GeneralCategoryWriteSchema.safeParse({ type: 'shop', title: 'x', slug: bad });
      expect(result.success, bad).toBe(false);
      expect(fieldsOf(result).slug, bad).toBe(bad === '' ? 'required' : 'invalid');
    }
    expect(GeneralCategoryWriteSchema.safeParse({ type: 'shop', title: 'x', slug: 'x'.repeat(81) }).success).toBe(
      false,
    );
  });

  it('refuse an unknown type and an empty title in the catalogue words', () => {
    const result = GeneralCategoryWriteSchema.safeParse({ type: 'boats', title: '  ', slug: 'boats' });
    expect(fieldsOf(result)).toEqual({ type: expect.any(String), title: 'titleRequired' });
  });

  it('read the parent id as a form or JSON sends it, and require it', () => {
    expect(
      GeneralSubCategoryWriteSchema.parse({ general_category_id: '12', title: 'خودرو', slug: 'cars' }),
    ).toMatchObject({ general_category_id: 12 });
    expect(fieldsOf(GeneralSubCategoryWriteSchema.safeParse({ title: 'x', slug: 'x' }))).toEqual({
      general_category_id: 'required',
    });
    expect(
      fieldsOf(GeneralSubSubCategoryWriteSchema.safeParse({ general_sub_category_id: '0', title: 'x', slug: 'x' })),
    ).toEqual({ general_sub_category_id: 'required' });
    expect(
      fieldsOf(GeneralSubSubCategoryWriteSchema.safeParse({ general_sub_category_id: '1.5', title: 'x', slug: 'x' })),
    ).toEqual({ general_sub_category_id: 'invalid' });
  });
});
