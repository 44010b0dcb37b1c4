import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Banner } from '@shahrbazar/domain/api/catalogue.schema';
import { BANNER_IMAGE } from '@shahrbazar/domain/enums/banner';
import { isExternalBannerUrl } from '@shahrbazar/domain/rules/banner-url';
import { mediaSrc } from '../../lib/media.ts';
import { hasVariants, imageVariant } from '../media/image-variant.ts';
import classes from './banner-strip.module.css';
import { mainPicture } from '../../lib/scripts-after-picture.ts';

/** What the strip needs of a banner (the API's Banner has more). */
export type StripBanner = Pick<Banner, 'id' | 'image' | 'url' | 'title'>;

/** Phones show one banner at a time at nearly the full width, desktops two side by side (or one, alone). */
const SIZES = '(max-width: 47.99em) 88vw, (max-width: 75em) 50vw, 600px';

function BannerImage({ banner, first }: { banner: StripBanner; first: boolean }) {
  const src = mediaSrc(banner.image);
  // Phones on slow networks take the 800-pixel rendition; wide screens the 1200 one.
  const srcSet = hasVariants(src) ? `${imageVariant(src, 'medium')} 800w, ${src} 1200w` : undefined;
  return (
    <img
      src={srcSet ? imageVariant(src, 'medium') : src}
      srcSet={srcSet}
      sizes={srcSet ? SIZES : undefined}
      width={BANNER_IMAGE.width}
      height={BANNER_IMAGE.height}
      alt={banner.title}
      loading={first ? 'eager' : 'lazy'}
      {...mainPicture(first)}
      decoding="async"
      className={classes.image}
    />
  );
}

function BannerLink({ banner, first }: { banner: StripBanner; first: boolean }) {
  const image = <BannerImage banner={banner} first={first} />;
  if (!banner.url) return <div className={classes.item}>{image}</div>;
  if (isExternalBannerUrl(banner.url)) {
    // Banners are paid placements: the link is marked sponsored, and the page it opens cannot reach back to ours.
    return (
      <a href={banner.url} target="_blank" rel="noopener sponsored" className={classes.item}>
        {image}
      </a>
    );
  }
  return (
    <Link to={banner.url} className={classes.item}>
      {image}
    </Link>
  );
}

/**
 * Banners of one place on a public page (from its loader: GET /api/v1/banners?location=&section=), each linking to
 * its address: a horizontally scrolling strip on phones (one banner and the edge of the next), a row of two on
 * desktop. Images keep their 3:1 space before they load; only the first loads at once (none with `priority={false}`,
 * for a place below the fold). Nothing when there are none.
 */
export function BannerStrip({
  banners,
  label,
  priority = true,
}: {
  banners: readonly StripBanner[];
  /** The region's name for screen readers (default «پیشنهادهای ویژه»). */
  label?: string;
  /** The strip is in the first screenful: its first image loads at once, with high priority. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-label={label ?? t('media.strip.label')} className={classes.strip}>
      <ul className={classes.list} data-count={banners.length === 1 ? 'one' : 'many'}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={classes.cell}>
            <BannerLink banner={banner} first={priority && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
