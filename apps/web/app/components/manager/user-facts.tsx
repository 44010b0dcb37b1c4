import { useTranslation } from '../../lib/use-translation.tsx';
import { PanelCard } from '../panel/panel-page.tsx';
import type { UserRow } from './types.ts';
import { LoginCode, StatusBadge } from './user-list.tsx';
import classes from './manager.module.css';

/** What a manager or an agent sees about a user above its form: status, activity, a waiting login code, verification. */
export function UserFacts({ row, showAccess = true }: { row: UserRow; showAccess?: boolean }) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('manager.users.activity')}>
      <dl className={classes.facts}>
        <dt>{t('manager.users.status')}</dt>
        <dd>
          <StatusBadge status={row.status} label={row.statusLabel} />
        </dd>
        {showAccess && (
          <>
            <dt>{t('manager.users.typeAndRole')}</dt>
            <dd>{row.roleTitle ? `${row.typeLabel}${t('list.separator')}${row.roleTitle}` : row.typeLabel}</dd>
          </>
        )}
        <dt>{t('manager.users.registered')}</dt>
        <dd>{row.registered}</dd>
        <dt>{t('manager.users.lastVisit')}</dt>
        <dd>{row.lastVisit || t('manager.users.neverSeen')}</dd>
        <dt>{t('manager.users.loginCode')}</dt>
        <dd>
          <LoginCode row={row} />
        </dd>
        <dt>{t('manager.users.authLevel')}</dt>
        <dd>{row.authLevelLabel}</dd>
      </dl>
    </PanelCard>
  );
}
