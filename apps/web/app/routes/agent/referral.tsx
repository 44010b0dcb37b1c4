import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/referral';
import { useAgentMe } from '../../components/manager/access.ts';
import { CopyField } from '../../components/panel/copy-field.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { LOGIN_PATH } from '../../lib/panels.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

interface Referral {
  id: number;
  name: string;
  registerDate: string;
}

/** The agent's invite link and who signed up with it (spec: /agent/referral; GET /me/referrals). */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await serverApi(args.request, args.context)
    .get<{ items: Referral[] }>('/api/v1/me/referrals')
    .catch(panelFailure(args, 'agent'));
  // Invited people sign up as customers: the link opens the user panel's code login, which passes the id on.
  return { items, loginUrl: `${args.url.origin}${LOGIN_PATH.general}` };
}

export default function AgentReferral({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useAgentMe();
  const { items, loginUrl } = loaderData;
  const link = `${loginUrl}?ref=${encodeURIComponent(me?.user.referralId ?? '')}`;
  return (
    <PanelPage title={t('agent.nav.referral')}>
      <PanelCard title={t('panel.referral.linkTitle')}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('panel.referral.intro')}
        </Text>
        <CopyField label={t('panel.referral.linkLabel')} value={link} />
      </PanelCard>
      <PanelCard title={t('panel.referral.invitedTitle', { n: localizeDigits(items.length, locale) })}>
        {items.length === 0 ? (
          <Text c="dimmed">{t('panel.referral.none')}</Text>
        ) : (
          <ol className={lists.rows}>
            {items.map((person) => (
              <li key={person.id} className={lists.row}>
                <span className={lists.rowTitle}>{person.name || t('panel.unnamed')}</span>
                <span className={lists.rowMeta}>
                  {t('panel.referral.joined', { date: formatJalaliDate(new Date(person.registerDate), locale) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </PanelCard>
    </PanelPage>
  );
}
