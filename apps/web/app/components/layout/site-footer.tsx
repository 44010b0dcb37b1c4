import { useTranslation } from '../../lib/use-translation.tsx';
import { Container } from '../plain/plain.tsx';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import { isLocale, DEFAULT_LOCALE } from '@shahrbazar/domain/i18n/locale';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { telHref } from '../../lib/digits.ts';
import { safeExternalUrl } from '../../lib/external-url.ts';
import classes from './site-footer.module.css';

const SOCIAL = ['instagram', 'telegram', 'twitter', 'linkedin', 'youtube', 'aparat'] as const;
const TRUST = ['enamad', 'samandehi', 'javaz'] as const;
type LinkName = (typeof SOCIAL)[number] | (typeof TRUST)[number];
/** The site texts the footer's links are made of (public-shell.tsx SHELL_TEXTS). */
export const FOOTER_LINK_TEXTS = [
  ...SOCIAL,
  ...TRUST,
  'urlTerms',
  'urlPrivacy',
  'urlDownloadBazaar',
  'urlDownloadMyket',
  'urlDownloadApp',
] as const;

/** Only the links the back office has set, and only if they are http(s) addresses. */
function linksOf(names: readonly LinkName[], siteTexts: SiteTexts) {
  return names.flatMap((name) => {
    const href = safeExternalUrl(siteTexts[name]);
    return href ? [{ name, href }] : [];
  });
}

/** A link of the site texts that may also be a path of this site ("/page/terms"); never javascript: or //host. */
function siteHref(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (text && /^\/(?![/\\])\S*$/.test(text)) return text;
  return safeExternalUrl(text);
}

/** The pages (terms, privacy) and the app stores the back office has linked, each with its catalogue label. */
function pageLinks(siteTexts: SiteTexts) {
  const pages = [
    { key: 'terms', href: siteHref(siteTexts.urlTerms) },
    { key: 'privacy', href: siteHref(siteTexts.urlPrivacy) },
  ] as const;
  const apps = [
    { key: 'appBazaar', href: safeExternalUrl(siteTexts.urlDownloadBazaar) },
    { key: 'appMyket', href: safeExternalUrl(siteTexts.urlDownloadMyket) },
    { key: 'appDirect', href: safeExternalUrl(siteTexts.urlDownloadApp) },
  ] as const;
  const set = <T extends { href: string | undefined }>(links: readonly T[]) =>
    links.filter((link): link is T & { href: string } => Boolean(link.href));
  return { pages: set(pages), apps: set(apps) };
}

export function SiteFooter({ siteTexts }: { siteTexts: SiteTexts }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { aboutBottom, supportBottom, phone, address, email, copyright, descriptionFooter, developerFooter } =
    siteTexts;
  const social = linksOf(SOCIAL, siteTexts);
  const trust = linksOf(TRUST, siteTexts);
  const { pages, apps } = pageLinks(siteTexts);

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          {aboutBottom && (
            <section aria-labelledby="footer-about">
              <h2 id="footer-about" className={classes.heading}>
                {t('footer.about')}
              </h2>
              <p className={classes.text} dir="auto">
                {aboutBottom}
              </p>
            </section>
          )}
          {supportBottom && (
            <section aria-labelledby="footer-support">
              <h2 id="footer-support" className={classes.heading}>
                {t('settings.footer.support')}
              </h2>
              <p className={classes.text} dir="auto">
                {supportBottom}
              </p>
            </section>
          )}
          {(phone || address || email) && (
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className={classes.heading}>
                {t('footer.contact')}
              </h2>
              <address className={classes.contact}>
                {phone && (
                  <p>
                    <span className={classes.label}>{t('footer.phone')}: </span>
                    <a href={telHref(phone)} dir="ltr">
                      {localizeDigits(phone, locale)}
                    </a>
                  </p>
                )}
                {address && (
                  <p>
                    <span className={classes.label}>{t('footer.address')}: </span>
                    <span dir="auto">{address}</span>
                  </p>
                )}
                {email && (
                  <p>
                    <span className={classes.label}>{t('footer.email')}: </span>
                    <a href={`mailto:${email}`} dir="ltr">
                      {email}
                    </a>
                  </p>
                )}
              </address>
            </section>
          )}
          {social.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={classes.heading}>
                {t('footer.social')}
              </h2>
              <ul className={classes.links}>
                {social.map((link) => (
                  <li key={link.name}>
                    <a href={link.href} rel="noopener noreferrer me" target="_blank">
                      {t(`footer.links.${link.name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {trust.length > 0 && (
            <section aria-labelledby="footer-trust">
              <h2 id="footer-trust" className={classes.heading}>
                {t('footer.trust')}
              </h2>
              <ul className={classes.links}>
                {trust.map((link) => (
                  <li key={link.name}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank">
                      {t(`footer.links.${link.name}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {pages.length > 0 && (
            <section aria-labelledby="footer-pages">
              <h2 id="footer-pages" className={classes.heading}>
                {t('settings.footer.pages')}
              </h2>
              <ul className={classes.links}>
                {pages.map((link) => (
                  <li key={link.key}>
                    <a href={link.href}>{t(`settings.footer.${link.key}`)}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {apps.length > 0 && (
            <section aria-labelledby="footer-apps">
              <h2 id="footer-apps" className={classes.heading}>
                {t('settings.footer.apps')}
              </h2>
              <ul className={classes.links}>
                {apps.map((link) => (
                  <li key={link.key}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank">
                      {t(`settings.footer.${link.key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {descriptionFooter && (
          <p className={classes.description} dir="auto">
            {descriptionFooter}
          </p>
        )}
        <p className={classes.copyright} dir="auto">
          {copyright || t('footer.copyright', { title: siteTexts.appTitle || t('app.title') })}
        </p>
        {developerFooter && (
          <p className={classes.developer} dir="auto">
            {developerFooter}
          </p>
        )}
      </Container>
    </footer>
  );
}
