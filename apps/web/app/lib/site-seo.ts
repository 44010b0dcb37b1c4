import type { Locale } from '@shahrbazar/domain/i18n/locale';

// Search-engine readiness shared by every page (ADR 0029): canonical addresses, Open Graph locale, and JSON-LD of
// schema.org types, built as plain objects for React Router's `'script:ld+json'` meta (which escapes them).

/** Open Graph's locale of a site locale. */
export function ogLocaleOf(locale: Locale): string {
  return locale === 'fa' ? 'fa_IR' : 'en_US';
}

/** A page's canonical address: this site's origin and its path, without the query, without a trailing slash. */
export function canonicalOf(origin: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return new URL(path || '/', origin).href;
}

const PRIVATE = ['/panel', '/agent', '/manager', '/auth', '/sandbox-bank', '/basket'];

/** Whether a path is a panel, a sign-in or another page no search engine should list. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A crumb of a BreadcrumbList: its name and its address on this site. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of a page's trail. */
export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/** schema.org WebSite with its search (the home page): search engines may offer the site's search box. */
export function websiteLd(origin: string, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: new URL('/', origin).href,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/search', origin).href}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org BlogPosting of a post (a book post is also a Book, with its author and ISBN). */
export function postLd(
  origin: string,
  post: {
    title: string;
    excerpt: string;
    path: string;
    image: string;
    registerDate: string;
    author: string;
    book?: { author?: string; isbn?: string } | undefined;
  },
) {
  const url = new URL(post.path, origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': post.book ? ['BlogPosting', 'Book'] : 'BlogPosting',
    headline: post.title,
    name: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.registerDate,
    ...(post.image ? { image: new URL(post.image, origin).href } : {}),
    author: { '@type': 'Person', name: post.book?.author || post.author || undefined },
    ...(post.book?.isbn ? { isbn: post.book.isbn } : {}),
  };
}

/** schema.org WebPage of a content page. */
export function webPageLd(origin: string, page: { title: string; path: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: new URL(page.path, origin).href,
  };
}

/** schema.org ProfilePage of a user's public profile. */
export function profileLd(origin: string, profile: { name: string; path: string; image: string; since: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    dateCreated: profile.since,
    url: new URL(profile.path, origin).href,
    mainEntity: { '@type': 'Person', name: profile.name, image: new URL(profile.image, origin).href },
  };
}
