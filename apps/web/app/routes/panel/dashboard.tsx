import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Badge, Text, Title } from '@mantine/core';
import { Icon, type IconName } from '../../components/icons.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { useUserPanel } from '../../components/panel/use-panel-user.ts';
import classes from '../../components/panel/lists.module.css';
import { SiteMessages } from '../../components/notifications/site-messages.tsx';
import type { Route } from './+types/dashboard';
import { serverApi } from '../../lib/api.server.ts';

/** The back office's messages for the panel's dashboard (spec: Site message, location panelDashboard). */
export async function loader(args: Route.LoaderArgs) {
  const siteMessages = await serverApi(args.request, args.context)
    .GET('/api/v1/site-messages', { params: { query: { location: 'panelDashboard' } } })
    .then((answer) => answer.items)
    .catch(() => []);
  return { siteMessages };
}

/** Dashboard (spec: /panel/dashboard): the site's messages, a greeting, the verification status and shortcuts. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, authLevelLabel } = useUserPanel();
  const { user } = me;
  const verified = user.authLevel >= 1;
  const shortcuts: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
    { to: '/panel/profile', label: t('panel.nav.profile'), icon: 'profile' },
    { to: '/panel/referral', label: t('panel.nav.referral'), icon: 'referral' },
    { to: '/panel/authenticate', label: t('panel.nav.authenticate'), icon: 'shield' },
    { to: '/panel/myDocuments', label: t('panel.nav.myDocuments'), icon: 'document' },
    { to: '/panel/wallet/charge', label: t('payments.nav.wallet'), icon: 'wallet' },
    { to: '/panel/payments', label: t('payments.nav.payments'), icon: 'receipt' },
    { to: '/panel/notifications', label: t('notifications.nav'), icon: 'bell' },
  ];
  return (
    <PanelPage title={t('panel.nav.dashboard')}>
      <SiteMessages items={loaderData.siteMessages} />
      <PanelCard>
        <Title order={2} size="h4" mb="xs">
          {user.name ? t('panel.dashboard.greeting', { name: user.name }) : t('panel.dashboard.greetingNoName')}
        </Title>
        <Text c="dimmed">{t('panel.dashboard.intro')}</Text>
        {!user.name && (
          <Alert color="orange" variant="light" mt="md">
            {t('panel.dashboard.completeProfile')}{' '}
            <Anchor component={Link} to="/panel/profile" fw={700}>
              {t('panel.dashboard.toProfile')}
            </Anchor>
          </Alert>
        )}
      </PanelCard>
      <PanelCard title={t('panel.authenticate.status')}>
        <Badge color={verified ? 'green' : 'orange'} variant="light" size="lg">
          {authLevelLabel}
        </Badge>
        <Text mt="xs">{verified ? t('panel.authenticate.verified') : t('panel.authenticate.notVerified')}</Text>
        {!verified && (
          <Text mt="xs">
            <Anchor component={Link} to="/panel/authenticate" fw={700}>
              {t('panel.dashboard.toAuthenticate')}
            </Anchor>
          </Text>
        )}
      </PanelCard>
      <PanelCard title={t('panel.dashboard.shortcuts')}>
        <ul className={classes.shortcuts}>
          {shortcuts.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={classes.shortcut}>
                <Icon name={item.icon} size={22} />
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PanelCard>
    </PanelPage>
  );
}
