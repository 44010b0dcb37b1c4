import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { BookAppointmentButton } from '../../components/appointments/book-button.tsx';
import type { DetailExtraProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { ConsultationActions } from '../../components/professional/professional-profile.tsx';
import type { WordedTariff } from '../../components/professional/professional-words.ts';
import { Title } from '../../components/plain/plain.tsx';
import { Anchor } from '../../components/plain/plain-anchor.tsx';
import { socialOf, workExperienceOf } from './lawyer-view.ts';
import classes from './lawyer-profile.module.css';

/** What the lawyer's page reads on the server beside the listing: its tariffs (their prices worded) and latest answers. */
export interface LawyerPageData {
  tariffs: WordedTariff[];
  answers: { id: number; title: string; slug: string; slugId: string }[];
}

/**
 * A lawyer's actions beside favorite and share: «رزرو نوبت» (the shared appointment book, when the lawyer takes
 * appointments on the site), and «مشاوره متنی» / «مشاوره تلفنی» when the tariffs offer them (ADR 0039).
 */
export function LawyerDetailActions({ listing }: { listing: VerticalListing }) {
  return (
    <>
      {listing.onlineReservation === true && <BookAppointmentButton listing={listing} />}
      <ConsultationActions listing={listing} words="lawyer" />
    </>
  );
}

const SOCIAL_URL = {
  instagram: (handle: string) => `https://instagram.com/${handle}`,
  linkedin: (handle: string) => `https://www.linkedin.com/in/${handle}`,
  twitter: (handle: string) => `https://x.com/${handle}`,
} as const;

/** Under a lawyer's facts: tariffs, work experience, awards and publications, social links and latest answers. */
export function LawyerDetailExtra({ listing, data }: DetailExtraProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const page = (data as LawyerPageData | undefined) ?? { tariffs: [], answers: [] };
  const experience = workExperienceOf(listing);
  const social = Object.entries(socialOf(listing)).filter(([, handle]) => handle !== '') as [
    keyof typeof SOCIAL_URL,
    string,
  ][];
  return (
    <>
      <section aria-labelledby="lawyer-tariffs">
        <Title order={2} id="lawyer-tariffs" size="h4" mb="xs">
          {t('lawyer.profile.tariffs')}
        </Title>
        {page.tariffs.length > 0 ? (
          <ul className={classes.cards}>
            {page.tariffs.map((tariff) => (
              <li key={tariff.id} className={classes.card}>
                <span className={classes.strong} dir="auto">
                  {tariff.title}
                </span>
                <span className={classes.price}>{tariff.payableText}</span>
                {tariff.description && <p dir="auto">{tariff.description}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('lawyer.profile.noTariffs')}</p>
        )}
      </section>
      {experience.length > 0 && (
        <section aria-labelledby="lawyer-experience">
          <Title order={2} id="lawyer-experience" size="h4" mb="xs">
            {t('lawyer.profile.experience')}
          </Title>
          <ul className={classes.cards}>
            {experience.map((entry, index) => (
              <li key={index} className={classes.card}>
                <span className={classes.strong} dir="auto">
                  {entry.companyName}
                  {entry.position ? ` · ${entry.position}` : ''}
                </span>
                {(entry.startDate || entry.endDate) && (
                  <span dir="auto">{localizeDigits(`${entry.startDate ?? ''} – ${entry.endDate ?? ''}`, locale)}</span>
                )}
                {entry.description && <p dir="auto">{entry.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(['awards', 'publications'] as const).map((name) =>
        typeof listing[name] === 'string' && listing[name] !== '' ? (
          <section key={name} aria-labelledby={`lawyer-${name}`}>
            <Title order={2} id={`lawyer-${name}`} size="h4" mb="xs">
              {t(`lawyer.profile.${name}`)}
            </Title>
            <p dir="auto" className={classes.pre}>
              {listing[name]}
            </p>
          </section>
        ) : null,
      )}
      {social.length > 0 && (
        <p className={classes.social}>
          {social.map(([name, handle]) => (
            <Anchor key={name} href={SOCIAL_URL[name](handle)} target="_blank" rel="noopener nofollow" dir="ltr">
              {t(`lawyer.profile.${name}`)}: @{handle}
            </Anchor>
          ))}
        </p>
      )}
      <section aria-labelledby="lawyer-answers">
        <Title order={2} id="lawyer-answers" size="h4" mb="xs">
          {t('lawyer.profile.answers')}
        </Title>
        {page.answers.length > 0 ? (
          <ul className={classes.links}>
            {page.answers.map((answer) => (
              <li key={answer.id}>
                <Anchor component={Link} to={`/lawyer/questions/${answer.slug}/${answer.slugId}`} dir="auto">
                  {answer.title}
                </Anchor>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('lawyer.profile.noAnswers')}</p>
        )}
      </section>
    </>
  );
}
