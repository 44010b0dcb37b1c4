import { useTranslation } from '../../lib/use-translation.tsx';
import { PanelCard } from '../panel/panel-page.tsx';
import classes from './listing-experience.module.css';

/** A listing's statistics as the owner's page draws them (prepared on the server: Jalali days, Persian digits). */
export interface StatsView {
  days: Array<{ label: string; views: number; viewsText: string }>;
  totals: { views: string; reveals: string; favorites: string; chats: string };
}

/**
 * The owner's statistics of a listing (ADR 0027): the totals of the last 30 days and a bar per day of its views.
 * The chart is drawn with plain boxes (no script); a table under it says the same for screen readers.
 */
export function ListingStats({ stats }: { stats: StatsView }) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...stats.days.map((day) => day.views));
  return (
    <PanelCard title={t('listingExperience.stats.title')}>
      <dl className={classes.totals}>
        <div>
          <dt>{t('listingExperience.stats.views')}</dt>
          <dd>{stats.totals.views}</dd>
        </div>
        <div>
          <dt>{t('listingExperience.stats.reveals')}</dt>
          <dd>{stats.totals.reveals}</dd>
        </div>
        <div>
          <dt>{t('listingExperience.stats.favorites')}</dt>
          <dd>{stats.totals.favorites}</dd>
        </div>
        <div>
          <dt>{t('listingExperience.stats.chats')}</dt>
          <dd>{stats.totals.chats}</dd>
        </div>
      </dl>
      <div className={classes.chart} aria-hidden="true">
        {stats.days.map((day) => (
          <span
            key={day.label}
            className={classes.bar}
            style={{ blockSize: `${Math.round((day.views / highest) * 100)}%` }}
            title={`${day.label}: ${day.viewsText}`}
          />
        ))}
      </div>
      <table className={classes.visuallyHidden}>
        <caption>{t('listingExperience.stats.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('listingExperience.stats.day')}</th>
            <th scope="col">{t('listingExperience.stats.views')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.days.map((day) => (
            <tr key={day.label}>
              <td>{day.label}</td>
              <td>{day.viewsText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PanelCard>
  );
}
