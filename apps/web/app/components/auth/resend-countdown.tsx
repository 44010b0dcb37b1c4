import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './auth.module.css';

/**
 * "Send the code again" after the API's wait (resendIn seconds). With JavaScript the button waits out a visible
 * countdown; without it the button is always there, and asking too early gets the API's "ask again in N seconds".
 * Give it a key that changes with every code sent, so the countdown starts again.
 */
export function ResendCode({ seconds, hidden }: { seconds: number; hidden: Record<string, string> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [until] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const done = left === 0;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);

  return (
    <Form method="post" replace className={classes.resend}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated && !done ? (
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.resendIn', { seconds: localizeDigits(left, locale) })}
        </Text>
      ) : (
        <Button type="submit" variant="subtle" fullWidth>
          {t('auth.resend')}
        </Button>
      )}
    </Form>
  );
}
