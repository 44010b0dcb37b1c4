import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { formatJalaliDate } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { CopyField } from './copy-field.tsx';
import { PanelCard, PanelPage } from './panel-page.tsx';
import lists from './lists.module.css';

// The referral page of the user panel and of the agent panel: the same invite link and list; each panel gives its
// own title and the signed-in person's referral id (from its own layout's data).

interface Referral {
  id: number;
  name: string;
  registerDate: string;
}

export interface ReferralData {
  items: Referral[];
  /** The absolute address of the code login the invite link opens. */
  loginUrl: string;
}

/** My invite link to copy, and the people who signed up with it. */
export function ReferralPage({ title, referralId, data }: { title: string; referralId: string; data: ReferralData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { items, loginUrl } = data;
  const link = `${loginUrl}?ref=${encodeURIComponent(referralId)}`;
  return (
    <PanelPage title={title}>
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
