import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { Pager } from './pager.tsx';
import type { RowsPage, UserRow } from './types.ts';
import classes from './manager.module.css';

/** Active users in green, inactive in grey. */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge color={status === 1 ? 'green' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}

/** Last activity: «آنلاین» stands out; never seen is a dash. */
function LastVisit({ row }: { row: UserRow }) {
  const { t } = useTranslation();
  if (!row.lastVisit)
    return (
      <Text span c="dimmed" size="sm">
        {t('manager.users.neverSeen')}
      </Text>
    );
  return (
    <Text span size="sm" c={row.online ? 'teal.8' : undefined} fw={row.online ? 700 : undefined}>
      {row.lastVisit}
    </Text>
  );
}

/** Whether a login code is waiting and until when (never the code itself); plain text, so it wraps in a table cell. */
export function LoginCode({ row }: { row: UserRow }) {
  const { t } = useTranslation();
  if (row.codeUntil === null)
    return (
      <Text span c="dimmed" size="sm">
        {t('manager.users.noCode')}
      </Text>
    );
  return (
    <Text span c="orange.9" size="xs" fw={600}>
      {row.codeUntil ? t('manager.users.codeUntil', { time: row.codeUntil }) : t('manager.users.codePending')}
    </Text>
  );
}

function Name({ row, href }: { row: UserRow; href: string | undefined }) {
  const { t } = useTranslation();
  const name = row.name || t('panel.unnamed');
  return (
    <>
      {href ? (
        <Anchor component={Link} to={href} className={classes.name}>
          {name}
        </Anchor>
      ) : (
        <span className={classes.name}>{name}</span>
      )}
      {row.email && (
        <span className={`${classes.sub} ${classes.email} ${classes.ltr}`} title={row.email}>
          {/* A long address breaks after its @ rather than mid-word. */}
          {row.email.split('@').map((part, index) => (index === 0 ? part : [<wbr key={index} />, `@${part}`]))}
        </span>
      )}
    </>
  );
}

/**
 * A page of users: a table on desktop, one card per user on phones (both rendered, CSS shows one), the row number
 * of spec section 9, Persian digits and Jalali dates from the loader, "No items found" when empty, and paging.
 */
export function UserList({
  page,
  search,
  showAccess,
  hrefOf,
  actions,
}: {
  page: RowsPage<UserRow>;
  /** The list's query string, kept by the paging links. */
  search: string;
  /** The type and role columns (back office). */
  showAccess: boolean;
  hrefOf: (row: UserRow) => string | undefined;
  actions: (row: UserRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (page.items.length === 0) return <p className={classes.empty}>{t('messages.noItems')}</p>;
  const typeOf = (row: UserRow) => (
    <>
      {row.typeLabel}
      {row.roleTitle && <span className={classes.sub}>{row.roleTitle}</span>}
    </>
  );

  return (
    <>
      <div className={classes.summary}>
        <span>{t('manager.list.total', { n: localizeDigits(page.total, locale) })}</span>
      </div>
      <div className={classes.tableWrap}>
        <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('manager.list.row')}</Table.Th>
              <Table.Th>{t('manager.users.user')}</Table.Th>
              <Table.Th>{t('manager.users.mobile')}</Table.Th>
              {showAccess && <Table.Th>{t('manager.users.typeAndRole')}</Table.Th>}
              <Table.Th>{t('manager.users.status')}</Table.Th>
              <Table.Th>{t('manager.users.activityAndCode')}</Table.Th>
              <Table.Th>{t('manager.users.registered')}</Table.Th>
              <Table.Th>{t('manager.list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className={classes.num}>{row.number}</Table.Td>
                <Table.Td className={classes.userCell}>
                  <Name row={row} href={hrefOf(row)} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>{row.mobile}</Table.Td>
                {showAccess && <Table.Td>{typeOf(row)}</Table.Td>}
                <Table.Td className={classes.nowrap}>
                  <StatusBadge status={row.status} label={row.statusLabel} />
                </Table.Td>
                <Table.Td>
                  <LastVisit row={row} />
                  {row.codeUntil !== null && (
                    <div>
                      <LoginCode row={row} />
                    </div>
                  )}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{row.registered}</Table.Td>
                <Table.Td>
                  <div className={classes.rowActions}>{actions(row)}</div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <ol className={classes.cards}>
        {page.items.map((row) => (
          <li key={row.id} className={classes.card}>
            <div className={classes.cardHead}>
              <div className={classes.cardTitle}>
                <span className={classes.num}>{row.number}</span>
                <div>
                  <Name row={row} href={hrefOf(row)} />
                </div>
              </div>
              <StatusBadge status={row.status} label={row.statusLabel} />
            </div>
            <dl className={classes.facts}>
              <dt>{t('manager.users.mobile')}</dt>
              <dd>{row.mobile}</dd>
              {showAccess && (
                <>
                  <dt>{t('manager.users.typeAndRole')}</dt>
                  <dd>{typeOf(row)}</dd>
                </>
              )}
              <dt>{t('manager.users.lastVisit')}</dt>
              <dd>
                <LastVisit row={row} />
              </dd>
              <dt>{t('manager.users.loginCode')}</dt>
              <dd>
                <LoginCode row={row} />
              </dd>
              <dt>{t('manager.users.registered')}</dt>
              <dd>{row.registered}</dd>
            </dl>
            <div className={classes.rowActions}>{actions(row)}</div>
          </li>
        ))}
      </ol>
      <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
    </>
  );
}
