import { describe, expect, it } from 'vitest';
import { BannerListQuerySchema, BannerWriteSchema, FileListQuerySchema } from './media.schema.ts';

describe('media requests', () => {
  it('reads a banner from the text fields of a form, with the defaults of an empty field', () => {
    const parsed = BannerWriteSchema.parse({
      title: ' حراج ',
      url: '',
      item_id: '',
      location: 'home',
      section: 'top',
      status: '',
      sortOrder: '3',
    });
    expect(parsed).toEqual({
      title: 'حراج',
      url: '',
      item_id: null,
      itemName: '',
      serviceType: '',
      location: 'home',
      section: 'top',
      status: 1,
      sortOrder: 3,
    });
    expect(BannerWriteSchema.parse({ location: 'ads', section: 'aside', item_id: 12, status: 0 })).toMatchObject({
      item_id: 12,
      status: 0,
    });
  });

  it('names the field of each mistake with a message key', () => {
    const result = BannerWriteSchema.safeParse({ location: '', section: 'sky', url: 'javascript:x', status: '7' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toMatchObject({ location: 'required', section: 'invalid', url: 'invalid', status: 'invalid' });
  });

  it('reads list filters from a query string; -1 and empty mean any', () => {
    expect(FileListQuerySchema.parse({ fileType: '1', page: '2' })).toEqual({ fileType: 1, page: 2, perPage: 15 });
    expect(FileListQuerySchema.parse({ fileType: '-1' })).toEqual({ page: 1, perPage: 15 });
    expect(FileListQuerySchema.safeParse({ fileType: '5' }).success).toBe(false);
    expect(BannerListQuerySchema.parse({ location: 'home', section: '', status: '0' })).toEqual({
      page: 1,
      perPage: 15,
      location: 'home',
      status: 0,
    });
  });
});
