import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { telHref } from '../../lib/digits.ts';
import { safeExternalUrl } from '../../lib/external-url.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { fill } from '../../lib/listings/view.server.ts';
import type { FooterSection, SiteFooterWords } from './site-footer.tsx';

// The footer worded by the root's loader (ADR 0129): which of the back office's texts and links are set, which are
// safe addresses, their labels and the phone's digits are decided here, so every page's script draws a list of
// sections and links and carries neither the rules nor the site texts' names.

const SOCIAL = ['instagram', 'telegram', 'twitter', 'linkedin', 'youtube', 'aparat'] as const;
const TRUST = ['enamad', 'samandehi', 'javaz'] as const;

/** A link of the site texts that may also be a path of this site ("/page/terms"); never javascript: or //host. */
function siteHref(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (text && /^\/(?![/\\])\S*$/.test(text)) return text;
  return safeExternalUrl(text);
}

/** The footer of every public page in the visitor's locale, from the site texts the back office has set. */
export function siteFooterOf(siteTexts: SiteTexts, locale: Locale): SiteFooterWords {
  const words = catalogues[locale];
  const { footer, settings } = words;
  const sections: FooterSection[] = [];
  const { aboutBottom, supportBottom, phone, address, email } = siteTexts;
  if (aboutBottom) sections.push({ id: 'about', heading: footer.about, text: aboutBottom });
  if (supportBottom) sections.push({ id: 'support', heading: settings.footer.support, text: supportBottom });
  if (phone || address || email)
    sections.push({
      id: 'contact',
      heading: footer.contact,
      contact: [
        ...(phone ? [{ label: footer.phone, text: localizeDigits(phone, locale), href: telHref(phone) }] : []),
        ...(address ? [{ label: footer.address, text: address }] : []),
        ...(email ? [{ label: footer.email, text: email, href: `mailto:${email}` }] : []),
      ],
    });
  const external = (names: readonly (keyof typeof footer.links)[], rel: string) =>
    names.flatMap((name) => {
      const href = safeExternalUrl(siteTexts[name]);
      return href ? [{ href, label: footer.links[name], rel }] : [];
    });
  const set = <T extends { href: string | undefined }>(links: T[]) =>
    links.flatMap((link) => (link.href ? [{ ...link, href: link.href }] : []));
  const groups = [
    { id: 'social', heading: footer.social, links: external(SOCIAL, 'noopener noreferrer me') },
    { id: 'trust', heading: footer.trust, links: external(TRUST, 'noopener noreferrer') },
    {
      id: 'pages',
      heading: settings.footer.pages,
      links: set([
        { href: siteHref(siteTexts.urlTerms), label: settings.footer.terms },
        { href: siteHref(siteTexts.urlPrivacy), label: settings.footer.privacy },
      ]),
    },
    {
      id: 'apps',
      heading: settings.footer.apps,
      links: set([
        {
          href: safeExternalUrl(siteTexts.urlDownloadBazaar),
          label: settings.footer.appBazaar,
          rel: 'noopener noreferrer',
        },
        {
          href: safeExternalUrl(siteTexts.urlDownloadMyket),
          label: settings.footer.appMyket,
          rel: 'noopener noreferrer',
        },
        {
          href: safeExternalUrl(siteTexts.urlDownloadApp),
          label: settings.footer.appDirect,
          rel: 'noopener noreferrer',
        },
      ]),
    },
  ];
  for (const group of groups) if (group.links.length > 0) sections.push(group);
  return {
    sections,
    description: siteTexts.descriptionFooter || undefined,
    copyright: siteTexts.copyright || fill(footer.copyright, { title: siteTexts.appTitle || words.app.title }),
    developer: siteTexts.developerFooter || undefined,
  };
}
