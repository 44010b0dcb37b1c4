import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Button } from '@mantine/core';
import type { Route } from './+types/stories';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { jalaliOf } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { mediaSrc } from '../../../lib/media.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import classes from './booth-pages.module.css';

/** The booth manager's stories (spec: /panel/myBooth/{boothId}/stories): every story, showing or expired. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const locale = localeOfRequest(args.request);
  const stories = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{boothId}/stories', { params: { path: { boothId: id } } })
    .catch(panelFailure(args, 'general'));
  const base = `/panel/myBooth/${id}`;
  return {
    base,
    items: stories.items.map((story) => ({
      id: story.id,
      video: story.type === 'video',
      thumb: mediaSrc(story.data.thumb ?? story.path),
      caption: story.caption,
      live: story.live,
      kept: story.kept,
      until: jalaliOf(story.expiresAt, locale),
      editHref: `${base}/story/${story.id}`,
    })),
  };
}

export default function BoothStories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items, base } = loaderData;
  return (
    <PanelPage
      title={t('boothMore.stories.manager')}
      action={
        <Button component={Link} to={`${base}/story/create`}>
          {t('boothMore.stories.create')}
        </Button>
      }
    >
      <ListNotice />
      <PanelCard>
        <p>{t('boothMore.stories.intro')}</p>
        {items.length === 0 ? (
          <p>{t('boothMore.stories.empty')}</p>
        ) : (
          <ul className={classes.stories}>
            {items.map((story, index) => (
              <li key={story.id} className={classes.storyRow}>
                {story.video ? (
                  <span className={classes.storyThumb} aria-hidden="true" />
                ) : (
                  <img src={story.thumb} alt="" width={72} height={72} className={classes.storyThumb} />
                )}
                <span>{story.caption}</span>
                <Badge color={story.live ? 'green' : 'gray'} variant="light">
                  {story.live ? t('boothMore.stories.live') : t('boothMore.stories.expired')}
                </Badge>
                {story.kept ? (
                  <Badge color="teal" variant="outline">
                    {t('boothMore.stories.keptBadge')}
                  </Badge>
                ) : (
                  <span>{t('boothMore.stories.until', { date: story.until })}</span>
                )}
                <Button component={Link} to={story.editHref} variant="light" size="xs">
                  {t('boothMore.stories.edit')}
                </Button>
                <ConfirmDelete
                  to={`${base}/stories/${story.id}/delete`}
                  back={`${base}/stories`}
                  label={t('boothMore.stories.deleteNamed', { n: localizeDigits(index + 1, locale) })}
                  message={t('boothMore.stories.confirmDelete')}
                />
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
