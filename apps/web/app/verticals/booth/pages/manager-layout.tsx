import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { NavLink } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/manager-layout';
import { purchaseLinks } from '../../../components/listings/listing-purchases.server.ts';
import { PurchaseButtons } from '../../../components/listings/purchase-buttons.tsx';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { idParam } from '../../../components/manager/guard.server.ts';
import { VerifiedBadge } from '../../../components/trust/verified-badge.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import type { VerticalListing } from '../../../lib/listings/define-vertical.ts';
import { detailHref } from '../../../lib/listings/view.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';
import { boothVertical } from '../index.ts';
import classes from './booth-pages.module.css';

/** The booth as the manager pages read it (the owner's answer: any status, with its subscription). */
export type ManagedBooth = VerticalListing & { name: string; type: string; authLevel: number; productCount: number };

/**
 * The booth manager (spec: /panel/myBooth/{boothId}/...): the owner's booth (another user's is a 404 from the API),
 * its title, status and trust badge, and the manager's pages as tabs.
 */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const booth = await serverApi(args.request, args.context)
    .GET('/api/v1/me/booth/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  const base = `/panel/myBooth/${id}`;
  // «نردبان» and «تمدید» on every page of the manager (its products, its orders…), opening the dashboard's choice
  // (issue 35): the same links as «آگهی‌های من», aimed at the page that holds the choice.
  const purchase = purchaseLinks(new URL(`${base}/dashboard`, args.request.url), booth);
  return { booth, base, publicHref: detailHref(boothVertical, booth), purchase };
}

/** The booth of the manager page being drawn. */
export function useManagedBooth() {
  const data = useRouteLoaderData<typeof loader>('booth/manager');
  if (!data) throw new Error('useManagedBooth outside the booth manager');
  return data;
}

export default function BoothManager({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { booth, base, purchase } = loaderData;
  // The dashboard draws the buttons in its own card, beside the choice they open.
  const onDashboard = useLocation().pathname === `${base}/dashboard`;
  const tabs = [
    { to: `${base}/dashboard`, label: t('booths.manager.dashboard') },
    { to: `${base}/details`, label: t('booths.manager.details') },
    { to: `${base}/products`, label: t('booths.manager.products') },
    { to: `${base}/orders`, label: t('orders.booth.tab') },
    { to: `${base}/shipping`, label: t('orders.shipping.tab') },
    { to: `${base}/categories`, label: t('boothMore.shelves.manager') },
    { to: `${base}/stories`, label: t('boothMore.stories.manager') },
  ];
  return (
    <div>
      <div className={classes.managerHead}>
        <span className={classes.managerTitle}>{booth.title}</span>
        <StatusBadge status={booth.status} />
        <VerifiedBadge trust={booth.trust} />
        {!onDashboard && (
          <span className={classes.managerPromote}>
            <PurchaseButtons title={booth.title} {...purchase} />
          </span>
        )}
      </div>
      <nav aria-label={t('booths.manager.title')}>
        <ul className={classes.tabs}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={classes.tab}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
