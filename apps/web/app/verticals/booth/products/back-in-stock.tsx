import { Button } from '../../../components/plain/plain.tsx';
import { useFetcher } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import classes from './back-in-stock.module.css';

/** What the form's action answers: the wait now, or why it was refused. */
export type BackInStockData = { waiting: boolean; pricingId: number | null } | { error: string };

/**
 * «موجود شد خبرم کن» under a sold-out product or variant (issue 35): a signed-in buyer asks to be told once when it is
 * in stock again (and may stop asking); a visitor is sent to sign in and back. A form, so it works before the page's
 * script runs too.
 */
export function BackInStock({
  productId,
  pricingId,
  waiting,
  signedIn,
  loginHref,
}: {
  productId: number;
  /** The sold-out variant; null: the product without variants. */
  pricingId: number | null;
  /** Whether the buyer already waits for it. */
  waiting: boolean;
  signedIn: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<BackInStockData>();
  const pending = fetcher.formData?.get('intent');
  const answered = fetcher.data && 'waiting' in fetcher.data && fetcher.data.pricingId === pricingId;
  const on = pending ? pending === 'stockAlert' : answered ? (fetcher.data as { waiting: boolean }).waiting : waiting;
  if (!signedIn) {
    return (
      <div className={classes.box}>
        <Button component={Link} to={loginHref} variant="outline" fullWidth>
          {t('backInStock.ask')}
        </Button>
        <p className={classes.hint}>{t('backInStock.askHint')}</p>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" className={classes.box} preventScrollReset>
      <input type="hidden" name="intent" value={on ? 'stockAlertStop' : 'stockAlert'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="pricingId" value={pricingId ?? ''} />
      {on ? (
        <>
          <p className={classes.waiting} role="status" data-testid="back-in-stock-waiting">
            {t('backInStock.waiting')}
          </p>
          <Button type="submit" variant="subtle" color="gray" size="compact-sm">
            {t('backInStock.stop')}
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" variant="outline" fullWidth>
            {t('backInStock.ask')}
          </Button>
          <p className={classes.hint}>{t('backInStock.askHint')}</p>
        </>
      )}
      {fetcher.data && 'error' in fetcher.data && (
        <p role="alert" className={classes.error}>
          {fetcher.data.error}
        </p>
      )}
    </fetcher.Form>
  );
}
