import { useTranslation } from '../../lib/use-translation.tsx';
import lists from '../panel/lists.module.css';
import { StatusColorBadge } from '../status-color-badge.tsx';
import type { ManagedWithdrawalView, WithdrawalView } from './wallet-ops-view.ts';
import classes from './wallet-ops.module.css';

/**
 * A withdrawal request's facts: its status, amount, SHABA, dates and the transfer's tracking number once paid, the
 * same on its owner's page and in the back office, which adds who asked (`user`) and their balance now.
 */
export function WithdrawalFacts({
  withdrawal,
  user,
}: {
  withdrawal: WithdrawalView;
  user?: ManagedWithdrawalView['user'];
}) {
  const { t } = useTranslation();
  return (
    <dl className={lists.facts}>
      <dt>{t('withdrawals.detail.status')}</dt>
      <dd>
        <StatusColorBadge color={withdrawal.statusColor} label={withdrawal.statusLabel} />
      </dd>
      {user && (
        <>
          <dt>{t('withdrawals.manager.user')}</dt>
          <dd>{user.name}</dd>
          {user.mobile && (
            <>
              <dt>{t('withdrawals.manager.mobile')}</dt>
              <dd>
                <bdi dir="ltr">{user.mobile}</bdi>
              </dd>
            </>
          )}
        </>
      )}
      <dt>{t('withdrawals.detail.amount')}</dt>
      <dd>
        <strong>{withdrawal.amount}</strong>
      </dd>
      {user && (
        <>
          <dt>{t('withdrawals.manager.balance')}</dt>
          <dd>{user.balance}</dd>
        </>
      )}
      <dt>{t('withdrawals.detail.shaba')}</dt>
      <dd>
        <bdi dir="ltr" className={classes.code}>
          {withdrawal.shaba}
        </bdi>
      </dd>
      <dt>{t('withdrawals.detail.registered')}</dt>
      <dd>{withdrawal.registered}</dd>
      {withdrawal.reviewed && (
        <>
          <dt>{t('withdrawals.detail.reviewed')}</dt>
          <dd>{withdrawal.reviewed}</dd>
        </>
      )}
      {withdrawal.tracking && (
        <>
          <dt>{t('withdrawals.detail.tracking')}</dt>
          <dd>
            <bdi dir="ltr" className={classes.code}>
              {withdrawal.tracking}
            </bdi>
          </dd>
        </>
      )}
    </dl>
  );
}
