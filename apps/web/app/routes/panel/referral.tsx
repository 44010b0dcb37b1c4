import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/referral';
import { CopyField } from '../../components/panel/copy-field.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { useUserPanel } from '../../components/panel/use-panel-user.ts';
import classes from '../../components/panel/lists.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { LOGIN_PATH } from '../../lib/panels.ts';
import { panelFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

interface Referral {
  id: number;
  name: string;
  registerDate: string;
}

/** Referral (spec: /panel/referral): my invite link and the people who signed up with it. */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await serverApi(args.request, args.context)
    .get<{ items: Referral[] }>('/api/v1/me/referrals')
    .catch(panelFailure(args, 'general'));
  // The link people receive opens the code login, which passes the id on when a new account is made.
  return { items, loginUrl: `${args.url.origin}${LOGIN_PATH.general}` };
}

export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { me } = useUserPanel();
  const { items, loginUrl } = loaderData;
  const link = `${loginUrl}?ref=${encodeURIComponent(me.user.referralId)}`;
  return (
    <PanelPage title={t('panel.nav.referral')}>
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
          <ol className={classes.rows}>
            {items.map((person) => (
              <li key={person.id} className={classes.row}>
                <span className={classes.rowTitle}>{person.name || t('panel.unnamed')}</span>
                <span className={classes.rowMeta}>
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
