import { useTranslation } from '../../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../../lib/use-locale.ts';
import classes from './story-ring.module.css';

/** A story as the booth's page draws it (prepared on the server). */
export interface StoryView {
  id: number;
  video: boolean;
  src: string;
  thumb: string;
  caption: string;
}

/**
 * A booth's stories (spec: a story ring on the booth's page): a row of rings; each opens its story full screen. The
 * story is the target of the ring's link (#story-{id}), so it opens without JavaScript too, and «بستن» goes back.
 */
export function StoryRing({ stories, title }: { stories: StoryView[]; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const digits = (n: number) => localizeDigits(n, locale);
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="booth-stories" className={classes.stories}>
      <h2 id="booth-stories" className={classes.heading}>
        {t('boothMore.stories.title')}
      </h2>
      <ul className={classes.ring}>
        {stories.map((story, index) => (
          <li key={story.id}>
            <a
              href={`#story-${story.id}`}
              className={classes.bubble}
              aria-label={t('boothMore.stories.open', { n: digits(index + 1), caption: story.caption || title })}
            >
              {story.video ? (
                <span className={classes.videoMark} aria-hidden="true">
                  ▶
                </span>
              ) : (
                <img src={story.thumb} alt="" width={64} height={64} loading="lazy" />
              )}
            </a>
          </li>
        ))}
      </ul>
      {stories.map((story, index) => (
        <div
          key={story.id}
          id={`story-${story.id}`}
          className={classes.viewer}
          role="dialog"
          aria-label={t('boothMore.stories.of', { title, n: digits(index + 1), total: digits(stories.length) })}
        >
          <figure className={classes.frame}>
            {story.video ? (
              <video src={story.src} controls playsInline preload="none" className={classes.media} />
            ) : (
              <img src={story.src} alt={story.caption || title} className={classes.media} loading="lazy" />
            )}
            {story.caption && <figcaption className={classes.caption}>{story.caption}</figcaption>}
          </figure>
          <nav className={classes.controls}>
            {index + 1 < stories.length && (
              <a href={`#story-${stories[index + 1]?.id}`} className={classes.control}>
                {t('boothMore.stories.next')}
              </a>
            )}
            <a href="#booth-stories" className={classes.control}>
              {t('boothMore.stories.close')}
            </a>
          </nav>
        </div>
      ))}
    </section>
  );
}
