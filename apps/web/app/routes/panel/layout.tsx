import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/layout';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { PanelShell, type PanelMenuItem } from '../../components/panel/panel-shell.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { useChatUnread, useNotificationUnread } from '../../lib/chat-unread.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { errorKindOf } from '../../lib/error-kind.ts';
import { authLevelLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { requireSession } from '../../lib/session.server.ts';
import { PANEL_MENU } from '../../verticals/registry.ts';

/** The user panel (spec: /panel/*, a general session; otherwise the login page and back). */
export async function loader(args: Route.LoaderArgs) {
  const me = await requireSession(args, 'general');
  // The unread chat count for the menu (kept live in the browser by lib/chat-unread.ts); 0 if it cannot be read.
  const chatUnread = await serverApi(args.request, args.context)
    .GET('/api/v1/me/chats/unread')
    .then((answer) => answer.unread)
    .catch(() => 0);
  const notificationUnread = await serverApi(args.request, args.context)
    .GET('/api/v1/me/notifications/unread')
    .then((answer) => answer.unread)
    .catch(() => 0);
  return {
    me,
    chatUnread,
    notificationUnread,
    authLevelLabel: authLevelLabel(me.user.authLevel, localeOfRequest(args.request)),
  };
}

// Personal pages: never stored by a shared cache or the browser's back-forward cache of another visitor.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** The menu: the user panel pages that exist so far, in the spec's order. */
function useUserPanelMenu(): PanelMenuItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = useChatUnread(true);
  const notificationUnread = useNotificationUnread(true);
  return [
    { to: '/panel/dashboard', label: t('panel.nav.dashboard'), icon: 'dashboard' },
    { to: '/panel/profile', label: t('panel.nav.profile'), icon: 'profile' },
    { to: '/panel/referral', label: t('panel.nav.referral'), icon: 'referral' },
    { to: '/panel/authenticate', label: t('panel.nav.authenticate'), icon: 'shield' },
    // Each vertical's listings and its own pages (verticals/<key>/index.ts `panelMenu`; ADR 0125).
    ...PANEL_MENU.map((entry) => ({ ...entry, label: t(entry.label as never) })),
    { to: '/panel/myDocuments', label: t('panel.nav.myDocuments'), icon: 'document', also: ['/panel/myDocument'] },
    { to: '/panel/favorites', label: t('listings.favorites.title'), icon: 'heart' },
    { to: '/panel/addresses', label: t('addresses.nav'), icon: 'home' },
    { to: '/panel/webhooks', label: t('webhooks.nav'), icon: 'globe' },
    { to: '/panel/apiKeys', label: t('apiKeys.nav'), icon: 'shield' },
    { to: '/panel/appointments', label: t('appointments.nav'), icon: 'doctor' },
    // The books the person keeps as a secretary (ADR 0105).
    { to: '/panel/desk', label: t('appointments.desk.nav'), icon: 'doctor' },
    { to: '/panel/consultations', label: t('consultations.nav'), icon: 'chat' },
    {
      to: '/panel/payments',
      label: t('payments.nav.payments'),
      icon: 'receipt',
      also: ['/panel/payment', '/panel/verifyPayment'],
    },
    { to: '/panel/wallet/charge', label: t('payments.nav.wallet'), icon: 'wallet' },
    { to: '/panel/withdraws', label: t('withdrawals.nav'), icon: 'upload', also: ['/panel/withdraw'] },
    { to: '/panel/tickets', label: t('tickets.nav'), icon: 'ticket', also: ['/panel/ticket'] },
    {
      to: '/panel/chats',
      label: t('chat.nav'),
      icon: 'chat',
      also: ['/panel/chatRoom'],
      badge: unread > 0 ? localizeDigits(unread, locale) : undefined,
    },
    {
      to: '/panel/notifications',
      label: t('notifications.nav'),
      icon: 'bell',
      also: ['/panel/notification-settings'],
      badge: notificationUnread > 0 ? localizeDigits(notificationUnread, locale) : undefined,
    },
    { to: '/panel/followers', label: t('followers.nav'), icon: 'users' },
  ];
}

export default function UserPanel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = loaderData.me;
  return (
    <PanelShell
      title={t('panel.title')}
      menu={useUserPanelMenu()}
      owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}
    >
      <Outlet />
    </PanelShell>
  );
}

/** A failure inside the panel (403, 404, no connection) keeps the panel's menu around the error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const menu = useUserPanelMenu();
  const data = useRouteLoaderData<typeof loader>('routes/panel/layout');
  const status = isRouteErrorResponse(error) || error instanceof ApiError ? error.status : undefined;
  const screen = <ErrorScreen kind={errorKindOf(error)} status={status} error={error} />;
  if (!data) return screen;
  const { user } = data.me;
  return (
    <PanelShell
      title={t('panel.title')}
      menu={menu}
      owner={{ name: user.name, avatar: user.avatar, caption: user.mobile }}
    >
      {screen}
    </PanelShell>
  );
}
