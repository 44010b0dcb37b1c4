import type { ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Badge, Text } from '@mantine/core';
import { RecordList } from './record-list.tsx';
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
export function LastVisit({ row }: { row: UserRow }) {
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

export function UserName({ row, href }: { row: UserRow; href: string | undefined }) {
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

/** A user's type, their role under it. */
export function UserTypeAndRole({ row }: { row: UserRow }) {
  return (
    <>
      {row.typeLabel}
      {row.roleTitle && <span className={classes.sub}>{row.roleTitle}</span>}
    </>
  );
}

/** The table's cell of the last visit, a waiting login code under it. */
export function UserActivity({ row }: { row: UserRow }) {
  return (
    <>
      <LastVisit row={row} />
      {row.codeUntil !== null && (
        <div>
          <LoginCode row={row} />
        </div>
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
  const name = (row: UserRow) => <UserName row={row} href={hrefOf(row)} />;
  const status = (row: UserRow) => <StatusBadge status={row.status} label={row.statusLabel} />;

  return (
    <RecordList
      page={page}
      search={search}
      columns={[
        { label: t('manager.users.user'), style: 'userCell', cell: name },
        { label: t('manager.users.mobile'), style: 'nowrap', cell: (row) => row.mobile, fact: true },
        showAccess && {
          label: t('manager.users.typeAndRole'),
          cell: (row) => <UserTypeAndRole row={row} />,
          fact: true,
        },
        { label: t('manager.users.status'), style: 'nowrap', cell: status },
        { label: t('manager.users.activityAndCode'), cell: (row) => <UserActivity row={row} /> },
        // The card gives the last visit and the login code a fact each.
        { label: t('manager.users.lastVisit'), cell: (row) => <LastVisit row={row} />, fact: true, table: false },
        { label: t('manager.users.loginCode'), cell: (row) => <LoginCode row={row} />, fact: true, table: false },
        { label: t('manager.users.registered'), style: 'nowrap', cell: (row) => row.registered, fact: true },
      ]}
      card={{ title: (row) => <div>{name(row)}</div>, badge: status }}
      actions={{
        heading: t('manager.list.actions'),
        cell: (row) => <div className={classes.rowActions}>{actions(row)}</div>,
      }}
    />
  );
}
