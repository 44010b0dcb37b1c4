import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { mediaSrc } from '../../lib/media.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { imageSources } from './category-levels.ts';
import classes from './categories.module.css';

export interface CardLink {
  title: string;
  to: string;
}

/**
 * A category as a card: its picture (or the placeholder /images/noPic.jpg), its title as the link, and optionally its
 * first sub categories as links of their own, so a phone reaches a sub category in one tap.
 */
export function CategoryCard({
  title,
  to,
  image,
  children = [],
  more = 0,
}: {
  title: string;
  to: string;
  image: string;
  children?: readonly CardLink[];
  /** Sub categories not shown on the card. */
  more?: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sources = imageSources(mediaSrc(image));
  return (
    <article className={classes.card}>
      <Link to={to} className={classes.cardLink}>
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? '(min-width: 48em) 220px, 45vw' : undefined}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className={classes.cardImage}
          // A category's icon (the demo's starter categories) is drawn whole in the middle, not cropped as a photo.
          data-icon={sources.src.endsWith('.svg') || undefined}
        />
        <span className={classes.cardTitle}>{title}</span>
      </Link>
      {children.length > 0 && (
        <ul className={classes.cardChildren}>
          {children.map((child) => (
            <li key={child.to}>
              <Link to={child.to}>{child.title}</Link>
            </li>
          ))}
          {more > 0 && (
            <li className={classes.cardMore}>
              <Link to={to} aria-label={t('productBrowsing.allOf', { title })}>
                {t('productBrowsing.moreSubCategories', { n: localizeDigits(more, locale) })}
              </Link>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
