import { NavLink } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import type { ApiQuery } from '../../../lib/api-client.ts';
import classes from '../pages/booth-pages.module.css';

/** The status filter of an order list: all, then each status (spec: Persian labels), as links. */
export function OrderStatusFilter({ current }: { current: number | undefined }) {
  const { t } = useTranslation();
  const items: Array<{ value: number | undefined; label: string }> = [
    { value: undefined, label: t('orders.all') },
    ...OrderStatus.values.map((value) => ({ value, label: t(`orders.status.${value}`) })),
  ];
  return (
    <nav aria-label={t('orders.filter')}>
      <ul className={classes.tabs}>
        {items.map((item) => (
          <li key={item.value ?? 'all'}>
            <NavLink
              to={item.value === undefined ? '?' : `?status=${item.value}`}
              className={classes.tab}
              aria-current={item.value === current ? 'page' : undefined}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The status and cursor of a list's address, as the API's query. */
export function orderListQuery(url: URL): { status: number | undefined; query: ApiQuery<'/api/v1/me/orders'> } {
  const raw = Number(url.searchParams.get('status') ?? Number.NaN);
  const status = OrderStatus.is(raw) ? raw : undefined;
  const cursor = Number(url.searchParams.get('cursor'));
  return { status, query: { status, cursor: Number.isInteger(cursor) && cursor > 0 ? cursor : undefined } };
}
