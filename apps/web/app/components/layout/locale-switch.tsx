import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { isLocale } from '@shahrbazar/domain/i18n/locale';
import { Icon } from '../icons.tsx';
import classes from './site-header.module.css';

/**
 * A plain form POST to /locale (routes/locale.ts): it works without JavaScript, and with JavaScript the browser
 * still reloads the document, which is what a change of language and direction needs.
 */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const target = isLocale(i18n.language) && i18n.language === 'en' ? 'fa' : 'en';
  return (
    <form method="post" action="/locale" className={classes.localeForm}>
      <input type="hidden" name="locale" value={target} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={classes.action} title={t('locale.switchLabel')}>
        <Icon name="globe" size={20} className={classes.hideOnPhone} />
        <span lang={target}>{t('locale.switchTo')}</span>
      </button>
    </form>
  );
}
