import { Link } from '../../../lib/link.tsx';
import { Alert } from '@mantine/core';
import type { UnbuyableReason } from '@shahrbazar/domain/rules/pricing';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** Where its owner fixes what stops a booth selling: its details (sale switch, open/closed) and its shipping page. */
export interface SaleFixes {
  details?: string;
  shipping?: string;
}

/**
 * Why a product (or, before it exists, every product of the booth) cannot be bought online, said to whoever manages
 * it, each reason with where it is fixed (issue 35 #7). Nothing when it can be bought.
 */
export function SaleProblems({
  reasons,
  fixes,
  booth = false,
}: {
  reasons: readonly UnbuyableReason[];
  fixes: SaleFixes;
  /** Said of the booth (a new product's form) rather than of one product. */
  booth?: boolean;
}) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  const fix = (reason: UnbuyableReason) => {
    if ((reason === 'saleOff' || reason === 'closed') && fixes.details)
      return <Link to={fixes.details}>{t('products.unbuyable.fixSale')}</Link>;
    if (reason === 'noShipping' && fixes.shipping)
      return <Link to={fixes.shipping}>{t('products.unbuyable.fixShipping')}</Link>;
    return null;
  };
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      data-testid="sale-problems"
      title={booth ? t('products.unbuyable.boothTitle') : t('products.unbuyable.title')}
    >
      <p>{t('products.unbuyable.intro')}</p>
      <ul>
        {reasons.map((reason) => {
          const link = fix(reason);
          return (
            <li key={reason}>
              {t(`products.unbuyable.${reason}`)}
              {link && <> {link}</>}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
