import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { Route } from './+types/categories';
import {
  categoryTypeLabel,
  categoryTypeOptions,
  categoryTypeParam,
} from '../../components/categories/category-labels.server.ts';
import { managerPaths } from '../../components/categories/category-levels.ts';
import { CategoryNodeList, type CategoryRowItem } from '../../components/categories/category-node-list.tsx';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import manager from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

/**
 * First-level general categories (spec section 3), filtered by type (?type=ads; all types when absent): each opens
 * its sub categories, and may be edited or deleted after a confirmation.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.categoriesIndex);
  const locale = localeOfRequest(args.request);
  const type = categoryTypeParam(args.url.searchParams.get('type'));
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/categories', { params: { query: { type: CategoryType.is(type) ? type : undefined } } })
    .catch(panelFailure(args, 'manager'));
  const rows: CategoryRowItem[] = items.map((item, index) => ({
    id: item.id,
    level: 'category',
    number: localizeDigits(index + 1, locale),
    title: item.title,
    slug: item.slug,
    image: item.image,
    typeLabel: categoryTypeLabel(item.type, locale),
    childCount: localizeDigits(item.subCategoryCount, locale),
  }));
  return { rows, type, types: categoryTypeOptions(locale), total: localizeDigits(rows.length, locale) };
}

export default function ManagerCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { rows, type, types, total } = loaderData;
  return (
    <PanelPage
      title={t('managerCategories.nav')}
      action={
        may(me, MANAGER.categoriesCreate) && (
          <Button
            component={Link}
            to={managerPaths.create('category', type ? { type } : {})}
            leftSection={<Icon name="plus" size={18} />}
          >
            {t('managerCategories.create.category')}
          </Button>
        )
      }
    >
      <ListNotice />
      <PanelCard>
        {/* A GET form: the filter is in the address (shareable, back button, no JavaScript needed). */}
        <Form method="get" className={manager.filters}>
          <NativeSelect
            name="type"
            label={t('managerCategories.filterType')}
            data={[{ value: '', label: t('managerCategories.anyType') }, ...types]}
            defaultValue={type}
            key={type}
          />
          <Button type="submit" variant="light">
            {t('manager.list.apply')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        <div className={manager.summary}>
          <span>{t('manager.list.total', { n: total })}</span>
        </div>
        {rows.length === 0 ? (
          <p className={manager.empty}>{t('messages.noItems')}</p>
        ) : (
          <CategoryNodeList rows={rows} showType={!type} />
        )}
      </PanelCard>
    </PanelPage>
  );
}
