import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import { Container, Text, Title } from './plain/plain.tsx';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { ErrorKind } from '../lib/error-kind.ts';
import classes from './error-screen.module.css';

const MESSAGE_KEY = {
  network: 'errors.network',
  not_found: 'errors.not_found',
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  generic: 'errors.internal',
} as const;

/**
 * The spec's error messages (section 8) as a page: what went wrong and the one useful next step. Links are plain
 * anchors, so "try again" reloads the document even when the JavaScript never arrived.
 */
export function ErrorScreen({ kind, status, error }: { kind: ErrorKind; status?: number; error?: unknown }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const { pathname, search } = useLocation();
  const message = t(MESSAGE_KEY[kind]);
  const hint =
    kind === 'network' ? t('errorScreen.networkHint') : kind === 'not_found' ? t('errorScreen.notFoundHint') : null;
  // Only the dev server shows internals; a production page never prints a stack trace.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <Container size="sm" className={classes.screen}>
      <title>{`${message}${t('app.titleSeparator')}${t('app.title')}`}</title>
      <Title order={1} className={classes.title}>
        {message}
      </Title>
      {hint && <Text className={classes.hint}>{hint}</Text>}
      {kind === 'generic' && status !== undefined && (
        <Text size="sm" c="dimmed">
          {t('errorScreen.status', { status: localizeDigits(String(status), locale) })}
        </Text>
      )}
      <div className={classes.actions}>
        {(kind === 'network' || kind === 'generic') && (
          <a href={`${pathname}${search}`} className={classes.primary}>
            {t('errorScreen.retry')}
          </a>
        )}
        {kind === 'unauthenticated' && (
          <a href="/auth/panel/login" className={classes.primary}>
            {t('errorScreen.login')}
          </a>
        )}
        <a href="/" className={kind === 'not_found' || kind === 'forbidden' ? classes.primary : classes.secondary}>
          {t('errorScreen.home')}
        </a>
      </div>
      {stack && <pre className={classes.stack}>{stack}</pre>}
    </Container>
  );
}
