import type { AppLoadContext } from 'react-router';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import { documentTitle, firstText } from '@shahrbazar/domain/rules/page-title';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';

/** The site-wide parts of a browsing page's title and links: the site's title, its separator and its address. */
export interface SiteFrame {
  siteTitle: string;
  separator: string;
  /** The site's public address for absolute links (JSON-LD): the setting, else this request's origin. */
  origin: string;
}

/** From the initial data the root loader reads as well (one API call per request); a failure never fails the page. */
export async function siteFrame(request: Request, context: AppLoadContext): Promise<SiteFrame> {
  const { app } = catalogues[localeOfRequest(request)];
  const initial: Partial<InitialData> = await loadInitialData(request, context).catch(() => ({}));
  const site: Record<string, string | undefined> = initial.siteSettings ?? {};
  const texts: Record<string, string | undefined> = initial.siteTexts ?? {};
  const configured = firstText(site.appUrl, texts.siteUrl);
  let origin = new URL(request.url).origin;
  try {
    if (configured) origin = new URL(configured).origin;
  } catch {
    // A malformed setting: keep the request's own origin.
  }
  return {
    siteTitle: firstText(site.appTitle, texts.appTitle, app.title),
    separator: site.titleSeparator || app.titleSeparator,
    origin,
  };
}

/** «خودرو | شهربازار» */
export function titleIn(frame: SiteFrame, pageTitle: string): string {
  return documentTitle(pageTitle, frame.separator, frame.siteTitle);
}

/** A catalogue text with its {{name}} placeholders filled (loaders word meta descriptions on the server). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
