import { Outlet, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/layout';
import { MANAGER } from '../../components/manager/access.ts';
import type { PanelMenuItem } from '../../components/panel/panel-shell.tsx';
import { policyMenu, PolicyPanelError, PolicyPanelFrame } from '../../components/panel/policy-panel.tsx';
import { requireSession } from '../../lib/session.server.ts';
import type { MenuPlace } from '../../lib/listings/define-vertical.ts';
import { verticalMenu } from '../../verticals/registry.ts';

/**
 * The manager panel's frame and guard (spec: /manager/*, a manager session; otherwise /auth/manager/login).
 * Its pages come later (agent panel, back office); the menu grows with them.
 */
export async function loader(args: Route.LoaderArgs) {
  return { me: await requireSession(args, 'manager') };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The back office's menu (spec section 2: users, roles, ... ; one entry per section built so far), each entry
 * guarded by the permission that opens it and filtered with the domain's filterMenu: a user sees only what they
 * may open (the pages and the API check again). The verticals' own pages (verticals/<key>/index.ts `managerMenu`)
 * follow the listings' moderation.
 */
function useManagerMenu(me: Me | undefined): PanelMenuItem[] {
  const { t } = useTranslation();
  const verticals = (place: MenuPlace) =>
    verticalMenu('manager', place).map((entry) => ({ ...entry, label: t(entry.label as never) }));
  return policyMenu(me, [
    { to: '/manager/dashboard', label: t('manager.nav.dashboard'), icon: 'dashboard' },
    {
      to: '/manager/users',
      label: t('manager.nav.users'),
      icon: 'login',
      also: ['/manager/user'],
      policy: MANAGER.usersIndex,
    },
    {
      to: '/manager/roles',
      label: t('manager.nav.roles'),
      icon: 'shield',
      also: ['/manager/role'],
      policy: MANAGER.rolesIndex,
    },
    {
      to: '/manager/documents',
      label: t('manager.nav.documents'),
      icon: 'document',
      also: ['/manager/document'],
      policy: MANAGER.documentsIndex,
    },
    // @menu-geo
    {
      to: '/manager/cities',
      label: t('geo.manager.nav'),
      icon: 'globe',
      also: ['/manager/city', '/manager/states', '/manager/state'],
      policy: MANAGER.citiesIndex,
    },
    { to: '/manager/tags', label: t('tags.nav'), icon: 'category', also: ['/manager/tag'], policy: MANAGER.tagsIndex },
    // @menu-content
    {
      to: '/manager/pages',
      label: t('content.pages.nav'),
      icon: 'document',
      also: ['/manager/page'],
      policy: MANAGER.pagesIndex,
    },
    {
      to: '/manager/posts',
      label: t('content.posts.nav'),
      icon: 'document',
      also: ['/manager/post'],
      policy: MANAGER.postsIndex,
    },
    {
      to: '/manager/cityTours',
      label: t('discovery.cityTour.manager.nav'),
      icon: 'globe',
      also: ['/manager/cityTour'],
      policy: MANAGER.cityToursIndex,
    },
    // @menu-catalogue
    {
      to: '/manager/categories',
      label: t('managerCategories.nav'),
      icon: 'category',
      also: ['/manager/category', '/manager/subCategory', '/manager/subSubCategory'],
      policy: MANAGER.categoriesIndex,
    },
    // @menu-media
    {
      to: '/manager/files',
      label: t('media.nav.files'),
      icon: 'upload',
      also: ['/manager/file'],
      policy: MANAGER.filesIndex,
    },
    {
      to: '/manager/banners',
      label: t('media.nav.banners'),
      icon: 'advertise',
      also: ['/manager/banner'],
      policy: MANAGER.bannersIndex,
    },
    // @menu-packages
    {
      to: '/manager/packages',
      label: t('packages.nav.packages'),
      icon: 'order',
      also: ['/manager/package'],
      policy: MANAGER.packagesIndex,
    },
    {
      to: '/manager/subscriptions',
      label: t('packages.nav.subscriptions'),
      icon: 'refresh',
      policy: MANAGER.packagesIndex,
    },
    // @menu-settings
    {
      to: '/manager/settings',
      label: t('settings.nav.settings'),
      icon: 'dashboard',
      policy: MANAGER.settingsIndex,
    },
    {
      to: '/manager/options',
      label: t('settings.nav.options'),
      icon: 'menu',
      also: ['/manager/option'],
      policy: MANAGER.optionsIndex,
    },
    // @menu-listings
    {
      to: '/manager/listings',
      label: t('listings.manager.nav'),
      icon: 'ads',
      also: ['/manager/listing'],
      policy: MANAGER.listingsIndex,
    },
    {
      to: '/manager/listing-reports',
      label: t('listingExperience.manager.nav'),
      icon: 'shield',
      policy: MANAGER.listingsIndex,
    },
    {
      to: '/manager/section-ads',
      label: t('sectionAds.manager.title'),
      icon: 'ads',
      policy: MANAGER.listingsIndex,
    },
    // The verticals' pages of what is written under their listings (a job's applications, a lawyer's questions),
    // then of the deals paid through the site (a booth's orders, a lawyer's projects).
    ...verticals('listings'),
    ...verticals('orders'),
    // @menu-payments
    {
      to: '/manager/payments',
      label: t('payments.manager.title'),
      icon: 'receipt',
      also: ['/manager/payment'],
      policy: MANAGER.paymentsIndex,
    },
    // @menu-wallet-ops
    {
      to: '/manager/receipts',
      label: t('receipts.manager.nav'),
      icon: 'document',
      also: ['/manager/receipt'],
      policy: MANAGER.paymentsIndex,
    },
    {
      to: '/manager/withdrawals',
      label: t('withdrawals.manager.nav'),
      icon: 'upload',
      also: ['/manager/withdrawal'],
      policy: MANAGER.paymentsWithdraws,
    },
    // The operator's trail (ADR 0078).
    {
      to: '/manager/audit',
      label: t('audit.nav'),
      icon: 'shield',
      policy: MANAGER.auditIndex,
    },
    // The durable queue's failed jobs (ADR 0085).
    {
      to: '/manager/queue',
      label: t('queue.nav'),
      icon: 'refresh',
      policy: MANAGER.queueIndex,
    },
    // @menu-engage
    {
      to: '/manager/tickets',
      label: t('tickets.manager.nav'),
      icon: 'ticket',
      also: ['/manager/ticket'],
      policy: MANAGER.ticketsIndex,
    },
    {
      to: '/manager/comments',
      label: t('comments.manager.nav'),
      icon: 'comment',
      also: ['/manager/comment'],
      policy: MANAGER.commentsIndex,
    },
    {
      to: '/manager/chat-reports',
      label: t('chat.reports.nav'),
      icon: 'chat',
      policy: MANAGER.chatReportsIndex,
    },
    // @menu-notifications (ADR 0028)
    {
      to: '/manager/siteMessages',
      label: t('siteMessages.manager.nav'),
      icon: 'megaphone',
      also: ['/manager/siteMessage'],
      policy: MANAGER.siteMessagesIndex,
    },
    {
      to: '/manager/notifications/send',
      label: t('notifications.manager.nav'),
      icon: 'bell',
      policy: MANAGER.notificationsCreate,
    },
  ]);
}

export default function ManagerPanel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PolicyPanelFrame title={t('managerPanel.title')} me={loaderData.me} menu={useManagerMenu(loaderData.me)}>
      <Outlet />
    </PolicyPanelFrame>
  );
}

/** A failure inside the back office (403: "You are not authorized to access this section", 404...) keeps its menu. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('routes/manager/layout');
  return (
    <PolicyPanelError error={error} title={t('managerPanel.title')} me={data?.me} menu={useManagerMenu(data?.me)} />
  );
}
