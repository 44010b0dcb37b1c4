import { describe, expect, it } from 'vitest';
import { PostType } from '../enums/content.ts';
import { foreignPostFields, isPostField, POST_FIELDS, POST_TYPE_FIELDS } from './post-fields.ts';

describe('post detail fields', () => {
  it('every type lists only fields of the spec, each once', () => {
    for (const type of PostType.values) {
      const fields = POST_TYPE_FIELDS[type];
      expect(fields.every(isPostField)).toBe(true);
      expect(new Set(fields).size).toBe(fields.length);
    }
  });

  it('every field of the spec belongs to some type', () => {
    const used = new Set(PostType.values.flatMap((type) => POST_TYPE_FIELDS[type]));
    expect(Object.keys(POST_FIELDS).filter((name) => !used.has(name as never))).toEqual([]);
  });

  it("a book with a course's teacher or an unknown field names them", () => {
    expect(foreignPostFields('books', { author: 'الف', isbn: '978', teacherName: 'ب', colour: 'x' })).toEqual([
      'teacherName',
      'colour',
    ]);
    expect(foreignPostFields('course', { teacherName: 'ب', totalTime: '۱۰ ساعت' })).toEqual([]);
  });

  it("a health article carries its writer and tag, not a book's ISBN", () => {
    expect(foreignPostFields('health', { author: 'دکتر الف', importantTag: 'قلب' })).toEqual([]);
    expect(foreignPostFields('health', { author: 'دکتر الف', isbn: '978' })).toEqual(['isbn']);
  });
});
