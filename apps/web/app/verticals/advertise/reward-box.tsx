import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { RewardOffer, RewardStart } from '@shahrbazar/domain/api/advertise.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import { Alert, Button } from '../../components/plain/plain.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApi } from '../../lib/use-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useIntentKey } from '../../lib/use-intent-key.ts';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './advertise.module.css';

// The viewer's reward box, loaded by the page once it is hydrated and the city ad rewards (advertise-detail.tsx): it
// draws nothing on the server, so a visitor's page does not download its calls, countdown and wording first.

/** The rewarder's panel page (subscribe, earnings). */
export const REWARDS_PAGE = '/panel/rewards';

type Phase =
  | { kind: 'loading' }
  | { kind: 'offer'; offer: RewardOffer }
  | { kind: 'watching'; offer: RewardOffer; start: RewardStart; until: number }
  | { kind: 'paid'; amount: number }
  | { kind: 'failed'; message: string };

/**
 * The viewer's reward (browser only: the viewing time is measured from the moment the page is looked at). A
 * subscriber gets a signed start token when the page opens, sees the seconds count down, then claims; the server
 * checks the time again. Everyone else is told what they would need.
 */
export function RewardBox({ slugId, signedIn, loginHref }: { slugId: string; signedIn: boolean; loginHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const [claiming, setClaiming] = useState(false);
  const intent = useIntentKey();

  // The client changes identity when the rest of the catalogue arrives after hydration; the offer is asked for once
  // per page with the first one (its error words are always inlined), so a second start never restarts the countdown.
  const apiRef = useRef(api);
  useEffect(() => {
    if (!hydrated) return;
    const api = apiRef.current;
    let cancelled = false;
    void (async () => {
      try {
        const call = { params: { path: { slugId } } };
        const offer = await api.GET('/api/v1/advertise/{slugId}/reward', call);
        if (cancelled) return;
        if (offer.state !== 'available') return setPhase({ kind: 'offer', offer });
        const start = await api.POST('/api/v1/advertise/{slugId}/reward/start', call);
        if (!cancelled) setPhase({ kind: 'watching', offer, start, until: Date.now() + start.minSeconds * 1000 });
      } catch (error) {
        if (!cancelled) setPhase({ kind: 'failed', message: error instanceof ApiError ? error.message : '' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [slugId, hydrated]);

  const watching = phase.kind === 'watching';
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [watching]);

  if (!hydrated || phase.kind === 'loading') return null;
  if (phase.kind === 'offer' && phase.offer.state === 'off') return null;

  const claim = async (token: string) => {
    setClaiming(true);
    try {
      // A claim whose answer was lost is sent again with its key and answers the credit it made (ADR 0109).
      const paid = await api.POST('/api/v1/advertise/{slugId}/reward/claim', {
        params: { path: { slugId } },
        body: { token },
        ...intent.keyed(),
      });
      intent.settled();
      setPhase({ kind: 'paid', amount: paid.amount });
    } catch (error) {
      intent.settled(error);
      setPhase({ kind: 'failed', message: error instanceof ApiError ? error.message : t('errors.internal') });
    } finally {
      setClaiming(false);
    }
  };

  const amount = (value: number) => formatAmount(value, locale);
  let body;
  switch (phase.kind) {
    case 'paid':
      body = (
        <Alert color="teal" variant="light" role="status">
          {t('rewards.box.paid', { amount: amount(phase.amount) })}{' '}
          <Link to="/panel/wallet/charge">{t('rewards.box.seeWallet')}</Link>
        </Alert>
      );
      break;
    case 'failed':
      body = (
        <p role="alert" className={classes.hint}>
          {phase.message || t('errors.internal')}
        </p>
      );
      break;
    case 'watching': {
      const left = Math.max(0, Math.ceil((phase.until - now) / 1000));
      body = (
        <>
          <p>{t('rewards.box.watch', { amount: amount(phase.offer.reward) })}</p>
          <p aria-live="polite" className={classes.hint}>
            {left > 0 ? t('rewards.box.secondsLeft', { n: localizeDigits(left, locale) }) : t('rewards.box.ready')}
          </p>
          <Button
            onClick={() => void claim(phase.start.token)}
            disabled={left > 0}
            loading={claiming}
            leftSection={<ListingIcon name="gift" size={18} />}
          >
            {t('rewards.box.claim', { amount: amount(phase.offer.reward) })}
          </Button>
        </>
      );
      break;
    }
    case 'offer': {
      const { offer } = phase;
      const reward = amount(offer.reward);
      body = (
        <p>
          {t(`rewards.box.state.${offer.state}`, { amount: reward })}{' '}
          {offer.state === 'signIn' && !signedIn && <Link to={loginHref}>{t('rewards.box.signIn')}</Link>}
          {offer.state === 'notSubscriber' && <Link to={REWARDS_PAGE}>{t('rewards.box.subscribe')}</Link>}
        </p>
      );
      break;
    }
  }
  return (
    <section className={classes.reward} aria-labelledby="advertise-reward">
      <h2 id="advertise-reward" className={classes.rewardTitle}>
        <ListingIcon name="gift" size={20} />
        {t('rewards.box.title')}
      </h2>
      {body}
    </section>
  );
}
