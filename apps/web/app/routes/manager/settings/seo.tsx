import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Table } from '@mantine/core';
import type { SeoSetting } from '@shahrbazar/domain/api/catalogue.schema';
import type { SeoPageType } from '@shahrbazar/domain/api/settings.schema';
import type { Route } from './+types/seo';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import manager from '../../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { settingsGuard } from '../../../components/settings/settings.server.ts';
import { SettingsTabs } from '../../../components/settings/settings-tabs.tsx';
import classes from '../../../components/settings/settings.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** SEO setting of the spec, one per page type: the list, each with its title and meta description. */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args);
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/seo')
    .catch(panelFailure(args, 'manager'));
  return { items };
}

export default function SeoSettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const canEdit = may(me, MANAGER.settingsEdit);
  const typeLabel = (type: string) => t(`settings.seo.types.${type as SeoPageType}`);
  const edit = (item: SeoSetting) =>
    canEdit && (
      <Button
        component={Link}
        to={`/manager/settings/seo/${item.type}`}
        variant="light"
        size="xs"
        aria-label={t('settings.seo.editNamed', { type: typeLabel(item.type) })}
      >
        {t('manager.list.edit')}
      </Button>
    );
  const orNotSet = (text: string) => text || <span className={manager.sub}>{t('settings.seo.notSet')}</span>;
  return (
    <PanelPage title={t('settings.nav.settings')}>
      <SettingsTabs current="seo" />
      <ListNotice />
      <PanelCard title={t('settings.tabs.seo')}>
        <p className={classes.muted}>{t('settings.seo.intro')}</p>
        <div className={manager.tableWrap}>
          <Table className={manager.table} striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.seo.pageType')}</Table.Th>
                <Table.Th>{t('settings.seo.title')}</Table.Th>
                <Table.Th>{t('settings.seo.metaDescription')}</Table.Th>
                <Table.Th>{t('manager.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaderData.items.map((item) => (
                <Table.Tr key={item.type}>
                  <Table.Td className={manager.name}>{typeLabel(item.type)}</Table.Td>
                  <Table.Td dir="auto">{orNotSet(item.title)}</Table.Td>
                  <Table.Td>
                    <span className={classes.clip} dir="auto">
                      {orNotSet(item.metaDescription)}
                    </span>
                  </Table.Td>
                  <Table.Td>{edit(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <ol className={manager.cards}>
          {loaderData.items.map((item) => (
            <li key={item.type} className={manager.card}>
              <div className={manager.cardHead}>
                <span className={manager.name}>{typeLabel(item.type)}</span>
                {edit(item)}
              </div>
              <dl className={manager.facts}>
                <dt>{t('settings.seo.title')}</dt>
                <dd dir="auto">{orNotSet(item.title)}</dd>
                <dt>{t('settings.seo.metaDescription')}</dt>
                <dd>
                  <span className={classes.clip} dir="auto">
                    {orNotSet(item.metaDescription)}
                  </span>
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      </PanelCard>
    </PanelPage>
  );
}
