import { Badge } from '../plain/plain.tsx';
import type { Trust } from '@shahrbazar/domain/rules/trust';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ListingIcon } from '../listings/listing-icons.tsx';
import classes from './verified-badge.module.css';

/** What the badge needs of a listing's trust (the API's `trust`, domain trust.ts). */
export type ShownTrust = Pick<Trust, 'verified' | 'checks'>;

/**
 * The one verified badge of every vertical (issue 29, ADR 0081): «احراز شده» when every check the listing's vertical
 * requires is done, with what was verified said under it and as its tooltip («هویت مالک تأیید شده · شماره نظام
 * پزشکی بررسی شده»); nothing otherwise. The same on a listing's page, a booth's, a seller's card, an answering
 * lawyer's card and a person's profile; `person` words the identity check as the person's own («هویت تأیید شده»).
 */
export function VerifiedBadge({ trust, person = false }: { trust: ShownTrust | null | undefined; person?: boolean }) {
  const { t } = useTranslation();
  if (!trust?.verified) return null;
  const said = trust.checks
    .filter((check) => check.done)
    .map((check) => t(person && check.kind === 'identity' ? 'trust.checks.person' : `trust.checks.${check.kind}`));
  return (
    <div className={classes.trust}>
      <Badge
        color="teal"
        variant="light"
        leftSection={<ListingIcon name="verified" size={14} />}
        title={said.join(' · ')}
      >
        {t('trust.verified')}
      </Badge>
      <small className={classes.checks}>{said.join(' · ')}</small>
    </div>
  );
}
