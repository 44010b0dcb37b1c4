import { describe, expect, it } from 'vitest';
import { PageQuerySchema } from './page.schema.ts';

describe('PageQuerySchema', () => {
  it('coerces text and applies defaults', () => {
    expect(PageQuerySchema.parse({ page: '2', perPage: '30' })).toEqual({ page: 2, perPage: 30 });
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, perPage: 15 });
  });

  it('refuses page below 1 and perPage outside 1..100', () => {
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ perPage: '100' }).success).toBe(true);
    expect(PageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
  });
});
