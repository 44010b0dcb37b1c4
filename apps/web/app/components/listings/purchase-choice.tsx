import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { Button } from '../plain/plain.tsx';
import type { ListingPurchaseKind } from '@shahrbazar/domain/rules/listing-purchase';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNouns } from '../../verticals/nouns.ts';
import classes from './panel-listings.module.css';
import own from './purchase-choice.module.css';

/** A package the owner may buy for a live listing, as its radio card shows it (words prepared by the loader). */
export interface PurchaseOption {
  /** `kind:packageId`, what the form sends as `choice`. */
  value: string;
  kind: ListingPurchaseKind;
  title: string;
  price: string;
  days: string;
  description: string;
}

/**
 * Under a live listing's row: the bump packages («نردبان»), or the renewal and upgrade ones («تمدید»), with their
 * prices, as radio cards (a native radio in each label: works without JavaScript), and the button that buys the
 * chosen one and goes on to pay it (online or from the wallet, on the payment's page). The listing stays live.
 */
export function PurchaseChoice({
  id,
  title,
  mode,
  options,
  payKey,
  cancelHref,
  vertical,
  busy,
}: {
  id: number;
  title: string;
  mode: 'bump' | 'renew';
  options: readonly PurchaseOption[];
  payKey: string;
  cancelHref: string;
  /** The vertical's key: the hints say its noun («غرفه», «آگهی»). */
  vertical: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const nouns = useNouns(vertical);
  const heading = `purchase-${id}`;
  return (
    <section id={`buy-${id}`} className={own.purchase} aria-labelledby={heading}>
      <h3 id={heading} className={own.title} dir="auto">
        {t(mode === 'bump' ? 'listings.mine.buy.bumpTitle' : 'listings.mine.buy.renewTitle', { title })}
      </h3>
      <p className={own.hint}>
        {t(mode === 'bump' ? 'listings.mine.buy.bumpHint' : 'listings.mine.buy.renewHint', nouns)}
      </p>
      {options.length === 0 ? (
        <>
          <p className={own.hint} role="status">
            {t('listings.mine.buy.none')}
          </p>
          <div className={own.actions}>
            <Button component={Link} to={cancelHref} variant="default" size="xs">
              {t('listings.mine.buy.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <Form method="post" className={own.form}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="payKey" value={payKey} />
          <fieldset className={classes.packages}>
            <legend className="visually-hidden">{t('listings.mine.buy.choose')}</legend>
            {options.map((option, index) => (
              <label key={option.value} className={classes.package}>
                <input type="radio" name="choice" value={option.value} defaultChecked={index === 0} required />
                <span className={classes.packageTitle}>{option.title}</span>
                <span className={classes.packagePrice}>{option.price}</span>
                {mode === 'renew' && (
                  <span className={classes.packageText}>
                    {t(option.kind === 'renewal' ? 'listings.mine.buy.renewal' : 'listings.mine.buy.upgrade')}
                  </span>
                )}
                {option.days && <span className={classes.packageText}>{option.days}</span>}
                {option.description && <span className={classes.packageText}>{option.description}</span>}
              </label>
            ))}
          </fieldset>
          <div className={own.actions}>
            <Button type="submit" name="intent" value="purchase" size="sm" loading={busy}>
              {t('listings.mine.buy.submit')}
            </Button>
            <Button component={Link} to={cancelHref} variant="default" size="sm">
              {t('listings.mine.buy.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
