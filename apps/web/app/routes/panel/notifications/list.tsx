import { useEffect } from 'react';
import { Form } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { NotificationStatus } from '@shahrbazar/domain/enums/notification';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/list';
import { Icon } from '../../../components/icons.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import lists from '../../../components/panel/lists.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { setNotificationUnread } from '../../../lib/chat-unread.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** My notifications (ADR 0028): newest first, by cursor (?cursor=, ADR 0117), unread ones marked, «همه خوانده شد». */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const cursor = Number(args.url.searchParams.get('cursor'));
  const query = { cursor: Number.isInteger(cursor) && cursor > 0 ? cursor : undefined };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/notifications', { params: { query } })
    .catch(panelFailure(args, 'general'));
  return {
    unread: page.unread,
    next: page.nextCursor,
    items: page.items.map((item) => ({
      id: item.id,
      title: item.title,
      text: item.text,
      link: item.link,
      unread: item.status === NotificationStatus.unread,
      date: formatJalaliDateTime(new Date(item.registerDate), locale),
    })),
  };
}

/** Mark read: one (`id`) or all; a form per button, so it works without JavaScript. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = Number(form.get('id'));
  const api = serverApi(args.request, args.context);
  try {
    const answer =
      Number.isInteger(id) && id > 0
        ? await api.POST('/api/v1/me/notifications/{id}/read', { params: { path: { id } } })
        : await api.POST('/api/v1/me/notifications/read', { body: { all: true } });
    return { unread: answer.unread };
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items, unread, next } = loaderData;
  const answered = actionData && 'unread' in actionData ? actionData.unread : undefined;
  useEffect(() => {
    if (answered !== undefined) setNotificationUnread(answered);
  }, [answered]);
  return (
    <PanelPage
      title={t('notifications.list.title')}
      action={
        <Button
          component={Link}
          to="/panel/notification-settings"
          variant="light"
          leftSection={<Icon name="bell" size={18} />}
        >
          {t('notifications.list.settings')}
        </Button>
      }
    >
      <PanelCard>
        {items.length === 0 ? (
          <Text c="dimmed">{t('notifications.list.none')}</Text>
        ) : (
          <>
            <div className={lists.row}>
              <p className={lists.rowMeta}>{t('notifications.list.unread', { n: localizeDigits(unread, locale) })}</p>
              {unread > 0 && (
                <Form method="post">
                  <Button type="submit" variant="subtle" size="compact-sm">
                    {t('notifications.list.readAll')}
                  </Button>
                </Form>
              )}
            </div>
            <ul className={lists.rows} aria-label={t('notifications.list.title')}>
              {items.map((item) => (
                <li key={item.id} className={lists.row} data-unread={item.unread || undefined}>
                  <div>
                    <div className={lists.rowTitle} dir="auto">
                      {item.link ? (
                        <Anchor component={Link} to={item.link}>
                          {item.title}
                        </Anchor>
                      ) : (
                        item.title
                      )}{' '}
                      {item.unread && (
                        <Badge size="xs" color="red" variant="light">
                          {t('notifications.list.new')}
                        </Badge>
                      )}
                    </div>
                    <Text size="sm" dir="auto">
                      {item.text}
                    </Text>
                    <div className={lists.rowMeta}>{item.date}</div>
                  </div>
                  {item.unread && (
                    <Form method="post" className={lists.rowEnd}>
                      <input type="hidden" name="id" value={item.id} />
                      <Button type="submit" variant="default" size="compact-sm">
                        {t('notifications.list.markRead')}
                      </Button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {next !== null && (
          <Button component={Link} to={`?cursor=${next}`} variant="subtle" mt="md">
            {t('notifications.list.older')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
