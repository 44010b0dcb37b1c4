import { useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Group } from '@mantine/core';
import type { Rewarding } from '@shahrbazar/domain/api/advertise.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useApi } from '../../lib/use-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useIntentKey } from '../../lib/use-intent-key.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { advertiseOf } from './advertise-facts.tsx';
import classes from './advertise.module.css';

/**
 * The owner's rewarding of a city ad, above its form: how many viewers were rewarded of how many, what the reserve
 * still holds, and the switch. Turning it on holds reward × viewers from the wallet; turning it off gives back what
 * is left. Both are one request each; a refusal (the wallet does not cover it) is said in the API's words.
 */
export function RewardingPanel({ listing, data }: { listing: VerticalListing; data: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const hydrated = useHydrated();
  const ad = advertiseOf(listing);
  const [state, setState] = useState<Rewarding | undefined>(data as Rewarding | undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const intent = useIntentKey();
  const failed = (failure: unknown) => setError(failure instanceof ApiError ? failure.message : t('errors.internal'));

  const toggle = async (active: boolean) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const next = await api.POST('/api/v1/me/advertise/{id}/rewarding', {
        params: { path: { id: listing.id } },
        body: { active },
        ...intent.keyed(active ? 'on' : 'off'),
      });
      intent.settled();
      setState(next);
      setNotice(
        active
          ? t('rewards.owner.turnedOn', { amount: formatAmount(next.funded, locale) })
          : t('rewards.owner.turnedOff', { amount: formatAmount(next.refunded ?? 0, locale) }),
      );
    } catch (failure) {
      intent.settled(failure);
      failed(failure);
      setState(
        await api
          .GET('/api/v1/me/advertise/{id}/rewarding', { params: { path: { id: listing.id } } })
          .catch(() => state),
      );
    } finally {
      setBusy(false);
    }
  };

  const amount = (value: number) => formatAmount(value, locale);
  const configured = ad.reward > 0 && ad.numberReward > 0;
  return (
    <PanelCard title={t('rewards.owner.title')}>
      {!state ? (
        <p className={classes.hint}>{t('rewards.owner.loading')}</p>
      ) : (
        <>
          {(state.isActiveRewarding || state.funded > 0) && (
            <dl className={classes.stats}>
              <div>
                <dt>{t('rewards.owner.perView')}</dt>
                <dd>{amount(state.reward)}</dd>
              </div>
              <div>
                <dt>{t('rewards.owner.rewarded')}</dt>
                <dd>
                  {t('rewards.owner.ofCount', {
                    n: localizeDigits(state.rewardedCount, locale),
                    total: localizeDigits(state.numberReward, locale),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('rewards.owner.remaining')}</dt>
                <dd>{amount(state.remaining)}</dd>
              </div>
              {state.refunded !== null && (
                <div>
                  <dt>{t('rewards.owner.refunded')}</dt>
                  <dd>{amount(state.refunded)}</dd>
                </div>
              )}
            </dl>
          )}
          <p className={classes.hint}>
            {state.isActiveRewarding
              ? t('rewards.owner.running')
              : configured
                ? t('rewards.owner.offer', {
                    reward: amount(ad.reward),
                    count: localizeDigits(ad.numberReward, locale),
                    amount: amount(ad.reward * ad.numberReward),
                  })
                : t('rewards.owner.setFirst')}
          </p>
          {notice && (
            <Alert color="teal" variant="light" role="status" mt="sm">
              {notice}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" mt="sm">
              {error}{' '}
              {!state.isActiveRewarding && configured && (
                <Link to="/panel/wallet/charge">{t('rewards.owner.charge')}</Link>
              )}
            </Alert>
          )}
          <Group mt="sm">
            {state.isActiveRewarding ? (
              <Button
                color="red"
                variant="light"
                loading={busy}
                disabled={!hydrated}
                onClick={() => void toggle(false)}
              >
                {t('rewards.owner.turnOff')}
              </Button>
            ) : (
              <Button loading={busy} disabled={!configured || !hydrated} onClick={() => void toggle(true)}>
                {t('rewards.owner.turnOn')}
              </Button>
            )}
          </Group>
        </>
      )}
    </PanelCard>
  );
}
