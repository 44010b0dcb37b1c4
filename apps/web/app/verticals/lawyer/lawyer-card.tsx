import { Link } from '../../lib/link.tsx';
import { Button } from '@mantine/core';
import type { Answer } from '@shahrbazar/domain/api/lawyer.schema';
import { formatNumber } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { Icon } from '../../components/icons.tsx';
import { VerifiedBadge, type ShownTrust } from '../../components/trust/verified-badge.tsx';
import { mediaSrc } from '../../lib/media.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ratingText } from './lawyer-rating.ts';
import classes from './lawyer.module.css';

/** The lawyer's public page. */
export const lawyerHref = (lawyer: { slug: string; slugId: string }) =>
  `/lawyer/${encodeURIComponent(lawyer.slug || 'lawyer')}/${encodeURIComponent(lawyer.slugId)}`;

/** What an answer's lawyer card shows, worked out on the server (digits, the consultation's address). */
export interface LawyerCardView {
  title: string;
  href: string;
  image: string;
  specialty: string | null;
  trust: ShownTrust;
  rating: string | null;
  ratingCount: string;
  answers: string;
  satisfaction: string | null;
  /** The paid consultation it offers: text in the chat, by phone, or none (then the profile's own buttons). */
  consult: { kind: 'text' | 'phone'; href: string } | null;
}

export function lawyerCardOf(lawyer: Answer['lawyer'], locale: Locale): LawyerCardView {
  return {
    title: lawyer.title,
    href: lawyerHref(lawyer),
    image: mediaSrc(lawyer.image),
    specialty: lawyer.specialty,
    trust: lawyer.trust,
    rating: lawyer.rating === null ? null : ratingText(lawyer.rating, locale),
    ratingCount: formatNumber(lawyer.ratingCount, locale),
    answers: formatNumber(lawyer.answerCount, locale),
    satisfaction: lawyer.satisfactionRate === null ? null : formatNumber(lawyer.satisfactionRate, locale),
    consult: lawyer.textConsultation
      ? { kind: 'text', href: `/panel/consultations/buy/${lawyer.id}` }
      : lawyer.phoneConsultation
        ? { kind: 'phone', href: `/panel/consultations/phone/${lawyer.id}` }
        : null,
  };
}

/**
 * An answering lawyer's card (issue 29): picture, name and specialty, the badge, the clients' rating («۴٫۵ از ۵»),
 * the answers given and the askers' satisfaction (none for a new lawyer), and the paid consultation button.
 */
export function LawyerCard({ card }: { card: LawyerCardView }) {
  const { t } = useTranslation();
  return (
    <div className={classes.lawyerCard} aria-label={t('lawyer.profile.card', { name: card.title })} role="group">
      <img src={card.image} alt="" width={56} height={56} className={classes.lawyerPhoto} loading="lazy" />
      <div className={classes.lawyerWho}>
        <Link to={card.href} className={classes.strong}>
          {card.title}
        </Link>
        <VerifiedBadge trust={card.trust} person />
        {card.specialty && <span className={classes.dim}>{card.specialty}</span>}
        <span className={classes.meta}>
          {card.rating !== null && (
            <span data-testid="lawyer-rating">
              ★ {t('lawyer.profile.rating', { rate: card.rating })}{' '}
              {t('lawyer.profile.ratingCount', { n: card.ratingCount })}
            </span>
          )}
          <span>{t('lawyer.profile.answerCount', { n: card.answers })}</span>
          {card.satisfaction !== null && <span>{t('lawyer.profile.satisfaction', { n: card.satisfaction })}</span>}
        </span>
      </div>
      <Button
        component={Link}
        to={card.consult?.href ?? card.href}
        size="xs"
        variant="light"
        className={classes.consult}
        leftSection={<Icon name="chat" size={16} />}
        aria-label={
          card.consult?.kind === 'text'
            ? t('lawyer.profile.consultPaid', { name: card.title })
            : card.consult?.kind === 'phone'
              ? t('lawyer.profile.consultPhonePaid', { name: card.title })
              : undefined
        }
      >
        {card.consult?.kind === 'text'
          ? t('lawyer.profile.textConsult')
          : card.consult?.kind === 'phone'
            ? t('lawyer.profile.phoneConsult')
            : t('lawyer.profile.consult')}
      </Button>
    </div>
  );
}
