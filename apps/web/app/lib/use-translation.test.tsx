// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createI18n } from './i18n.ts';
import { I18nProvider, useTranslation } from './use-translation.tsx';

afterEach(cleanup);

describe('useTranslation (ADR 0069)', () => {
  it('draws again with the words added after hydration, with a new t; the same t between other renders', () => {
    const i18n = createI18n('fa', { auth: { sendCode: 'ارسال کد' } });
    const ts: unknown[] = [];
    let effects = 0;
    function Words({ n }: { n: number }) {
      const { t } = useTranslation();
      ts.push(t);
      useEffect(() => {
        effects++;
      }, [t]);
      return (
        <p>
          {t('auth.sendCode')} / {t('auth.resend')} / {n}
        </p>
      );
    }
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Words n={1} />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <Words n={2} />
      </I18nProvider>,
    );
    expect(screen.getByText('ارسال کد / auth.resend / 2')).toBeTruthy();
    expect(ts[0]).toBe(ts[1]);
    expect(effects).toBe(1);
    act(() => i18n.addResourceBundle({ auth: { resend: 'ارسال دوباره' } }));
    expect(screen.getByText('ارسال کد / ارسال دوباره / 2')).toBeTruthy();
    expect(ts.at(-1)).not.toBe(ts[0]);
    expect(effects).toBe(2);
  });

  it('does not draw again when the words added change nothing drawn (every key it read was there)', () => {
    const i18n = createI18n('fa', { auth: { sendCode: 'ارسال کد' } });
    let renders = 0;
    function Words() {
      const { t } = useTranslation();
      renders++;
      return <p>{t('auth.sendCode')}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Words />
      </I18nProvider>,
    );
    expect(renders).toBe(1);
    act(() => i18n.addResourceBundle({ auth: { resend: 'ارسال دوباره' } }));
    expect(renders).toBe(1);
    expect(screen.getByText('ارسال کد')).toBeTruthy();
  });

  it('reads every key as itself outside a provider', () => {
    function Bare() {
      const { t, i18n } = useTranslation();
      return (
        <p>
          {t('auth.sendCode')} {i18n.language}
        </p>
      );
    }
    render(<Bare />);
    expect(screen.getByText('auth.sendCode fa')).toBeTruthy();
  });
});
