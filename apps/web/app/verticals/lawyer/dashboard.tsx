import { useTranslation } from '../../lib/use-translation.tsx';
import type { LawyerDashboard } from '@shahrbazar/domain/api/lawyer-dashboard.schema';
import { formatNumber } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './lawyer.module.css';

/** The lawyer's own figures (ADR 0049), read on the server for the lawyer panel's list of profiles. */
export const loadLawyerDashboard = (api: ApiClient) => api.GET('/api/v1/me/lawyer-dashboard');

const COUNTS = [
  'questionsAnswered',
  'helpfulAnswers',
  'offersSent',
  'offersSelected',
  'projectsInProgress',
  'consultationsOpen',
  'consultationsClosed',
  'textConsultations',
  'phoneConsultations',
] as const;
const AMOUNTS = ['consultationEarnings', 'phoneConsultationEarnings', 'projectEarnings'] as const;

/**
 * The lawyer panel's dashboard cards on /panel/myLawyer: answers and helpful marks, offers sent and selected,
 * projects in progress, consultations open and closed, text and phone, and what consultations (phone ones apart) and
 * released projects paid. Every
 * figure is the server's count of the lawyer's own activity.
 */
export function LawyerDashboardCards({ data }: { data: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figures = data as LawyerDashboard | null;
  if (!figures) return null;
  return (
    <PanelCard title={t('lawyer.dashboard.title')}>
      <dl className={classes.figures}>
        {COUNTS.map((name) => (
          <div key={name} className={classes.figure}>
            <dt>{t(`lawyer.dashboard.${name}`)}</dt>
            <dd>{formatNumber(figures[name], locale)}</dd>
          </div>
        ))}
        {AMOUNTS.map((name) => (
          <div key={name} className={classes.figure}>
            <dt>{t(`lawyer.dashboard.${name}`)}</dt>
            <dd>{formatAmount(figures[name], locale)}</dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}
