/**
 * A document title (spec: SEO setting and Site setting): the page's title, the site's title separator and the site's
 * title ("آگهی‌ها | شهربازار"); the site's title alone when the page has none or it is the site's title itself.
 */
export function documentTitle(pageTitle: string | undefined, separator: string, siteTitle: string): string {
  const page = pageTitle?.trim() ?? '';
  const site = siteTitle.trim();
  if (!page || page === site) return site;
  if (!site) return page;
  return `${page}${separator || ' | '}${site}`;
}

/** The first text that is not blank, trimmed; '' when there is none. */
export function firstText(...texts: ReadonlyArray<string | null | undefined>): string {
  for (const text of texts) {
    const trimmed = text?.trim();
    if (trimmed) return trimmed;
  }
  return '';
}
