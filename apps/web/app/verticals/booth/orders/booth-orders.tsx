import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Anchor, Badge, Button } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/booth-orders';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { OrderRowFacts } from './order-parts.tsx';
import classes from './orders.module.css';
import { orderListQuery, OrderStatusFilter } from './status-filter.tsx';

/** The booth's orders (spec: /panel/myBooth/{boothId}/orders): paid orders newest first, new ones counted. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const { status, query } = orderListQuery(args.url);
  const page = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{boothId}/orders', { params: { path: { boothId: id }, query } })
    .catch(panelFailure(args, 'general'));
  return { page, status, base: `/panel/myBooth/${id}` };
}

export default function BoothOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, status, base } = loaderData;
  // A page of its own: its title and heading (axe found none, issue 32).
  return (
    <PanelPage title={t('orders.booth.title')}>
      <PanelCard>
        {page.pending > 0 && (
          <Badge color="orange" size="lg" mb="sm" data-testid="new-orders">
            {t('orders.booth.new', { n: localizeDigits(page.pending, locale) })}
          </Badge>
        )}
        <OrderStatusFilter current={status} />
        {page.items.length === 0 ? (
          <p>{t('orders.none')}</p>
        ) : (
          <ul className={classes.rows}>
            {page.items.map((order) => (
              <li key={order.id} className={classes.row}>
                <OrderRowFacts
                  order={order}
                  who={order.user.name || localizeDigits(order.user.mobile || String(order.user.id), locale)}
                />
                <Anchor
                  component={Link}
                  to={`${base}/order/${order.id}`}
                  aria-label={t('orders.openNamed', { n: localizeDigits(order.id, locale) })}
                >
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
