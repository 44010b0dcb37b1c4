import { Anchor } from '@mantine/core';
import { Link } from '../../lib/link.tsx';
import type { Trust, TrustCheck } from '@shahrbazar/domain/rules/trust';
import { useTranslation } from '../../lib/use-translation.tsx';
import { PanelCard } from '../panel/panel-page.tsx';
import classes from './verified-badge.module.css';

/**
 * Where the owner does each check: their identity documents in the panel, or the number in the form of the listing's
 * page (its input's id). A kind of check, not a vertical: the vertical's declaration says which it requires.
 */
const WHERE: Record<TrustCheck, { to: string; inPage: boolean }> = {
  identity: { to: '/panel/authenticate', inPage: false },
  medicalSystemNumber: { to: '#medicalSystemNumber', inPage: true },
  barLicense: { to: '#licenseNumber', inPage: true },
};

/**
 * The owner's card of what their listing still lacks for the verified badge (issue 29, ADR 0081): «برای نشان احراز
 * شده: …», one line per missing check with where to do it. Nothing once the badge shows. On the listing's own form a
 * number's link goes to its field; elsewhere (a clinic's dashboard, a lawyer's list of profiles) `formPath` names the
 * form it is on.
 */
export function TrustMissing({
  trust,
  formPath,
  about,
}: {
  trust: Trust | null | undefined;
  formPath?: string | undefined;
  /** The listing's title, named in the card's title where the page holds several (a lawyer's list of profiles). */
  about?: string | undefined;
}) {
  const { t } = useTranslation();
  if (!trust || trust.missing.length === 0) return null;
  return (
    <PanelCard title={about ? t('trust.missing.titleOf', { title: about }) : t('trust.missing.title')}>
      <ul className={classes.missing}>
        {trust.missing.map((kind) => {
          const where = WHERE[kind];
          const label = t(`trust.missing.${kind}Link`);
          return (
            <li key={kind}>
              {t(`trust.missing.${kind}`)}{' '}
              {where.inPage && !formPath ? (
                <Anchor href={where.to} fw={700}>
                  {label}
                </Anchor>
              ) : (
                <Anchor component={Link} to={where.inPage ? `${formPath}${where.to}` : where.to} fw={700}>
                  {label}
                </Anchor>
              )}
            </li>
          );
        })}
      </ul>
    </PanelCard>
  );
}
