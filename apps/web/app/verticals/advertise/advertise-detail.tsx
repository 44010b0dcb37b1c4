import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import { Button } from '../../components/plain/plain.tsx';
import { telHref } from '../../lib/digits.ts';
import type { DetailExtraProps } from '../../lib/listings/define-vertical.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { advertiseOf, type AdvertiseFields, type LINK_FIELDS } from './advertise-facts.tsx';
import classes from './advertise.module.css';

/** A handle typed as «@name», a bare name, or the service's own address: the link to it, or undefined. */
function profileHref(value: string, base: string, host: RegExp): string | undefined {
  const typed = value.trim();
  if (/^https?:\/\//i.test(typed)) {
    try {
      const url = new URL(typed);
      return host.test(url.hostname) ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  const handle = typed.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,64}$/.test(handle) ? `${base}${handle}` : undefined;
}

/** A WhatsApp number as wa.me wants it: international digits, 09xx read as Iran's +98 9xx. */
function whatsappHref(value: string): string | undefined {
  const digits = toAsciiDigits(value).replace(/\D/g, '');
  if (digits.length < 7) return undefined;
  return `https://wa.me/${digits.startsWith('0') ? `98${digits.slice(1)}` : digits}`;
}

type LinkKey = (typeof LINK_FIELDS)[number];

/** The business's links, each only when it is a link we can make safely (http(s), tel, known hosts). */
export function businessLinks(ad: AdvertiseFields): Array<{ key: LinkKey; href: string; text: string }> {
  const links: Array<{ key: LinkKey; href: string | undefined; text: string }> = [
    { key: 'phone', href: ad.phone ? telHref(ad.phone) : undefined, text: ad.phone },
    { key: 'whatsapp', href: ad.whatsapp ? whatsappHref(ad.whatsapp) : undefined, text: ad.whatsapp },
    {
      key: 'instagram',
      href: ad.instagram ? profileHref(ad.instagram, 'https://instagram.com/', /(^|\.)instagram\.com$/i) : undefined,
      text: ad.instagram,
    },
    {
      key: 'telegram',
      href: ad.telegram ? profileHref(ad.telegram, 'https://t.me/', /(^|\.)(t\.me|telegram\.me)$/i) : undefined,
      text: ad.telegram,
    },
    { key: 'website', href: /^https?:\/\//i.test(ad.website) ? ad.website : undefined, text: ad.website },
  ];
  return links.filter((link): link is { key: LinkKey; href: string; text: string } => link.href !== undefined);
}

/** Under a city ad's facts: the business's links (drawn on the server); its reward is at the top (DetailTop). */
export function AdvertiseDetailExtra({ listing }: DetailExtraProps) {
  const { t } = useTranslation();
  const ad = advertiseOf(listing);
  const links = businessLinks(ad);
  return (
    <>
      {links.length > 0 && (
        <section aria-labelledby="advertise-links">
          <h2 id="advertise-links" className="visually-hidden">
            {t('listings.verticals.advertise.links')}
          </h2>
          <ul className={classes.links}>
            {links.map((link) => (
              <li key={link.key}>
                <Button
                  component="a"
                  href={link.href}
                  variant="light"
                  size="sm"
                  leftSection={<ListingIcon name={link.key === 'phone' ? 'phone' : 'link'} size={16} />}
                  {...(link.key === 'phone' ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
                >
                  {t(`listings.verticals.advertise.${link.key}`)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The reward box's code, loaded once the page is hydrated on a city ad that rewards (it draws nothing before). */
const RewardBox = lazy(() => import('./reward-box.tsx').then((module) => ({ default: module.RewardBox })));

/**
 * Near the top of a city ad's page, under its title: the reward for watching it, with its countdown (issue 35 #8).
 * Browser only (the viewing time is measured from the moment the page is looked at): nothing on the server and before
 * hydration, as the box itself draws nothing until the offer is known.
 */
export function AdvertiseDetailTop({ listing, signedIn, loginHref }: DetailExtraProps) {
  const ad = advertiseOf(listing);
  const hydrated = useHydrated();
  if (!ad.isActiveRewarding || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RewardBox slugId={listing.slugId} signedIn={signedIn} loginHref={loginHref} />
    </Suspense>
  );
}
