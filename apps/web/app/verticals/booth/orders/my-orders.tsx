import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Button } from '@mantine/core';
import type { Route } from './+types/my-orders';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { OrderRowFacts } from './order-parts.tsx';
import classes from './orders.module.css';
import { orderListQuery, OrderStatusFilter } from './status-filter.tsx';

/** My orders (spec: /panel/orders): newest first, by status, with Persian status colours. */
export async function loader(args: Route.LoaderArgs) {
  const { status, query } = orderListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/orders', { params: { query } })
    .catch(panelFailure(args, 'general'));
  return { page, status };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, status } = loaderData;
  return (
    <PanelPage title={t('orders.mine.title')}>
      <OrderStatusFilter current={status} />
      <PanelCard>
        {page.items.length === 0 ? (
          <p>{t('orders.none')}</p>
        ) : (
          <ul className={classes.rows}>
            {page.items.map((order) => (
              <li key={order.id} className={classes.row}>
                <OrderRowFacts order={order} who={order.booth.title} />
                <Anchor component={Link} to={`/panel/order/${order.id}`}>
                  {t('orders.open')}
                </Anchor>
              </li>
            ))}
          </ul>
        )}
        {page.nextCursor !== null && (
          <Button
            component={Link}
            to={`?${status === undefined ? '' : `status=${status}&`}cursor=${page.nextCursor}`}
            variant="subtle"
          >
            {t('orders.more')}
          </Button>
        )}
      </PanelCard>
    </PanelPage>
  );
}
