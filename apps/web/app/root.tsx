// The styles first: every page's styles are one file, `shell.css`, in the order its modules are imported (ADR 0076),
// and the components' own styles must come after Mantine's to override them.
// Mantine's baseline and variables plus the CSS of only the components in use (not the 200 KB styles.css).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's variables as a cached stylesheet instead of a <style> in every page (ADR 0046; lib/theme.test.tsx).
import './styles/mantine-theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
// Rows of buttons and links (payment pages).
import '@mantine/core/styles/Group.css';
// The back office and the agent panel: tables, and the delete confirmation dialog.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
// Variable woff2 only, font-display: swap: the whole font (English pages) and its Arabic-script cut (Persian pages).
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import './styles/fonts.css';
import './styles/app.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useTranslation } from './lib/use-translation.tsx';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import { DEFAULT_LOCALE, directionOf, isLocale } from '@shahrbazar/domain/i18n/locale';
import fontUrl from 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2?url';
import persianFontUrl from 'vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2?url';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/error-screen.tsx';
import type { SiteFooterWords } from './components/layout/site-footer.tsx';
import { siteFooterOf } from './components/layout/site-footer.server.ts';
import { selectedCityOf, type SelectedCity } from './components/geo/selected-city.ts';
import { PublicShell, shellTexts } from './components/layout/public-shell.tsx';
import { SiteMeta, type SiteSeo } from './components/seo/site-meta.tsx';
import { ApiError } from './lib/api-client.ts';
import { errorKindOf, errorKindOfFailure } from './lib/error-kind.ts';
import { ErrorReportsScript } from './lib/error-reports.tsx';
import type { MapTiles } from '@shahrbazar/domain/rules/map';
import { MapTilesContext } from './components/map/map-tiles.ts';
import { CATALOGUE_ELEMENT_ID, usedCatalogueScript } from './lib/i18n.ts';
import { catalogueVersions } from './lib/i18n.server.ts';
import { loadInitialData } from './lib/initial-data.server.ts';
import { localeOfRequest } from './lib/locale.server.ts';
import { useLocalCache } from './lib/local-cache.ts';
import { hasSessionCookie } from './lib/session.server.ts';
import { COLOR_SCHEME_ATTRIBUTES, MantineRoot } from './lib/mantine-root.tsx';
import { useCspNonce } from './lib/csp-nonce.ts';
import { StarterScript } from './lib/starter-scripts.tsx';
import { INSTALLABLE_EVENT, WorkerScript } from './lib/service-worker.tsx';
import { useHydrated } from './lib/use-hydrated.ts';
import { countPageOfOffer, offerOf } from './components/pwa/install-moment.ts';
import { pageParts } from './components/listings/page-parts.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable app (apps/web/scripts/pwa.mjs writes it at build, ADR 0082).
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

// The app's install prompt: its code loads only on a page where it shows (ADR 0082, install-moment.ts).
const InstallOffer = lazy(() => import('./components/pwa/install-offer.tsx'));

/**
 * Whether the install card is due on this page: the browser offered to install the site (the registering script
 * kept its offer, lib/service-worker), and the moment came. Each page the offer is seen on counts once.
 */
function useInstallOfferDue(): boolean {
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  useEffect(() => {
    let counted = false;
    const check = () => {
      if (counted) return;
      counted = offerOf() !== undefined;
      setDue(counted && countPageOfOffer(pathname, Date.now()));
    };
    check();
    window.addEventListener(INSTALLABLE_EVENT, check);
    return () => window.removeEventListener(INSTALLABLE_EVENT, check);
  }, [pathname]);
  return due;
}

export interface RootLoaderData {
  /** The site texts sent as they are (SHELL_TEXTS: the header's title, the contact page's e-mail), not all of them. */
  siteTexts: SiteTexts;
  /** The footer, worded in the visitor's locale (site-footer.server.ts); none when the initial data failed. */
  footer?: SiteFooterWords;
  /**
   * The browser sent a session cookie: the header offers the panel instead of "login". Only the cookie is read (no
   * API call on public pages); panel layouts load who it is, and a stale cookie is cleared when a panel finds out.
   */
  signedIn: boolean;
  /** The visitor's chosen city (the city cookie, as the API resolved it) for the header; null for all cities. */
  city: SelectedCity | null;
  /** Version of the visitor's catalogue: the rest of it is fetched by it after hydration (entry.client). */
  catalogueVersion: string;
  /** Set when the initial data could not be loaded: the page then shows the error screen with this status. */
  failure: { status: number; code: string } | null;
  /** The head's shared tags: og:locale, og:site_name, the canonical address (components/seo/site-meta.tsx). */
  seo?: SiteSeo;
  /** The tile server the maps draw from (MAP_TILE_URL); null: no tiles (components/map/point-map.tsx). */
  mapTiles?: MapTiles | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = hasSessionCookie(request);
  // The header's actions of a signed-in person, a chunk of their own: here before the server draws the page.
  if (signedIn) await pageParts('account');
  const locale = localeOfRequest(request);
  const catalogueVersion = catalogueVersions[locale];
  try {
    const initialData = await loadInitialData(request, context);
    return {
      siteTexts: shellTexts(initialData.siteTexts),
      footer: siteFooterOf(initialData.siteTexts, locale),
      signedIn,
      city: selectedCityOf(initialData),
      catalogueVersion,
      failure: null,
      mapTiles: initialData.mapTiles,
      seo: {
        origin: new URL(request.url).origin,
        siteName: initialData.siteSettings?.appTitle || initialData.siteTexts.appTitle || '',
        image: '/favicon.svg',
      },
    } satisfies RootLoaderData;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The chrome still renders from the catalogue; the status tells crawlers and monitors the truth (503).
    return data<RootLoaderData>(
      { siteTexts: {}, signedIn, city: null, catalogueVersion, failure: { status: error.status, code: error.code } },
      { status: error.status },
    );
  }
}

/**
 * The root's data is read from the cookies (session, city, locale) and the site's settings, never from the query: a
 * navigation that only changes the query (a product's variant, a list's filter or page) does not ask for it again,
 * which cost every such tap a round trip to the server (and a variant tap could be overtaken by its own answer). A
 * submission or an explicit revalidation still reads it, as React Router does by default.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const queryOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return !formMethod && queryOnly ? false : defaultShouldRevalidate;
}

/** The document. The translator comes from entry.server / entry.client, so this renders even on errors. */
export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const dir = directionOf(locale);
  const nonce = useCspNonce();
  // The address the drawn page is of, changed in the same commit as the page: React Router changes the address
  // before it draws the next page (a transition), so browser journeys wait for this, not the address (ADR 0068).
  const { pathname, search } = useLocation();
  return (
    <html
      lang={locale}
      dir={dir}
      data-location={pathname + search}
      {...COLOR_SCHEME_ATTRIBUTES}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        {/* Before every other script, so it hears what they throw; only with SENTRY_DSN (ADR 0087). */}
        <ErrorReportsScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#087f5b" />
        {/* The one font the first paint of a page in this locale draws with (styles/fonts.css). */}
        <link
          rel="preload"
          href={locale === 'fa' ? persianFontUrl : fontUrl}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        <Meta />
        <SiteMeta />
        <Links />
        {/* Names the page's main picture for element timing as the parser reads it (ADR 0073, issue 32). */}
        <StarterScript id="mark-main-picture" />
      </head>
      <body>
        <MantineRoot dir={dir}>{children}</MantineRoot>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts the scripts <Scripts> wrote held, once the page's main picture is drawn (ADR 0073). */}
        <StarterScript id="start-scripts" />
        {/* Registers the service worker once the page is alive, and keeps the browser's install offer (ADR 0082). */}
        <WorkerScript />
        <PageCatalogue version={useRouteLoaderData<RootLoaderData>('root')?.catalogueVersion ?? ''} />
      </body>
    </html>
  );
}

/**
 * The words this page's render used, read by entry.client before hydration (one locale, no extra request). Rendered
 * after the page's body, so the server knows by then which top-level keys the page read; the rest of the catalogue
 * comes after hydration (entry.client). The browser renders whatever it has: the element keeps the server's text.
 */
function PageCatalogue({ version }: { version: string }) {
  const { i18n } = useTranslation();
  const html =
    typeof document === 'undefined'
      ? usedCatalogueScript(i18n)
      : (document.getElementById(CATALOGUE_ELEMENT_ID)?.innerHTML ?? '');
  return (
    <script
      id={CATALOGUE_ELEMENT_ID}
      type="application/json"
      data-version={version}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Marks the page live (lib/page-live.ts): <html data-hydrated>, once React hydrated it and drew what its components
 * draw only in the browser (useHydrated's turn, one transition with this one's). Browser journeys wait for it before
 * using what needs JavaScript (a select that sends itself, a picker), instead of racing the hydration of a slow
 * phone. A leaf of its own: its turn draws nothing else again.
 */
function LiveMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { siteTexts, failure } = loaderData;
  useLocalCache(loaderData.signedIn);
  const installDue = useInstallOfferDue();
  return (
    <MapTilesContext.Provider value={loaderData.mapTiles ?? null}>
      <LiveMark />
      <PublicShell siteTexts={siteTexts} footer={loaderData.footer}>
        {failure ? <ErrorScreen kind={errorKindOfFailure(failure)} status={failure.status} /> : <Outlet />}
        {installDue && (
          <Suspense fallback={null}>
            <InstallOffer />
          </Suspense>
        )}
      </PublicShell>
    </MapTilesContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const status = error instanceof ApiError ? error.status : isStatusError(error) ? error.status : undefined;
  return (
    <PublicShell siteTexts={rootData?.siteTexts ?? {}} footer={rootData?.footer}>
      <ErrorScreen kind={errorKindOf(error)} status={status} error={error} />
    </PublicShell>
  );
}

function isStatusError(error: unknown): error is { status: number } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}
