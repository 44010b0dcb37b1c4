import { Fragment } from 'react';
import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { Anchor, Button, NativeSelect, Table, TextInput } from '@mantine/core';
import type { Route } from './+types/audit';
import {
  auditChoices,
  auditQuery,
  auditRow,
  firstPageHref,
  nextPageHref,
  type AuditRow,
} from '../../components/audit/audit-view.server.ts';
import classes from '../../components/audit/audit.module.css';
import { JalaliDateInput } from '../../components/forms/jalali-date-input.tsx';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import manager from '../../components/manager/manager.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

/**
 * The operator's trail (back office, policy audit.index; ADR 0078): what staff did that moved money or changed a
 * person's rights or a listing's state, newest first, 20 a page, filtered by who did it, whom it touched, the record,
 * the action and the Jalali days. Read only: nothing here changes an entry.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.auditIndex);
  const locale = localeOfRequest(args.request);
  const { filters, query, bad } = auditQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/audit', { params: { query } })
    .catch(panelFailure(args, 'manager'));
  return {
    rows: page.items.map((entry) => auditRow(entry, locale)),
    more: nextPageHref(args.url, page.nextCursor),
    first: args.url.searchParams.has('cursor') ? firstPageHref(args.url) : null,
    filters,
    bad,
    ...auditChoices(locale),
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** What an action changed: each value before and after it, or what there was when the record was made or removed. */
function Changes({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  if (row.changes.length === 0) return <span className={classes.quiet}>{t('audit.noChange')}</span>;
  return (
    <dl className={classes.changes}>
      {row.state !== 'changed' && (
        <dd className={classes.quiet}>{t(row.state === 'created' ? 'audit.created' : 'audit.removed')}</dd>
      )}
      {row.changes.map((change) => (
        <Fragment key={change.field}>
          <dt>{change.label}</dt>
          <dd dir="auto">
            {change.before !== null && (
              <del className={classes.before}>{change.code ? <bdi dir="ltr">{change.before}</bdi> : change.before}</del>
            )}
            {change.before !== null && change.after !== null && (
              <span aria-hidden="true" className={classes.arrow}>
                {t('audit.arrow')}
              </span>
            )}
            {change.after !== null && (
              <ins className={classes.after}>{change.code ? <bdi dir="ltr">{change.after}</bdi> : change.after}</ins>
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Subject({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  return (
    <>
      {row.subject.href ? (
        <Anchor component={Link} to={row.subject.href} className={manager.name}>
          {row.subject.text}
        </Anchor>
      ) : (
        <span className={manager.name}>{row.subject.text}</span>
      )}
      <Anchor component={Link} to={row.subject.filter} size="xs" className={manager.sub}>
        {t('audit.onlyRecord')}
      </Anchor>
    </>
  );
}

function Person({ person, label }: { person: { name: string; filter: string }; label: string }) {
  return (
    <Anchor component={Link} to={person.filter} title={label} aria-label={`${person.name}: ${label}`} dir="auto">
      {person.name}
    </Anchor>
  );
}

export default function ManagerAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, more, first, filters, bad, subjects, actions } = loaderData;
  const any = { value: '', label: t('audit.filters.any') };
  const error = (name: string) => {
    const problem = bad[name];
    return problem ? t(`audit.filters.${problem as 'badId' | 'badDate' | 'needsType'}`) : undefined;
  };
  const blank = t('audit.blank');
  return (
    <PanelPage title={t('audit.title')}>
      <p className={classes.intro}>{t('audit.intro')}</p>
      <PanelCard>
        <Form method="get" role="search" aria-label={t('audit.filters.label')} className={manager.filters}>
          <TextInput
            name="actor"
            label={t('audit.filters.actor')}
            inputMode="numeric"
            defaultValue={filters.actor}
            error={error('actor')}
          />
          <TextInput
            name="user"
            label={t('audit.filters.user')}
            inputMode="numeric"
            defaultValue={filters.user}
            error={error('user')}
          />
          <NativeSelect
            name="subjectType"
            label={t('audit.filters.subjectType')}
            data={[any, ...subjects]}
            defaultValue={filters.subjectType}
          />
          <TextInput
            name="subjectId"
            label={t('audit.filters.subjectId')}
            inputMode="numeric"
            defaultValue={filters.subjectId}
            error={error('subjectId')}
          />
          <NativeSelect
            name="action"
            label={t('audit.filters.action')}
            data={[any, ...actions]}
            defaultValue={filters.action}
          />
          {(['from', 'to'] as const).map((name) => (
            <JalaliDateInput
              key={name}
              name={name}
              label={t(`audit.filters.${name}`)}
              defaultValue={filters[name]}
              error={error(name)}
            />
          ))}
          <Button type="submit" variant="light">
            {t('audit.filters.apply')}
          </Button>
        </Form>
      </PanelCard>
      <PanelCard>
        {rows.length === 0 ? (
          <p role="status" className={manager.empty}>
            {t('audit.none')}
          </p>
        ) : (
          <>
            <div className={manager.tableWrap}>
              <Table className={manager.table} striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.columns.date')}</Table.Th>
                    <Table.Th>{t('audit.columns.actor')}</Table.Th>
                    <Table.Th>{t('audit.columns.action')}</Table.Th>
                    <Table.Th>{t('audit.columns.subject')}</Table.Th>
                    <Table.Th>{t('audit.columns.user')}</Table.Th>
                    <Table.Th>{t('audit.columns.changes')}</Table.Th>
                    <Table.Th>{t('audit.columns.ip')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td className={manager.nowrap}>{row.at}</Table.Td>
                      <Table.Td>
                        <Person person={row.actor} label={t('audit.onlyActor')} />
                      </Table.Td>
                      <Table.Td>{row.action}</Table.Td>
                      <Table.Td className={manager.userCell}>
                        <Subject row={row} />
                      </Table.Td>
                      <Table.Td>{row.user ? <Person person={row.user} label={t('audit.onlyUser')} /> : blank}</Table.Td>
                      <Table.Td>
                        <Changes row={row} />
                      </Table.Td>
                      <Table.Td className={manager.ltr}>{row.ip || blank}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <ol className={manager.cards}>
              {rows.map((row) => (
                <li key={row.id} className={manager.card}>
                  <div className={manager.cardHead}>
                    <div>
                      <span className={manager.name}>{row.action}</span>
                      <span className={manager.sub}>{row.at}</span>
                    </div>
                  </div>
                  <dl className={manager.facts}>
                    <dt>{t('audit.columns.actor')}</dt>
                    <dd>
                      <Person person={row.actor} label={t('audit.onlyActor')} />
                    </dd>
                    <dt>{t('audit.columns.subject')}</dt>
                    <dd>
                      <Subject row={row} />
                    </dd>
                    {row.user && (
                      <>
                        <dt>{t('audit.columns.user')}</dt>
                        <dd>
                          <Person person={row.user} label={t('audit.onlyUser')} />
                        </dd>
                      </>
                    )}
                    <dt>{t('audit.columns.ip')}</dt>
                    <dd className={manager.ltr}>{row.ip || blank}</dd>
                  </dl>
                  <Changes row={row} />
                </li>
              ))}
            </ol>
          </>
        )}
        {(more || first) && (
          <nav aria-label={t('manager.list.paging')} className={manager.pager}>
            {first && (
              <Button component={Link} to={first} variant="default" size="sm">
                {t('audit.first')}
              </Button>
            )}
            {more && (
              <Button component={Link} to={more} variant="light" size="sm" rel="next">
                {t('audit.more')}
              </Button>
            )}
          </nav>
        )}
      </PanelCard>
    </PanelPage>
  );
}
