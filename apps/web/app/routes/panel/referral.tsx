import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/referral';
import { ReferralPage } from '../../components/panel/referral-page.tsx';
import { loadReferrals } from '../../components/panel/referrals.server.ts';
import { useUserPanel } from '../../components/panel/use-panel-user.ts';

/** Referral (spec: /panel/referral): my invite link and the people who signed up with it. */
export async function loader(args: Route.LoaderArgs) {
  return loadReferrals(args, 'general');
}

export default function ReferralRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me } = useUserPanel();
  return <ReferralPage title={t('panel.nav.referral')} referralId={me.user.referralId} data={loaderData} />;
}
