import type { AppLoadContext } from 'react-router';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import type { SeoSetting } from '@shahrbazar/domain/api/catalogue.schema';
import type { SeoPageType } from '@shahrbazar/domain/api/settings.schema';
import { documentTitle, firstText } from '@shahrbazar/domain/rules/page-title';
import { serverApi } from './api.server.ts';
import { catalogues } from './i18n.server.ts';
import { loadInitialData } from './initial-data.server.ts';
import { localeOfRequest } from './locale.server.ts';

/** What a page's `meta` needs: the document title, the description, the title when shared, and the SEO texts. */
export interface PageSeo {
  /** «آگهی‌ها | شهربازار»: the page's SEO title, the site's title separator and the site's title. */
  documentTitle: string;
  description: string;
  /** The SEO meta title, else the document title (og:title). */
  shareTitle: string;
  /** The SEO setting's own texts, as the back office wrote them ('' when not set). */
  title: string;
  sectionTitle: string;
  metaTitle: string;
  metaDescription: string;
}

/**
 * A page's title and meta description from its SEO setting (GET /api/v1/seo/{type}) and the site settings of the
 * initial data (shared with the root loader: no second call); whatever is missing falls back to the site texts and
 * then to the catalogue, and a failed call never fails the page.
 */
export async function loadPageSeo(request: Request, context: AppLoadContext, type: SeoPageType): Promise<PageSeo> {
  const { app } = catalogues[localeOfRequest(request)];
  const [initial, seo] = await Promise.all([
    loadInitialData(request, context).catch((): Partial<InitialData> => ({})),
    serverApi(request, context)
      .GET('/api/v1/seo/{type}', { params: { path: { type } } })
      .catch((): Partial<SeoSetting> => ({})),
  ]);
  const site = initial.siteSettings ?? {};
  const texts = initial.siteTexts ?? {};
  const siteTitle = firstText(site.appTitle, texts.appTitle, app.title);
  const title = documentTitle(seo.title, site.titleSeparator || app.titleSeparator, siteTitle);
  return {
    documentTitle: title,
    description: firstText(seo.metaDescription, site.metaDescription, texts.siteDescription, app.description),
    shareTitle: firstText(seo.metaTitle, title),
    title: seo.title ?? '',
    sectionTitle: seo.sectionTitle ?? '',
    metaTitle: seo.metaTitle ?? '',
    metaDescription: seo.metaDescription ?? '',
  };
}
