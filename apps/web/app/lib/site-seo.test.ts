import { describe, expect, it } from 'vitest';
import { breadcrumbLd, canonicalOf, isPrivatePath, postLd, websiteLd } from './site-seo.ts';

describe('search-engine readiness', () => {
  it('a canonical address drops the query and a trailing slash', () => {
    expect(canonicalOf('https://shahrbazar.ir', '/blog/')).toBe('https://shahrbazar.ir/blog');
    expect(canonicalOf('https://shahrbazar.ir', '/')).toBe('https://shahrbazar.ir/');
  });

  it('panels, sign-in and the back office are private; public pages are not', () => {
    for (const path of ['/panel', '/panel/myAds', '/manager/pages', '/auth/panel/login', '/agent']) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ['/', '/blog', '/page/terms', '/map', '/ads/x/y', '/panelist']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it('the home page is a WebSite with a search action whose template names its query', () => {
    const site = websiteLd('https://shahrbazar.ir', 'شهربازار');
    expect(site).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebSite', url: 'https://shahrbazar.ir/' });
    expect(site.potentialAction.target.urlTemplate).toBe('https://shahrbazar.ir/search?q={search_term_string}');
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('a trail is a BreadcrumbList of absolute addresses numbered from 1', () => {
    const trail = breadcrumbLd('https://shahrbazar.ir', [
      { name: 'خانه', path: '/' },
      { name: 'وبلاگ', path: '/blog' },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'خانه', item: 'https://shahrbazar.ir/' },
      { '@type': 'ListItem', position: 2, name: 'وبلاگ', item: 'https://shahrbazar.ir/blog' },
    ]);
  });

  it('a book post is a BlogPosting and a Book with its author and ISBN; another post only a BlogPosting', () => {
    const base = {
      title: 'بوف کور',
      excerpt: 'خلاصه',
      path: '/blog/x',
      image: '',
      registerDate: '2026-01-01T00:00:00Z',
    };
    const book = postLd('https://shahrbazar.ir', {
      ...base,
      author: 'مدیر',
      book: { author: 'صادق هدایت', isbn: '978' },
    });
    expect(book).toMatchObject({ '@type': ['BlogPosting', 'Book'], isbn: '978', author: { name: 'صادق هدایت' } });
    const article = postLd('https://shahrbazar.ir', { ...base, author: 'مدیر' });
    expect(article['@type']).toBe('BlogPosting');
    expect(article).not.toHaveProperty('isbn');
  });
});
