import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, Table } from '@mantine/core';
import { mediaSrc } from '../../lib/media.ts';
import { MANAGER, may, useManagerMe } from '../manager/access.ts';
import { ConfirmDelete } from '../manager/confirm-delete.tsx';
import manager from '../manager/manager.module.css';
import { childLevel, imageSources, managerPaths, type CategoryLevel } from './category-levels.ts';
import classes from './manager-categories.module.css';

/** A node of the tree as a back-office row, every text ready in the page's locale. */
export interface CategoryRowItem {
  id: number;
  level: CategoryLevel;
  /** Row number in the page's digits. */
  number: string;
  title: string;
  slug: string;
  image: string;
  /** The type's label; shown only where the list mixes types. */
  typeLabel: string;
  /** How many children, in the page's digits; null on the third level. */
  childCount: string | null;
}

function Thumb({ image }: { image: string }) {
  const sources = imageSources(mediaSrc(image));
  return <img src={sources.src} alt="" width={48} height={48} loading="lazy" className={classes.rowThumb} />;
}

/**
 * A list of categories of one level: a table on desktop and cards on phones (spec section 9: the mobile layout
 * under 768 px). The title opens the node's children (the third level: its editor); edit and delete (after a
 * confirmation, spec section 9) as the manager's permissions allow.
 */
export function CategoryNodeList({ rows, showType = false }: { rows: readonly CategoryRowItem[]; showType?: boolean }) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { pathname, search } = useLocation();
  const canEdit = may(me, MANAGER.categoriesEdit);
  const canDelete = may(me, MANAGER.categoriesDelete);

  const title = (row: CategoryRowItem) => {
    const to = childLevel(row.level)
      ? managerPaths.node(row.level, row.id)
      : canEdit
        ? managerPaths.edit(row.level, row.id)
        : null;
    return to ? (
      <Anchor component={Link} to={to} className={manager.name}>
        {row.title}
      </Anchor>
    ) : (
      <span className={manager.name}>{row.title}</span>
    );
  };
  const actions = (row: CategoryRowItem) => (
    <div className={manager.rowActions}>
      {childLevel(row.level) && (
        <Button
          component={Link}
          to={managerPaths.node(row.level, row.id)}
          variant="default"
          size="xs"
          aria-label={t('managerCategories.openNamed', { title: row.title })}
        >
          {t('managerCategories.open')}
        </Button>
      )}
      {canEdit && (
        <Button
          component={Link}
          to={managerPaths.edit(row.level, row.id)}
          variant="light"
          size="xs"
          aria-label={t('managerCategories.editNamed', { title: row.title })}
        >
          {t('manager.list.edit')}
        </Button>
      )}
      {canDelete && (
        <ConfirmDelete
          to={managerPaths.remove(row.level, row.id)}
          back={`${pathname}${search}`}
          label={t('managerCategories.deleteNamed', { title: row.title })}
          message={t(`managerCategories.confirmDelete.${row.level}`, { title: row.title })}
        />
      )}
    </div>
  );
  const countLabel = (level: CategoryLevel) =>
    level === 'category' ? t('managerCategories.subCategoryCount') : t('managerCategories.subSubCategoryCount');
  const level = rows[0]?.level ?? 'category';
  const hasCounts = childLevel(level) !== undefined;

  return (
    <>
      <div className={manager.tableWrap}>
        <Table className={manager.table} striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('manager.list.row')}</Table.Th>
              <Table.Th>{t('managerCategories.image')}</Table.Th>
              <Table.Th>{t('managerCategories.titleField')}</Table.Th>
              {showType && <Table.Th>{t('managerCategories.filterType')}</Table.Th>}
              <Table.Th>{t('managerCategories.slug')}</Table.Th>
              {hasCounts && <Table.Th>{countLabel(level)}</Table.Th>}
              <Table.Th>{t('manager.list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className={manager.num}>{row.number}</Table.Td>
                <Table.Td>
                  <Thumb image={row.image} />
                </Table.Td>
                <Table.Td>{title(row)}</Table.Td>
                {showType && <Table.Td className={manager.nowrap}>{row.typeLabel}</Table.Td>}
                <Table.Td className={manager.ltr}>{row.slug}</Table.Td>
                {hasCounts && <Table.Td className={manager.num}>{row.childCount}</Table.Td>}
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <ol className={manager.cards}>
        {rows.map((row) => (
          <li key={row.id} className={manager.card}>
            <div className={manager.cardHead}>
              <div className={`${manager.cardTitle} ${classes.cardTitleRow}`}>
                <Thumb image={row.image} />
                <span className={manager.num}>{row.number}</span>
                {title(row)}
              </div>
            </div>
            <dl className={manager.facts}>
              {showType && (
                <>
                  <dt>{t('managerCategories.filterType')}</dt>
                  <dd>{row.typeLabel}</dd>
                </>
              )}
              <dt>{t('managerCategories.slug')}</dt>
              <dd className={manager.ltr}>{row.slug}</dd>
              {hasCounts && (
                <>
                  <dt>{countLabel(row.level)}</dt>
                  <dd>{row.childCount}</dd>
                </>
              )}
            </dl>
            {actions(row)}
          </li>
        ))}
      </ol>
    </>
  );
}
