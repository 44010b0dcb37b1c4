import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/referral';
import { useAgentMe } from '../../components/manager/access.ts';
import { ReferralPage } from '../../components/panel/referral-page.tsx';
import { loadReferrals } from '../../components/panel/referrals.server.ts';

/** The agent's invite link and who signed up with it (spec: /agent/referral; GET /me/referrals). */
export async function loader(args: Route.LoaderArgs) {
  return loadReferrals(args, 'agent');
}

export default function AgentReferral({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useAgentMe();
  return <ReferralPage title={t('agent.nav.referral')} referralId={me?.user.referralId ?? ''} data={loaderData} />;
}
