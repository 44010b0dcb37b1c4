import type { ReactNode } from 'react';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Button } from '@mantine/core';
import rows from '../../../components/listings/panel-listings.module.css';

/** A booth's product as a row of a panel list, every text ready in the page's locale. */
export interface ProductRow {
  id: number;
  title: string;
  /** Where its title leads: its form (owner, back office) or its public page. */
  href: string;
  image: string;
  price: string;
  stock: string;
  inactive: boolean;
}

/**
 * A booth's products as the booth manager and the back office list them (one list, ADR 0037): picture, title, an
 * «inactive» badge, price and stock, the page's own actions under each, and «more» when another page exists.
 */
export function ProductRows<Row extends ProductRow>({
  items,
  more,
  actions,
}: {
  items: Row[];
  more: string | null;
  actions?: (item: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {items.length === 0 ? (
        <p className={rows.empty}>{t('products.manager.empty')}</p>
      ) : (
        <ul className={rows.rows}>
          {items.map((item) => (
            <li key={item.id} className={rows.row}>
              <img src={item.image} alt="" width={72} height={72} className={rows.rowImage} />
              <div className={rows.rowBody}>
                <div className={rows.rowHead}>
                  {/* Under the page's h1: its lists have no heading between (axe: heading-order, issue 32). */}
                  <h2 className={rows.rowTitle}>
                    <Link to={item.href}>{item.title}</Link>
                  </h2>
                  {item.inactive && (
                    <Badge color="red" variant="light">
                      {t('products.manager.inactive')}
                    </Badge>
                  )}
                </div>
                <p className={rows.rowMeta}>
                  <span>{item.price}</span>
                  <span>{item.stock}</span>
                </p>
                {actions && <div className={rows.rowActions}>{actions(item)}</div>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button component={Link} to={more} variant="light" mt="md">
          {t('products.more')}
        </Button>
      )}
    </>
  );
}
