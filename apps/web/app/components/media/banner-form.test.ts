import { describe, expect, it } from 'vitest';
import { checkBanner } from './banner-form.ts';

function form(fields: Record<string, string>, file?: File): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', file);
  return data;
}

describe('the banner form check', () => {
  it('needs a page and a place, and an image when creating', () => {
    expect(checkBanner(form({}), { needsImage: true })).toEqual({
      location: 'media.validation.required',
      section: 'media.validation.required',
      file: 'validation.fileRequired',
    });
    const image = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    expect(checkBanner(form({ location: 'home', section: 'top' }, image), { needsImage: true })).toEqual({});
    expect(checkBanner(form({ location: 'home', section: 'top' }), { needsImage: false })).toEqual({});
  });

  it('refuses links the API refuses, and numbers that are not whole', () => {
    const found = checkBanner(
      form({ location: 'home', section: 'top', url: 'javascript:alert(1)', sortOrder: '1.5', item_id: '-3' }),
      { needsImage: false },
    );
    expect(found).toEqual({
      url: 'media.validation.url',
      sortOrder: 'media.validation.number',
      item_id: 'media.validation.number',
    });
  });
});
