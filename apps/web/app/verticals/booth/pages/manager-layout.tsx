import { NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Route } from './+types/manager-layout';
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
    .get<ManagedBooth>(`/api/v1/me/booth/${id}`)
    .catch(panelFailure(args, 'general'));
  return { booth, base: `/panel/myBooth/${id}`, publicHref: detailHref(boothVertical, booth) };
}

/** The booth of the manager page being drawn. */
export function useManagedBooth() {
  const data = useRouteLoaderData<typeof loader>('booth/manager');
  if (!data) throw new Error('useManagedBooth outside the booth manager');
  return data;
}

export default function BoothManager({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { booth, base } = loaderData;
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
