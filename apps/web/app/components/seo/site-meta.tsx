import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import { canonicalOf, isPrivatePath, ogLocaleOf } from '../../lib/site-seo.ts';

/** What the root loader hands the document head (root.tsx). */
export interface SiteSeo {
  /** This site's address as the visitor reached it (https://shahrbazar.ir). */
  origin: string;
  siteName: string;
  /** The site's picture when a page has none of its own (og:image). */
  image: string;
}

/**
 * The document head's tags every page shares (ADR 0029): og:locale and og:site_name, the site's picture for sharing,
 * and the page's canonical address and og:url unless the page says its own (a page whose loader answers `canonical`
 * writes them in its meta). Panels, sign-in and the back office are noindex: nobody's search result.
 */
export function SiteMeta() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const seo = (useRouteLoaderData('root') as { seo?: SiteSeo } | undefined)?.seo;
  if (!seo) return null;
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const leaf = matches.at(-1);
  const ownCanonical = typeof (leaf?.loaderData as { canonical?: unknown } | undefined)?.canonical === 'string';
  const notFound = leaf?.id === 'routes/not-found';
  const canonical = canonicalOf(seo.origin, pathname);
  return (
    <>
      <meta property="og:locale" content={ogLocaleOf(locale)} />
      {seo.siteName && <meta property="og:site_name" content={seo.siteName} />}
      <meta property="og:image" content={new URL(seo.image, seo.origin).href} />
      {!ownCanonical && !notFound && <link rel="canonical" href={canonical} />}
      {!ownCanonical && !notFound && <meta property="og:url" content={canonical} />}
      {isPrivatePath(pathname) && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}
