import { useState } from 'react';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button } from '../../../components/plain/plain.tsx';
import { Group } from '../../../components/plain/plain-more.tsx';
import { Icon } from '../../../components/icons.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { addToBasket } from './basket-store.ts';

/**
 * «افزودن به سبد» on a product page: one more of the chosen pricing option in the browser's basket (it works
 * offline); more than the stock is refused with the spec's inventory message, and a second add says it was added.
 */
export function AddToBasket({
  productId,
  pricingSelectedId,
  stock,
}: {
  productId: number;
  pricingSelectedId: number | null;
  stock: number;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<'added' | 'raised' | 'inventoryLess' | null>(null);
  return (
    <div>
      <Group gap="sm">
        <Button
          disabled={!hydrated}
          leftSection={<Icon name="order" size={18} />}
          onClick={() => {
            void addToBasket({ productId, pricingSelectedId }, stock).then(setOutcome);
          }}
        >
          {t('orders.basket.add')}
        </Button>
        <Button component={Link} to="/basket" variant="subtle">
          {t('orders.basket.open')}
        </Button>
      </Group>
      {outcome && (
        <Alert mt="sm" role="status" color={outcome === 'inventoryLess' ? 'red' : 'teal'} variant="light">
          {t(`orders.basket.outcome.${outcome}`)}
        </Alert>
      )}
    </div>
  );
}
