import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { ImageView } from '../../lib/listings/types.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { ListingIcon } from './listing-icons.tsx';
import classes from './listings.module.css';
import { mainPicture } from '../../lib/scripts-after-picture.ts';

export interface GalleryImage {
  large: ImageView;
  thumb: string;
  /** A video's address: the slide plays it (controls, nothing loaded but its metadata until asked). */
  video?: string;
}

/**
 * A listing's photos: the first large, the others a finger swipe away (CSS scroll snap: no library, works without
 * JavaScript), thumbnails below that jump to their photo (plain #anchors without JavaScript), a «۲ از ۵» counter and,
 * on wide screens, previous / next arrows.
 */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = images.length;

  const show = (index: number) => {
    const list = track.current;
    if (!list || index < 0 || index >= count) return;
    // Each photo is as wide as the row. Scroll the row only (scrollIntoView would move the page too); a right-to-left
    // row scrolls to negative offsets (the standard in Chromium, Firefox and Safari).
    const rtl = getComputedStyle(list).direction === 'rtl';
    list.scrollTo({ left: (rtl ? -1 : 1) * index * list.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };
  const onThumb = (event: MouseEvent, index: number) => {
    event.preventDefault();
    show(index);
  };
  const onScroll = () => {
    const list = track.current;
    if (!list || list.clientWidth === 0) return;
    // Right-to-left rows scroll to negative offsets in Chromium and Firefox: the distance is what counts.
    setCurrent(Math.min(count - 1, Math.round(Math.abs(list.scrollLeft) / list.clientWidth)));
  };

  return (
    <section className={classes.gallery} aria-label={t('listings.detail.photos')}>
      <div className={classes.stage}>
        <ul
          className={classes.track}
          ref={track}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={t('listings.detail.photos')}
        >
          {images.map((image, index) => (
            <li key={image.large.src} id={`photo-${index + 1}`} className={classes.slide}>
              {image.video ? (
                <video
                  src={image.video}
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={t('listings.detail.videoOf', { title, n: localizeDigits(index + 1, locale) })}
                />
              ) : (
                <img
                  src={image.large.src}
                  srcSet={image.large.srcSet}
                  sizes={image.large.srcSet ? '(min-width: 62em) 36rem, 100vw' : undefined}
                  // The slide's shape (4:3, the stylesheet sizes it): the browser reserves the place before the CSS.
                  width={1280}
                  height={960}
                  alt={
                    count > 1 ? t('listings.detail.photoOf', { title, n: localizeDigits(index + 1, locale) }) : title
                  }
                  loading={index === 0 ? 'eager' : 'lazy'}
                  {...mainPicture(index === 0)}
                  decoding="async"
                />
              )}
            </li>
          ))}
        </ul>
        {count > 1 && (
          <span className={classes.counter} aria-hidden="true">
            {t('listings.detail.photoCounter', {
              n: localizeDigits(current + 1, locale),
              total: localizeDigits(count, locale),
            })}
          </span>
        )}
        {hydrated && count > 1 && (
          <>
            <button
              type="button"
              className={`${classes.arrow} ${classes.arrowPrevious}`}
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-label={t('listings.detail.previousPhoto')}
            >
              <ListingIcon name="chevronPrevious" className={classes.flip} />
            </button>
            <button
              type="button"
              className={`${classes.arrow} ${classes.arrowNext}`}
              onClick={() => show(current + 1)}
              disabled={current === count - 1}
              aria-label={t('listings.detail.nextPhoto')}
            >
              <ListingIcon name="chevronNext" className={classes.flip} />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ol className={classes.thumbs} aria-label={t('listings.detail.thumbnails')}>
          {images.map((image, index) => (
            <li key={image.large.src}>
              <a
                href={`#photo-${index + 1}`}
                className={classes.thumb}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('listings.detail.showPhoto', { n: localizeDigits(index + 1, locale) })}
                onClick={(event) => onThumb(event, index)}
              >
                {image.video ? (
                  <span className={classes.videoThumb} aria-hidden="true">
                    <ListingIcon name="play" size={24} />
                  </span>
                ) : (
                  <img src={image.thumb} alt="" width={64} height={64} loading="lazy" decoding="async" />
                )}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
