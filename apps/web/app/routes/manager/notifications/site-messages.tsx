import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { SiteMessageCategory, SiteMessageLocation } from '@shahrbazar/domain/enums/notification';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import type { Route } from './+types/site-messages';
import { Icon } from '../../../components/icons.tsx';
import { MANAGER, may } from '../../../components/manager/access.ts';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { requirePolicies } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** The back office's site messages (spec: title, category, location, description, date), newest first by keyset. */
export async function loader(args: Route.LoaderArgs) {
  const me = await requirePolicies(args, 'manager', MANAGER.siteMessagesIndex);
  const locale = localeOfRequest(args.request);
  const cursor = Number(args.url.searchParams.get('cursor'));
  const query = { cursor: Number.isInteger(cursor) && cursor > 0 ? cursor : undefined };
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/site-messages', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    canCreate: may(me, MANAGER.siteMessagesCreate),
    canEdit: may(me, MANAGER.siteMessagesEdit),
    canDelete: may(me, MANAGER.siteMessagesDelete),
    next: page.nextCursor,
    items: page.items.map((item) => ({
      id: item.id,
      title: item.title,
      category: SiteMessageCategory.label(item.category, locale),
      location: SiteMessageLocation.label(item.location, locale),
      date: formatJalaliDateTime(new Date(item.date), locale),
    })),
  };
}

export default function SiteMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { items, next, canCreate, canEdit, canDelete } = loaderData;
  return (
    <PanelPage
      title={t('siteMessages.manager.title')}
      action={
        canCreate && (
          <Button component={Link} to="/manager/siteMessage/create" leftSection={<Icon name="plus" size={18} />}>
            {t('siteMessages.manager.create')}
          </Button>
        )
      }
    >
      <ListNotice />
      <PanelCard>
        {items.length === 0 ? (
          <Text c="dimmed">{t('siteMessages.manager.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('siteMessages.fields.title')}</Table.Th>
                  <Table.Th>{t('siteMessages.fields.category')}</Table.Th>
                  <Table.Th>{t('siteMessages.fields.location')}</Table.Th>
                  <Table.Th>{t('siteMessages.fields.date')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td dir="auto">
                      {canEdit ? (
                        <Anchor component={Link} to={`/manager/siteMessage/${item.id}/edit`}>
                          {item.title}
                        </Anchor>
                      ) : (
                        item.title
                      )}
                    </Table.Td>
                    <Table.Td>{item.category}</Table.Td>
                    <Table.Td>{item.location}</Table.Td>
                    <Table.Td>{item.date}</Table.Td>
                    <Table.Td>
                      {canDelete && (
                        <ConfirmDelete
                          to={`/manager/siteMessage/${item.id}/delete`}
                          back={`${pathname}${search}`}
                          label={t('siteMessages.manager.delete')}
                          message={t('siteMessages.manager.confirmDelete', { title: item.title })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {next !== null && (
          <Button component={Link} to={`?cursor=${next}`} variant="subtle" mt="md">
            {t('siteMessages.manager.older')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
