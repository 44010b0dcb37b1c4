import { data } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/category-children';
import { Breadcrumbs } from '../../components/categories/breadcrumbs.tsx';
import { categoryTypeLabel } from '../../components/categories/category-labels.server.ts';
import {
  browsePath,
  imageSources,
  levelOfPath,
  managerPaths,
  PARENT_FIELD,
} from '../../components/categories/category-levels.ts';
import { CategoryNodeList, type CategoryRowItem } from '../../components/categories/category-node-list.tsx';
import classes from '../../components/categories/manager-categories.module.css';
import { Icon } from '../../components/icons.tsx';
import { MANAGER, may, useManagerMe } from '../../components/manager/access.ts';
import { ConfirmDelete } from '../../components/manager/confirm-delete.tsx';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { ListNotice } from '../../components/manager/list-notice.tsx';
import manager from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { mediaSrc } from '../../lib/media.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';

// One module for /manager/category/{id} (its sub categories) and /manager/subCategory/{id} (its sub-sub
// categories): the node, the path to it, and its children with their own drill-down, edit and delete.

export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const level = levelOfPath(args.url.pathname);
  if (level !== 'category' && level !== 'subCategory') throw data(null, { status: 404 });
  await requirePolicies(args, 'manager', MANAGER.categoriesIndex);
  const locale = localeOfRequest(args.request);
  const texts = catalogues[locale].managerCategories;
  const api = serverApi(args.request, args.context);
  const child: 'subCategory' | 'subSubCategory' = level === 'category' ? 'subCategory' : 'subSubCategory';
  const [node, children] = await Promise.all([
    level === 'category'
      ? api.GET('/api/v1/manager/categories/{id}', { params: { path: { id } } })
      : api.GET('/api/v1/manager/sub-categories/{id}', { params: { path: { id } } }),
    level === 'category'
      ? api.GET('/api/v1/manager/sub-categories', { params: { query: { general_category_id: id } } })
      : api.GET('/api/v1/manager/sub-sub-categories', { params: { query: { general_sub_category_id: id } } }),
  ]).catch(panelFailure(args, 'manager'));

  const typeLabel = categoryTypeLabel(node.type, locale);
  const path = [
    { label: texts.nav, to: managerPaths.list(node.type) },
    ...('generalCategoryId' in node
      ? [{ label: node.categoryTitle, to: managerPaths.node('category', node.generalCategoryId) }]
      : []),
    { label: node.title },
  ];
  const rows: CategoryRowItem[] = children.items.map((item, index) => ({
    id: item.id,
    level: child,
    number: localizeDigits(index + 1, locale),
    title: item.title,
    slug: item.slug,
    image: item.image,
    typeLabel,
    childCount: 'subSubCategoryCount' in item ? localizeDigits(item.subSubCategoryCount, locale) : null,
  }));
  return {
    level,
    child,
    node: {
      id: node.id,
      title: node.title,
      slug: node.slug,
      image: node.image,
      description: node.description,
      typeLabel,
      publicPath: browsePath(level, node.slug),
      parentPath:
        'generalCategoryId' in node
          ? managerPaths.node('category', node.generalCategoryId)
          : managerPaths.list(node.type),
    },
    path,
    rows,
  };
}

export default function CategoryChildren({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { level, child, node, path, rows } = loaderData;
  const picture = imageSources(mediaSrc(node.image));
  return (
    <PanelPage
      title={node.title}
      action={
        may(me, MANAGER.categoriesCreate) && (
          <Button
            component={Link}
            to={managerPaths.create(child, { [PARENT_FIELD[child]]: node.id })}
            leftSection={<Icon name="plus" size={18} />}
          >
            {t(`managerCategories.create.${child}`)}
          </Button>
        )
      }
    >
      <Breadcrumbs crumbs={path} label={t('managerCategories.path')} />
      <ListNotice />
      <PanelCard title={t('managerCategories.details')}>
        <div className={classes.summary}>
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.srcSet ? '112px' : undefined}
            alt={t('managerCategories.imageAlt', { title: node.title })}
            width={112}
            height={112}
            className={classes.summaryImage}
          />
          <div className={classes.summaryBody}>
            <dl className={manager.facts}>
              <dt>{t(`managerCategories.level.${level}`)}</dt>
              <dd>{node.title}</dd>
              <dt>{t('managerCategories.filterType')}</dt>
              <dd>{node.typeLabel}</dd>
              <dt>{t('managerCategories.slug')}</dt>
              <dd className={manager.ltr}>{node.slug}</dd>
            </dl>
            {node.description && (
              <Text size="sm" c="dimmed">
                {node.description}
              </Text>
            )}
            <div className={classes.summaryActions}>
              {may(me, MANAGER.categoriesEdit) && (
                <Button component={Link} to={managerPaths.edit(level, node.id)} variant="light" size="xs">
                  {t(`managerCategories.edit.${level}`)}
                </Button>
              )}
              <Button component={Link} to={node.publicPath} variant="default" size="xs">
                {t('managerCategories.viewOnSite')}
              </Button>
              {may(me, MANAGER.categoriesDelete) && (
                <ConfirmDelete
                  to={managerPaths.remove(level, node.id)}
                  back={node.parentPath}
                  label={t('managerCategories.deleteNamed', { title: node.title })}
                  message={t(`managerCategories.confirmDelete.${level}`, { title: node.title })}
                />
              )}
            </div>
          </div>
        </div>
      </PanelCard>
      <PanelCard title={t('productBrowsing.children', { title: node.title })}>
        {rows.length === 0 ? (
          <p className={manager.empty}>{t('managerCategories.emptyChildren')}</p>
        ) : (
          <CategoryNodeList rows={rows} />
        )}
      </PanelCard>
    </PanelPage>
  );
}
