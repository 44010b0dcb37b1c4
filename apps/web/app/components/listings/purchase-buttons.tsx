import { Link } from '../../lib/link.tsx';
import { Button } from '../plain/plain.tsx';
import { Group } from '../plain/plain-more.tsx';
import { Text } from '../plain/plain.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { PurchaseChoice, type PurchaseOption } from './purchase-choice.tsx';

/**
 * A live listing's «نردبان» and «تمدید» (issue 35): links that open the choice of packages on the same page
 * (`listing-purchases.server.ts` words them; either is null when not offered). The same buttons wherever the owner
 * manages a listing: «آگهی‌های من» of every vertical and the booth manager.
 */
export function PurchaseButtons({
  title,
  bumpHref,
  buyRenewHref,
}: {
  title: string;
  bumpHref: string | null;
  buyRenewHref: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {bumpHref && (
        <Button
          component={Link}
          to={bumpHref}
          variant="filled"
          size="xs"
          aria-label={t('listings.mine.bumpNamed', { title })}
        >
          {t('listings.mine.bump')}
        </Button>
      )}
      {buyRenewHref && (
        <Button
          component={Link}
          to={buyRenewHref}
          variant="light"
          size="xs"
          aria-label={t('listings.mine.renewNamed', { title })}
        >
          {t('listings.mine.renew')}
        </Button>
      )}
    </>
  );
}

/**
 * A live listing's «نردبان» and «تمدید» on a page of its own (the booth manager's dashboard, a clinic's or a lawyer's
 * ads screen): a running bump's days, the buttons, and the choice of packages when one is open (the loader's
 * `openPurchase`; its form posts `intent=purchase` to the page's action, `buyPurchase`).
 */
export function PurchasePanel({
  listing,
  vertical,
  bump,
  bumpHref,
  buyRenewHref,
  buying,
  payKey,
  closeHref,
  busy,
}: {
  listing: { id: number; title: string };
  vertical: string;
  bump: string | null;
  bumpHref: string | null;
  buyRenewHref: string | null;
  buying: { id: number; mode: 'bump' | 'renew'; options: PurchaseOption[] } | null;
  payKey: string;
  closeHref: string;
  busy: boolean;
}) {
  return (
    <>
      {bump && (
        <Text size="sm" mb="sm" fw={700}>
          {bump}
        </Text>
      )}
      <Group gap="xs">
        <PurchaseButtons title={listing.title} bumpHref={bumpHref} buyRenewHref={buyRenewHref} />
      </Group>
      {buying?.id === listing.id && (
        <PurchaseChoice
          id={listing.id}
          title={listing.title}
          mode={buying.mode}
          options={buying.options}
          payKey={payKey}
          cancelHref={closeHref}
          vertical={vertical}
          busy={busy}
        />
      )}
    </>
  );
}
